/**
 * When each generator last succeeded, so that `npm run dev` starts without running those whose sources
 * have not changed since (on a clone where `npm run generate` has run, that is all of them: the first
 * page then waits for Next alone). A file's time is what counts: a checkout that changes a source makes
 * its generator run again.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Generator } from './table'

const MARKS = '.cache/generators'
type Environment = Record<string, string | undefined>
const markOf = (root: string, generator: Generator) => path.join(root, MARKS, `${generator.name.replace(/\W+/g, '-')}.done`)

/** The values of the environment variables the generator depends on, as its mark records them (unset is not ''). */
const settingsOf = (generator: Generator, env: Environment) =>
  (generator.env ?? []).map((name) => `${name}=${JSON.stringify(env[name] ?? null)}`).join('\n')

export function markSucceeded(root: string, generator: Generator, env: Environment = process.env): void {
  mkdirSync(path.join(root, MARKS), { recursive: true })
  writeFileSync(markOf(root, generator), settingsOf(generator, env))
}

/** A source and everything under it, folders included: a folder's time changes when a file in it is removed. */
function entriesUnder(root: string, source: string): string[] {
  const stats = statSync(path.join(root, source), { throwIfNoEntry: false })
  if (!stats?.isDirectory()) return stats ? [source] : []
  return [source, ...readdirSync(path.join(root, source)).flatMap((name) => entriesUnder(root, `${source}/${name}`))]
}

/**
 * Whether a file under one of the generator's sources was added, changed or removed since it last succeeded, or
 * it never did, or did with other settings.
 */
export function changedSinceLastRun(root: string, generator: Generator, env: Environment = process.env): boolean {
  const mark = markOf(root, generator)
  const ranAt = statSync(mark, { throwIfNoEntry: false })?.mtimeMs
  if (ranAt === undefined || readFileSync(mark, 'utf8') !== settingsOf(generator, env)) return true
  // A folder the generator writes into is ignored as its files are: writing them changes its time.
  const ignored = (entry: string) => Boolean(generator.ignore?.test(entry) || generator.ignore?.test(`${entry}/`))
  return generator.sources.some((source) =>
    entriesUnder(root, source).some(
      (entry) => !ignored(entry) && (statSync(path.join(root, entry), { throwIfNoEntry: false })?.mtimeMs ?? 0) > ranAt
    )
  )
}
