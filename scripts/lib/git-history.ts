/**
 * A file's committed history, read from git in one batched pass: `git log --follow` lists the commits
 * (with the file's path at each, so renames are followed), one `git cat-file --batch` reads every version.
 * Generic on purpose: the REST changelog uses it. `lastCommitDates` reads the date of the last change of
 * many files at once, in one `git log` (the pages' "Last updated" dates, page-source/generator).
 *
 * A copy without usable history never fails a build: no git, no repository, a shallow clone (its
 * oldest commit would look like the file's first) or a file never committed give `available: false`
 * with the reason. Uncommitted changes of the working tree are not part of the history.
 */
import { execFileSync } from 'node:child_process'

export interface FileCommit {
  hash: string
  /** Committer date as an ISO 8601 string with offset (`%cI`). */
  date: string
  /** The file's path at this commit, relative to the repository root (differs from today's after a rename). */
  path: string
}

export type FileHistory =
  | { available: true; /** Newest first. */ commits: FileCommit[] }
  | { available: false; reason: 'no-repository' | 'shallow-clone' | 'not-committed' }

/** Why history is missing, as a sentence for a page. */
export const HISTORY_UNAVAILABLE: Record<Extract<FileHistory, { available: false }>['reason'], string> = {
  'no-repository': 'this copy of the site has no git repository',
  'shallow-clone': 'this copy is a shallow clone, whose history is cut short',
  'not-committed': 'the file has not been committed yet'
}

const git = (cwd: string, args: string[], input?: string): Buffer =>
  execFileSync('git', args, { cwd, input, stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 })

/** The repository's root, or null when `cwd` is in none (or git is missing), and whether it is a shallow clone. */
function repositoryOf(cwd: string): { root: string; shallow: boolean } | null {
  let out: string
  try {
    out = git(cwd, ['rev-parse', '--show-toplevel', '--is-shallow-repository']).toString()
  } catch {
    return null
  }
  const [root, shallow] = out.trim().split('\n')
  return { root, shallow: shallow === 'true' }
}

/** The repository's root with usable history, or why there is none. */
function repository(cwd: string): { root: string } | { reason: 'no-repository' | 'shallow-clone' } {
  const repo = repositoryOf(cwd)
  if (!repo) return { reason: 'no-repository' }
  return repo.shallow ? { reason: 'shallow-clone' } : { root: repo.root }
}

/**
 * The root of the repository `cwd` is in (a shallow clone's too: its files still have paths), or null.
 * Files are named relative to it, so a site kept in a subfolder of its repository links the right file.
 */
export function repositoryRoot(cwd: string): string | null {
  return repositoryOf(cwd)?.root ?? null
}

const RECORD = '\x1e'
const FIELD = '\x1f'

/**
 * The commits that changed `file` (relative to `cwd`), newest first. A commit that deleted the file is
 * listed too (its version then reads as missing).
 */
export function fileHistory(cwd: string, file: string): FileHistory {
  const repo = repository(cwd)
  if ('reason' in repo) return { available: false, reason: repo.reason }
  let out: string
  try {
    out = git(cwd, ['log', '--follow', '--no-color', '--name-only', `--format=${RECORD}%H${FIELD}%cI`, '--', file]).toString('utf8')
  } catch {
    // No commit yet (an empty repository) makes `git log` fail.
    return { available: false, reason: 'not-committed' }
  }
  const commits = out
    .split(RECORD)
    .filter((record) => record.trim())
    .map((record): FileCommit => {
      const [header, ...names] = record.split('\n')
      const [hash, date] = header.split(FIELD)
      return { hash, date, path: names.find((n) => n.trim()) ?? file }
    })
  return commits.length ? { available: true, commits } : { available: false, reason: 'not-committed' }
}

/**
 * The file's content at each commit, in one `git cat-file --batch` call: keyed by commit hash, null
 * where the file does not exist at that commit (deleted there) or is not text git can give.
 */
export function fileVersions(cwd: string, commits: Pick<FileCommit, 'hash' | 'path'>[]): Map<string, string | null> {
  const versions = new Map<string, string | null>()
  if (!commits.length) return versions
  const out = git(cwd, ['cat-file', '--batch'], commits.map((c) => `${c.hash}:${c.path}\n`).join(''))
  let at = 0
  for (const commit of commits) {
    const end = out.indexOf(0x0a, at)
    const header = out.subarray(at, end).toString('utf8')
    const match = header.match(/^[0-9a-f]+ (\w+) (\d+)$/)
    if (!match) {
      // "<object> missing" (or ambiguous): no content follows the header line.
      versions.set(commit.hash, null)
      at = end + 1
      continue
    }
    const size = Number(match[2])
    versions.set(commit.hash, match[1] === 'blob' ? out.subarray(end + 1, end + 1 + size).toString('utf8') : null)
    at = end + 1 + size + 1
  }
  return versions
}

export type LastCommitDates =
  | {
      available: true
      /** Each file asked for → committer date (`%cI`) of the last commit that changed it, or null. */
      dates: Map<string, string | null>
    }
  | { available: false; reason: 'no-repository' | 'shallow-clone' }

/**
 * When each file (relative to the repository root, `/`-separated) was last changed by a commit: one
 * `git log` over all of them, newest first, `-z` so no name is quoted; the first commit that names a
 * file is its last change. A file never committed gets null; a shallow clone or a folder outside any
 * repository gives no dates at all (a shallow clone's oldest commit would date files it never changed).
 * Merge commits list no files, so a date is that of the commit that changed the file itself, the one
 * `git log -1 -- <file>` shows (unless a merge's own resolution changed it). Uncommitted changes of the
 * working tree do not count.
 */
export function lastCommitDates(cwd: string, files: string[]): LastCommitDates {
  const repo = repository(cwd)
  if ('reason' in repo) return { available: false, reason: repo.reason }
  const wanted = [...new Set(files)]
  let out = ''
  if (wanted.length) {
    try {
      // Names are paths, not patterns (`--literal-pathspecs`), relative to the root git runs in.
      out = git(repo.root, [
        '--literal-pathspecs',
        'log',
        '--no-color',
        '--no-renames',
        '--name-only',
        '-z',
        `--format=${RECORD}%cI`,
        '--',
        ...wanted
      ]).toString('utf8')
    } catch {
      // No commit yet (an empty repository) makes `git log` fail: nothing is committed.
    }
  }
  return { available: true, dates: parseLastCommitDates(out, wanted) }
}

/**
 * Pure: the output of `git log --name-only -z --format=<RECORD>%cI` (newest first) → each of `files`
 * with the date of the first commit that names it, or null. A record is the date, a NUL, then the
 * commit's file names, each ended by a NUL (the first one after a newline).
 */
export function parseLastCommitDates(log: string, files: string[]): Map<string, string | null> {
  const dates = new Map<string, string | null>(files.map((file) => [file, null]))
  let missing = dates.size
  for (const record of log.split(RECORD)) {
    if (!missing) break
    const [date, ...names] = record.split('\0')
    if (!date) continue
    for (const raw of names) {
      const name = raw.startsWith('\n') ? raw.slice(1) : raw
      if (dates.get(name) === null) {
        dates.set(name, date.trim())
        missing--
      }
    }
  }
  return dates
}
