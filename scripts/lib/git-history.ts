/**
 * A file's committed history, read from git in one batched pass: `git log --follow` lists the commits
 * (with the file's path at each, so renames are followed), one `git cat-file --batch` reads every version.
 * Generic on purpose: the REST changelog uses it, and so can "last updated" dates of pages.
 *
 * A copy without usable history never fails a build: no git, no repository, a shallow clone (its
 * oldest commit would look like the file's first) or a file never committed give `available: false`
 * with the reason. Uncommitted changes of the working tree are not part of the history.
 */
import { execFileSync } from 'node:child_process'

export interface FileCommit {
  hash: string
  shortHash: string
  /** Committer date as an ISO 8601 string with offset (`%cI`). */
  date: string
  subject: string
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

/** The repository's root, or null when `cwd` is in none (or git is missing); shallow clones are reported as such. */
function repository(cwd: string): { root: string } | { reason: 'no-repository' | 'shallow-clone' } {
  let out: string
  try {
    out = git(cwd, ['rev-parse', '--show-toplevel', '--is-shallow-repository']).toString()
  } catch {
    return { reason: 'no-repository' }
  }
  const [root, shallow] = out.trim().split('\n')
  return shallow === 'true' ? { reason: 'shallow-clone' } : { root }
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
    out = git(cwd, [
      'log',
      '--follow',
      '--no-color',
      '--name-only',
      `--format=${RECORD}%H${FIELD}%h${FIELD}%cI${FIELD}%s`,
      '--',
      file
    ]).toString('utf8')
  } catch {
    // No commit yet (an empty repository) makes `git log` fail.
    return { available: false, reason: 'not-committed' }
  }
  const commits = out
    .split(RECORD)
    .filter((record) => record.trim())
    .map((record): FileCommit => {
      const [header, ...names] = record.split('\n')
      const [hash, shortHash, date, subject] = header.split(FIELD)
      return { hash, shortHash, date, subject, path: names.find((n) => n.trim()) ?? file }
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
