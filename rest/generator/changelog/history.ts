/**
 * A spec file's git history → its changelog: one entry per commit that touched the file, newest first,
 * each with the operations and named schemas it added, removed or changed (diff.ts). Old versions are
 * read cheaply (parse and Swagger 2.0 upgrade, no validation); a version that cannot be read is
 * marked so and skipped (the next one is compared with the last one that could be read): history
 * never fails a build. Uncommitted edits of the spec are not listed: the changelog is of commits.
 * What each version reads as is cached per commit (.cache/rest-changelog/), so a run parses only new ones.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { HISTORY_UNAVAILABLE, fileHistory, fileVersions, type FileCommit } from '../../../scripts/lib/git-history'
import { readJsonCache, writeJsonCache } from '../../../scripts/lib/json-cache'
import { upgradeSpec } from '../convert'
import { parseSpecFile } from '../load'
import { SpecError } from '../spec-error'
import { diffSurfaces, type Change } from './diff'
import { apiSurface, type ApiSurface } from './surface'

export interface ChangelogEntry {
  commit: Pick<FileCommit, 'hash' | 'shortHash' | 'date' | 'subject'>
  /**
   * added: the spec's first commit; first-readable: the first version that could be read, after
   * unreadable ones; changed: compared with the previous readable version; unreadable: skipped.
   */
  status: 'added' | 'first-readable' | 'changed' | 'unreadable'
  /** For added and first-readable: the size of that version. */
  counts?: { operations: number; schemas: number }
  changes: Change[]
  /** For unreadable: why, in one line. */
  reason?: string
}

export type Changelog = { available: true; entries: ChangelogEntry[] } | { available: false; reason: string }

/** The calendar date (UTC) of a commit, as the pages show it: 2026-11-24. */
export const commitDay = (date: string) => new Date(date).toISOString().slice(0, 10)
/** The id of an entry's heading on the changelog page (badges and the feed link to it). */
export const entryAnchor = (entry: { commit: { shortHash: string } }) => `commit-${entry.commit.shortHash}`

/** One version's surface, or why it cannot be read (its first line). */
export async function readSurface(file: string, text: string | null): Promise<ApiSurface | { reason: string }> {
  if (text === null) return { reason: 'the file does not exist at this commit' }
  try {
    const { doc } = await upgradeSpec(file, parseSpecFile(file, text))
    return apiSurface(doc)
  } catch (error) {
    const message = error instanceof SpecError ? error.problem : String((error as Error)?.message ?? error)
    return { reason: message.split('\n')[0] }
  }
}

type Version = { commit: ChangelogEntry['commit']; surface: ApiSurface | { reason: string } }

/** Entries from versions given oldest first, each already read. */
function entriesOf(versions: Version[]): ChangelogEntry[] {
  const entries: ChangelogEntry[] = []
  let previous: ApiSurface | null = null
  for (const [index, { commit, surface }] of versions.entries()) {
    if ('reason' in surface) {
      entries.push({ commit, status: 'unreadable', changes: [], reason: surface.reason })
      continue
    }
    if (previous) entries.push({ commit, status: 'changed', changes: diffSurfaces(previous, surface) })
    else
      entries.push({
        commit,
        status: index === 0 ? 'added' : 'first-readable',
        counts: { operations: Object.keys(surface.operations).length, schemas: Object.keys(surface.schemas).length },
        changes: []
      })
    previous = surface
  }
  return entries.reverse()
}

/** The changelog of versions given oldest first (what specChangelog reads from git; tests pass their own). */
export async function changelogOf(
  file: string,
  versions: { commit: ChangelogEntry['commit']; text: string | null }[]
): Promise<ChangelogEntry[]> {
  const read: Version[] = []
  for (const { commit, text } of versions) read.push({ commit, surface: await readSurface(file, text) })
  return entriesOf(read)
}

/**
 * Surfaces already read, one file per commit and path in an ignored folder (.cache/rest-changelog/):
 * a commit never changes, and the dev loop reruns the generator on every spec edit, so old versions are
 * parsed once per clone. The key includes the code that reads a surface, so changing it reads them anew.
 */
const READER_CODE = ['surface.ts', 'history.ts', '../load.ts', '../convert.ts']
let readerVersion: string | undefined
const versionOfReader = () =>
  (readerVersion ??= createHash('sha1')
    .update(READER_CODE.map((f) => readFileSync(fileURLToPath(new URL(f, import.meta.url)), 'utf8')).join('\0'))
    .digest('hex'))

export const CACHE_DIR = path.join('.cache', 'rest-changelog')

/** The changelog of `file` (relative to `root`) from the repository's history. */
export async function specChangelog(root: string, file: string, cacheDir = path.join(root, CACHE_DIR)): Promise<Changelog> {
  const history = fileHistory(root, file)
  if (!history.available) return { available: false, reason: HISTORY_UNAVAILABLE[history.reason] }
  const keyOf = (c: FileCommit) => createHash('sha1').update(`${versionOfReader()}\0${c.hash}\0${c.path}`).digest('hex')
  const surfaces = new Map(history.commits.map((c) => [c.hash, readJsonCache<Version['surface']>(path.join(cacheDir, `${keyOf(c)}.json`))]))
  const missing = history.commits.filter((c) => !surfaces.get(c.hash))
  const texts = fileVersions(root, missing)
  for (const commit of missing) {
    const surface = await readSurface(file, texts.get(commit.hash) ?? null)
    surfaces.set(commit.hash, surface)
    writeJsonCache(path.join(cacheDir, `${keyOf(commit)}.json`), surface, 'rest/generator/changelog')
  }
  const oldestFirst = [...history.commits].reverse()
  return {
    available: true,
    entries: entriesOf(
      oldestFirst.map(({ hash, shortHash, date, subject }) => ({
        commit: { hash, shortHash, date, subject },
        surface: surfaces.get(hash)!
      }))
    )
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The operations whose last change is recent: at most `days` days older than the spec's latest commit
 * (config/rest.ts restChangeBadgeDays; 0: none). Keyed by operation key, with that change's entry.
 * An operation that came with the spec's first commit has no change of its own until a later commit.
 */
export function recentOperationChanges(
  changelog: Changelog,
  days: number
): Map<string, { action: 'added' | 'changed'; entry: ChangelogEntry }> {
  const recent = new Map<string, { action: 'added' | 'changed'; entry: ChangelogEntry }>()
  if (!changelog.available || days <= 0 || !changelog.entries.length) return recent
  const since = new Date(changelog.entries[0].commit.date).getTime() - days * DAY_MS
  const seen = new Set<string>()
  // Newest first: the first time an operation appears is its last change.
  for (const entry of changelog.entries) {
    if (new Date(entry.commit.date).getTime() < since) break
    for (const change of entry.changes) {
      if (change.kind !== 'operation' || seen.has(change.key)) continue
      seen.add(change.key)
      if (change.action !== 'removed') recent.set(change.key, { action: change.action, entry })
    }
  }
  return recent
}

/** config/rest.ts restChangeBadgeDays, checked: a whole number of days from 0 to 3650. */
export function checkBadgeDays(days: number): number {
  if (!Number.isInteger(days) || days < 0 || days > 3650)
    throw new SpecError(
      'config/rest.ts',
      'restChangeBadgeDays',
      `restChangeBadgeDays is ${JSON.stringify(days)}, not a whole number of days from 0 to 3650`,
      'Set it to a number of days such as 30, or 0 to show no badges.'
    )
  return days
}
