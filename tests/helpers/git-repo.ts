/** A git repository in a temporary directory, with commits at fixed dates: fixtures for the history readers. */
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface TempRepo {
  dir: string
  git: (...args: string[]) => string
  /** Writes the files (path → content, null: delete) and commits them with `subject` at `date` (ISO). */
  commit: (subject: string, date: string, files: Record<string, string | null>) => string
  remove: () => void
}

export function tempRepo(): TempRepo {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnv-git-'))
  // Fixed identity and no user or system configuration: the test does not depend on the machine's git setup.
  const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], { cwd: dir, env, stdio: 'pipe' }).toString()
  git('init', '--quiet', '--initial-branch=main')
  return {
    dir,
    git,
    commit(subject, date, files) {
      for (const [file, content] of Object.entries(files)) {
        const full = path.join(dir, file)
        if (content === null) rmSync(full)
        else {
          mkdirSync(path.dirname(full), { recursive: true })
          writeFileSync(full, content)
        }
      }
      git('add', '--all')
      execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '--quiet', '-m', subject], {
        cwd: dir,
        env: { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
        stdio: 'pipe'
      })
      return git('rev-parse', 'HEAD').trim()
    },
    remove: () => rmSync(dir, { recursive: true, force: true })
  }
}

/** Runs `fn` with a `git` first on PATH that records each call's arguments, then runs the real git. */
export async function countingGitCalls<T>(fn: () => T | Promise<T>): Promise<{ result: T; calls: string[] }> {
  const bin = mkdtempSync(path.join(tmpdir(), 'vnv-git-spy-'))
  const log = path.join(bin, 'calls')
  const real = execFileSync('sh', ['-c', 'command -v git']).toString().trim()
  writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`)
  chmodSync(path.join(bin, 'git'), 0o755)
  writeFileSync(log, '')
  const original = process.env.PATH
  process.env.PATH = `${bin}${path.delimiter}${original}`
  try {
    const result = await fn()
    return { result, calls: readFileSync(log, 'utf8').split('\n').filter(Boolean) }
  } finally {
    process.env.PATH = original
    rmSync(bin, { recursive: true, force: true })
  }
}
