/**
 * A spec file's git history → its versions → the changes between them.
 *
 * A version is the spec's `info.version`. It is dated by the first commit that carried it, and read as
 * its last commit has it: commits that keep the version correct its documentation, they do not change
 * the API, so they are not listed. Changes are computed between consecutive versions (diff.ts).
 *
 * Old commits are read cheaply (parse and Swagger 2.0 upgrade, no validation); a commit that cannot be
 * read is left out and counted: history never fails a build. Uncommitted edits are not part of it.
 * What each commit reads as is cached per commit (.cache/rest-changelog/), so a run parses only new ones.
 * Commit subjects are never read: they describe edits of this repository, not the API.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { HISTORY_UNAVAILABLE, fileHistory, fileVersions, type FileCommit } from '../../../scripts/lib/git-history'
import { readJsonCache, writeJsonCache } from '../../../scripts/lib/json-cache'
import { firstFreeSlug, plainSlug } from '../../../scripts/lib/slug'
import { upgradeSpec } from '../convert'
import { parseSpecFile } from '../load'
import { isRecord } from '../model/json'
import { SpecError } from '../spec-error'
import { diffSurfaces, type Change } from './diff'
import { apiSurface, type ApiSurface } from './surface'

/** One commit of the spec, read: its `info.version` and its surface, or why it cannot be read. */
export type CommitRead = { version: string; surface: ApiSurface } | { reason: string }

/** One version on the changelog, with what changed since the version before it. */
export interface VersionEntry {
  version: string
  /** The id of its heading on the changelog page (badges and the feed link to it). */
  anchor: string
  /** The date of the first commit that carried it (ISO 8601). */
  date: string
  /** The version before it; absent for the first version of the history. */
  previous?: string
  /** For the first version: its size. */
  counts?: { operations: number; schemas: number }
  /** From the previous version to this one (none for the first). */
  changes: Change[]
  /** The spec's note for this version (info.x-changelog, notes.ts): plain text. */
  note?: string
}

export type Changelog =
  | {
      available: true
      /** Newest first. */
      versions: VersionEntry[]
      /** The date of the spec's latest commit: the badges' window is measured from it, not from the build. */
      lastCommitDate: string
      /** Commits that could not be read, left out. */
      unreadable: number
    }
  | { available: false; reason: string }

/** The calendar date (UTC) of a commit, ISO (2026-11-24), for a `<time dateTime>`: pages show it as formatDay writes it. */
export const commitDay = (date: string) => new Date(date).toISOString().slice(0, 10)

/** One commit's version and surface, or why it cannot be read (its first line). */
export async function readCommit(file: string, text: string | null): Promise<CommitRead> {
  if (text === null) return { reason: 'the file does not exist at this commit' }
  try {
    const { doc } = await upgradeSpec(file, parseSpecFile(file, text))
    const version = isRecord(doc.info) ? doc.info.version : undefined
    if (typeof version !== 'string' && typeof version !== 'number') return { reason: 'it has no info.version' }
    return { version: String(version), surface: apiSurface(doc) }
  } catch (error) {
    const message = error instanceof SpecError ? error.problem : String((error as Error)?.message ?? error)
    return { reason: message.split('\n')[0] }
  }
}

/** An id for a version's heading: `version-1-2-0`; a version seen again gets `-2`, `-3`… */
function anchorsOf(versions: string[]): string[] {
  const used = new Set<string>()
  return versions.map((version) => {
    const slug = plainSlug(version)
    const anchor = firstFreeSlug(slug ? `version-${slug}` : 'version', used)
    used.add(anchor)
    return anchor
  })
}

/**
 * Commits given oldest first, each read → the changelog. Pure. A version runs from the first commit
 * that carries its `info.version` to the last one before another version; a return to an earlier
 * version string starts a new entry.
 */
export function changelogFromCommits(commits: { date: string; read: CommitRead }[]): Extract<Changelog, { available: true }> {
  const runs: { version: string; date: string; surface: ApiSurface }[] = []
  let unreadable = 0
  for (const { date, read } of commits) {
    if ('reason' in read) unreadable++
    else if (runs.at(-1)?.version === read.version) runs.at(-1)!.surface = read.surface
    else runs.push({ version: read.version, date, surface: read.surface })
  }
  const anchors = anchorsOf(runs.map((run) => run.version))
  const versions = runs.map((run, index): VersionEntry => {
    const before = runs[index - 1]
    const entry = { version: run.version, anchor: anchors[index], date: run.date }
    if (before) return { ...entry, previous: before.version, changes: diffSurfaces(before.surface, run.surface) }
    const counts = { operations: Object.keys(run.surface.operations).length, schemas: Object.keys(run.surface.schemas).length }
    return { ...entry, counts, changes: [] }
  })
  return { available: true, versions: versions.reverse(), lastCommitDate: commits.at(-1)?.date ?? '', unreadable }
}

/**
 * What each commit reads as, one file per commit and path in an ignored folder (.cache/rest-changelog/):
 * a commit never changes, and the dev loop reruns the generator on every spec edit, so old commits are
 * parsed once per clone. The key includes the code that reads a commit, so changing it reads them anew.
 * It saves each REST generator run 0.6 s here (2.4 → 1.8 s over the specs' 23 commits, median of 5 paired).
 */
const READER_CODE = ['surface.ts', 'history.ts', '../load.ts', '../convert.ts', '../../shared/http-methods.ts']
let readerVersion: string | undefined
const versionOfReader = () =>
  (readerVersion ??= createHash('sha1')
    .update(READER_CODE.map((f) => readFileSync(fileURLToPath(new URL(f, import.meta.url)), 'utf8')).join('\0'))
    .digest('hex'))

const CACHE_DIR = path.join('.cache', 'rest-changelog')

/** The changelog of `file` (relative to `root`) from the repository's history. */
export async function specChangelog(root: string, file: string, cacheDir = path.join(root, CACHE_DIR)): Promise<Changelog> {
  const history = fileHistory(root, file)
  if (!history.available) return { available: false, reason: HISTORY_UNAVAILABLE[history.reason] }
  const keyOf = (c: FileCommit) => createHash('sha1').update(`${versionOfReader()}\0${c.hash}\0${c.path}`).digest('hex')
  const reads = new Map(history.commits.map((c) => [c.hash, readJsonCache<CommitRead>(path.join(cacheDir, `${keyOf(c)}.json`))]))
  const missing = history.commits.filter((c) => !reads.get(c.hash))
  const texts = fileVersions(root, missing)
  for (const commit of missing) {
    const read = await readCommit(file, texts.get(commit.hash) ?? null)
    reads.set(commit.hash, read)
    writeJsonCache(path.join(cacheDir, `${keyOf(commit)}.json`), read, 'rest/generator/changelog')
  }
  const oldestFirst = [...history.commits].reverse()
  return changelogFromCommits(oldestFirst.map(({ hash, date }) => ({ date, read: reads.get(hash)! })))
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The operations added or changed by the latest version, while that version is recent: its first
 * commit at most `days` days older than the spec's latest commit (config/rest.ts restChangeBadgeDays;
 * 0: none). Measured from the latest commit, not the build date, so the same history gives the same
 * pages. Keyed by operation key (surface.ts operationKey).
 */
export function recentOperationChanges(
  changelog: Changelog,
  days: number
): Map<string, { action: 'added' | 'changed'; entry: VersionEntry }> {
  const recent = new Map<string, { action: 'added' | 'changed'; entry: VersionEntry }>()
  const latest = changelog.available ? changelog.versions[0] : undefined
  if (!changelog.available || days <= 0 || !latest?.previous) return recent
  if (new Date(changelog.lastCommitDate).getTime() - new Date(latest.date).getTime() > days * DAY_MS) return recent
  for (const change of latest.changes)
    if (change.kind === 'operation' && change.action !== 'removed') recent.set(change.key, { action: change.action, entry: latest })
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
