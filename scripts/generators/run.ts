/**
 * Runs generators (table.ts): `runAll` for `npm run generate` and the dev server's start, one in a
 * fresh child process, or in a warm worker kept between runs (npm run dev).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { setPriority } from 'node:os'
import path from 'node:path'
import type { Generator } from './table'

/** tsx's loader, found from this file so a generator can run with any working folder. */
const TSX = import.meta.resolve('tsx')
const PROJECT = path.resolve(import.meta.dirname, '../..')
const WORKER = path.join(import.meta.dirname, 'worker.ts')

export interface RunResult {
  ok: boolean
  /** What the generator printed: the problem, file and place when it failed. */
  output: string
}

interface RunOptions {
  cwd?: string
  echo?: boolean
}

function start(args: string[], { cwd = process.cwd() }: RunOptions, ipc = false): ChildProcess {
  const child = spawn(process.execPath, ['--import', TSX, ...args], {
    cwd,
    // The project's compiler settings, whatever the working folder.
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(PROJECT, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc' as const] : [])]
  })
  // Below the dev server's priority: on two cores, the recompile of the page being edited comes first.
  if (child.pid) setPriority(child.pid, 10)
  return child
}

/** Collects (and echoes) what a child prints until `stop()` is called. */
function capture(child: ChildProcess, echo = true) {
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk
    if (echo) process.stdout.write(chunk)
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  return () => {
    child.stdout!.off('data', collect)
    child.stderr!.off('data', collect)
    return output.trim()
  }
}

/** One run in a fresh process: a fresh process sees edited TypeScript sources (config, taxonomies). */
export function runGenerator(generator: Generator, options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = start([path.resolve(PROJECT, generator.script)], options)
    const stop = capture(child, options.echo)
    child.on('close', (code) => resolve({ ok: code === 0, output: stop() }))
  })
}

/**
 * A generator whose module stays loaded between runs (`warm` in table.ts); it starts afresh
 * when a file its code imports changes, and falls back to a fresh process if the worker dies.
 */
export class WarmGenerator {
  private worker: Promise<ChildProcess> | null = null

  constructor(
    private readonly generator: Generator,
    private readonly options: RunOptions = {}
  ) {}

  private spawnWorker(): Promise<ChildProcess> {
    const child = start([WORKER, path.resolve(PROJECT, this.generator.script)], this.options, true)
    child.on('exit', () => (this.worker = null))
    return new Promise((resolve, reject) => {
      child.once('message', () => resolve(child))
      child.once('exit', () => reject(new Error('worker ended')))
    })
  }

  /** Loads the worker ahead of the first change. */
  prepare() {
    this.worker ??= this.spawnWorker()
    this.worker.catch(() => undefined)
  }

  async run(changed?: string): Promise<RunResult> {
    if (changed && this.generator.warm?.restartOn.test(changed)) this.close()
    try {
      const child = await (this.worker ??= this.spawnWorker())
      const stop = capture(child, this.options.echo)
      const { ok } = await new Promise<{ ok: boolean }>((resolve, reject) => {
        child.once('message', (message) => resolve(message as { ok: boolean }))
        child.once('exit', () => reject(new Error('worker ended')))
        child.send({ run: true })
      })
      return { ok, output: stop() }
    } catch {
      this.close()
      return runGenerator(this.generator, this.options)
    }
  }

  close() {
    void this.worker?.then((child) => child.kill()).catch(() => undefined)
    this.worker = null
  }
}

/**
 * Every generator once: the independent ones two at a time (two cores), then navigation, which
 * reads the pages the others write. A failure does not stop the others, so one run reports every
 * problem; navigation then does not run.
 */
export async function runAll(
  generators: Generator[],
  onResult: (generator: Generator, result: RunResult) => void = () => undefined,
  options: RunOptions = {}
): Promise<boolean> {
  const last = generators.at(-1)!
  const queue = generators.slice(0, -1)
  let ok = true
  const worker = async () => {
    for (let generator = queue.shift(); generator; generator = queue.shift()) {
      const result = await runGenerator(generator, options)
      ok &&= result.ok
      onResult(generator, result)
    }
  }
  await Promise.all([worker(), worker()])
  if (!ok) return false
  const result = await runGenerator(last, options)
  onResult(last, result)
  return result.ok
}
