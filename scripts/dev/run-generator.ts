/** Runs one generator of the dev loop in a child process: a fresh process sees edited TypeScript sources (config, taxonomies). */
import { spawn } from 'node:child_process'
import path from 'node:path'
import type { Generator } from './generators'
import type { RunResult } from './watch-loop'

/** tsx's loader, found from this file so a generator can run with any working folder. */
const TSX = import.meta.resolve('tsx')
const PROJECT = path.resolve(import.meta.dirname, '../..')

export function runGenerator(generator: Generator, options: { cwd?: string; echo?: boolean } = {}): Promise<RunResult> {
  const { cwd = process.cwd(), echo = true } = options
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', TSX, path.resolve(PROJECT, generator.script)], {
      cwd,
      // The project's compiler settings, whatever the working folder.
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(PROJECT, 'tsconfig.json') }
    })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk
      if (echo) process.stdout.write(chunk)
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('close', (code) => resolve({ ok: code === 0, output: output.trim() }))
  })
}
