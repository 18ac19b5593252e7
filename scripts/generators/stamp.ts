/**
 * Lets `npm run generate` skip a run when the project is exactly as its last successful run left it:
 * same files (sources, code and generated output alike), same git commit, same environment. A
 * rebuild with nothing changed then costs a hash of the project (about 0.1 s) instead of every
 * generator (about 8 s). The generators' stamp also keeps each source file's hash and the newest
 * commit of the paths whose history generators read (ProjectRecord), so that a start can run only
 * the generators a change concerns (selection.ts).
 * `npm run build:site` keeps a stamp of its own the same way, which also holds a hash of out/
 * (scripts/build/build-stamp.ts).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ifPresent, listEntry, listFiles } from '../lib/files'
import { GENERATED_PAGES } from '../lib/generated-paths'
import { GENERATORS } from './table'

/** Where the stamp of the last successful run lives (.cache/ is safe to delete: the next run regenerates). */
export const STAMP_FILE = '.cache/generate/stamp.json'

/** Top-level folders no generator reads or writes: dependencies, git, Next's build, caches, test reports. */
const NOT_HASHED = new Set(['node_modules', '.git', '.next', 'out', '.cache', '.bench', 'test-results', 'playwright-report'])
/** Files that tools other than the generators write at the top level (tsc, next). */
const NOT_HASHED_FILES = /^(next-env\.d\.ts|.*\.tsbuildinfo)$/
/** The dev server's list of current problems (scripts/dev/run.ts): neither a generator's input nor its output. */
const DEV_ONLY = 'public/_dev'
export type Environment = Record<string, string | undefined>
/** Environment variables the generators read (VNV_REST_FIXTURES, BASE_PATH…). */
const READ_ENVIRONMENT = /^(VNV_|BASE_PATH$|NEXT_PUBLIC_|NODE_ENV$)/

/**
 * Every file of the project a generator may read or write (relative, `/`-separated) → sha256 of its
 * content; with `keep`, only the files it accepts are read.
 */
export function projectFiles(root: string, keep: (file: string) => boolean = () => true): Map<string, string> {
  const hashed = readdirSync(root).filter((name) => !NOT_HASHED.has(name) && !NOT_HASHED_FILES.test(name))
  const files = hashed
    .flatMap((name) => listEntry(path.join(root, name), root))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith(`${DEV_ONLY}/`) && keep(file))
  const hashes = new Map<string, string>()
  for (const file of files) {
    const content = ifPresent(() => readFileSync(path.join(root, file)))
    // A file removed since it was listed (a generator's temporary file in `npm run dev`) is not part of the project.
    if (content) hashes.set(file, createHash('sha256').update(content).digest('hex'))
  }
  return hashes
}

/** The commit the generators read history at, or a fixed word outside a repository. */
function gitHead(root: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return 'no repository'
  }
}

/** The lines of the environment variables the generators read, sorted. */
const environmentLines = (env: Environment) =>
  Object.keys(env)
    .filter((key) => READ_ENVIRONMENT.test(key))
    .sort()
    .map((name) => `env ${name}=${env[name]}\n`)

/** One hash of the files, the commit and the environment variables the generators read (and `extra`, if any). */
export function fingerprint(files: Map<string, string>, head: string, env: Environment, extra = ''): string {
  const hash = createHash('sha256').update(`commit ${head}\n`)
  if (extra) hash.update(`extra ${extra}\n`)
  for (const line of environmentLines(env)) hash.update(line)
  for (const file of [...files.keys()].sort()) hash.update(`${file} ${files.get(file)}\n`)
  return hash.digest('hex')
}

/**
 * What the generators' stamp keeps beside its fingerprint, so that a start can tell which generators
 * a change concerns (checkStamp's `changes`, selection.ts).
 */
export interface ProjectRecord {
  /** Each file that is no generated output → its hash. */
  sources: Record<string, string>
  /** One hash of every generated output file. */
  output: string
  /** One hash of the environment variables the generators read. */
  environment: string
  /** The newest commit of each set of paths a generator reads the history of (Generator.history), by its paths. */
  history: Record<string, string>
}

/** The newest commit that touched `paths`, or a fixed word outside a repository (or before its first commit). */
function newestCommit(root: string, paths: string[]): string {
  try {
    return execFileSync('git', ['log', '-1', '--format=%H', '--', ...paths], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return 'no repository'
  }
}

/** How the record names a set of paths whose history a generator reads (Generator.history). */
export const historyKey = (paths: string[]) => paths.join(' ')

/** The project as a ProjectRecord: `files` (projectFiles), `env`, and the history of each of `histories`. */
export function projectRecord(root: string, files: Map<string, string>, env: Environment, histories: string[][]): ProjectRecord {
  const sources: Record<string, string> = {}
  const output = createHash('sha256')
  for (const file of [...files.keys()].sort()) {
    if (isGeneratedOutput(file)) output.update(`${file} ${files.get(file)}\n`)
    else sources[file] = files.get(file)!
  }
  return {
    sources,
    output: output.digest('hex'),
    environment: createHash('sha256').update(environmentLines(env).join('')).digest('hex'),
    history: Object.fromEntries(histories.map((paths) => [historyKey(paths), newestCommit(root, paths)]))
  }
}

/** What differs between the project a stamp recorded and the project now. */
export interface ProjectChanges {
  /** Files (no generated output) added, removed or changed. */
  sources: string[]
  /** Whether any generated output differs: written, changed or deleted by hand. */
  output: boolean
  environment: boolean
  /** The sets of paths (Generator.history) with a newer, or another, commit. */
  history: string[][]
}

/** The differences between two records, for the sets of paths in `histories`. */
export function projectChanges(before: ProjectRecord, now: ProjectRecord, histories: string[][]): ProjectChanges {
  const files = [...new Set([...Object.keys(before.sources), ...Object.keys(now.sources)])]
  return {
    sources: files.filter((file) => before.sources[file] !== now.sources[file]).sort(),
    output: before.output !== now.output,
    environment: before.environment !== now.environment,
    history: histories.filter((paths) => before.history[historyKey(paths)] !== now.history[historyKey(paths)])
  }
}

/** What the generators write: generated/, public/ (their assets) and the generated page folders. */
export const isGeneratedOutput = (file: string) => file.startsWith('generated/') || file.startsWith('public/') || GENERATED_PAGES.test(file)

/**
 * True when a run changed nothing but generated output. A source edited while the generators ran
 * may not be in their output, so such a run leaves no stamp and the next one runs again.
 */
export function onlyOutputChanged(before: Map<string, string>, after: Map<string, string>): boolean {
  return changedFiles(before, after).every(isGeneratedOutput)
}

/** Files added, removed or changed between two hashes of the project (projectFiles). */
export const changedFiles = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file))

/**
 * Which stamp: its file and, for a step whose output lies outside the hashed files (the build's out/),
 * a hash of that output, so a changed or deleted output runs the step again.
 */
export interface StampOptions {
  file: string
  extra?: string
  /** Who writes it, for the stamp's own note. */
  writtenBy: string
  /** Keep a ProjectRecord too, with the history of these sets of paths. */
  histories?: string[][]
}
const GENERATE_STAMP: StampOptions = {
  file: STAMP_FILE,
  writtenBy: 'npm run generate',
  histories: GENERATORS.flatMap((generator) => (generator.history ? [generator.history] : []))
}

/** Whether a stamp's record is whole: one damaged (or written by an older version) reads as none. */
const isProjectRecord = (value: unknown): value is ProjectRecord => {
  const record = value as Partial<ProjectRecord> | undefined
  return (
    typeof record?.sources === 'object' &&
    record.sources !== null &&
    typeof record.output === 'string' &&
    typeof record.environment === 'string' &&
    typeof record.history === 'object' &&
    record.history !== null
  )
}

interface StampRecord {
  fingerprint?: string
  project?: ProjectRecord
}

/**
 * The project's files now, whether they are as the last successful run left them and, for a stamp
 * that keeps a ProjectRecord, what changed since (undefined without a stamp, or one without a record).
 */
export function checkStamp(root: string, env: Environment = process.env, stamp: StampOptions = GENERATE_STAMP) {
  const files = projectFiles(root)
  const now = fingerprint(files, gitHead(root), env, stamp.extra)
  let stamped: StampRecord = {}
  try {
    stamped = (JSON.parse(readFileSync(path.join(root, stamp.file), 'utf8')) as StampRecord | null) ?? {}
  } catch {
    // No stamp, or a damaged one: everything runs.
  }
  if (!isProjectRecord(stamped.project)) stamped.project = undefined
  const unchanged = stamped.fingerprint === now
  const changes =
    !unchanged && stamp.histories && stamped.project
      ? projectChanges(stamped.project, projectRecord(root, files, env, stamp.histories), stamp.histories)
      : undefined
  return { files, unchanged, changes }
}

/** Forgets the last run: a run that fails part way must not leave a stamp of its partial output. */
export const clearStamp = (root: string, stamp: StampOptions = GENERATE_STAMP) => rmSync(path.join(root, stamp.file), { force: true })

/** Records a successful run, unless a source changed while it ran. */
export function writeStamp(
  root: string,
  before: Map<string, string>,
  env: Environment = process.env,
  stamp: StampOptions = GENERATE_STAMP
): boolean {
  const after = projectFiles(root)
  if (!onlyOutputChanged(before, after)) return false
  mkdirSync(path.dirname(path.join(root, stamp.file)), { recursive: true })
  const record = {
    '//': `written by scripts/generators/stamp.ts: the project as the last successful ${stamp.writtenBy} left it`,
    fingerprint: fingerprint(after, gitHead(root), env, stamp.extra),
    ...(stamp.histories && { project: projectRecord(root, after, env, stamp.histories) })
  }
  writeFileSync(path.join(root, stamp.file), `${JSON.stringify(record)}\n`)
  return true
}

/** One hash of every file under `dir` (names and contents), or 'none' when it does not exist. */
export function folderHash(dir: string): string {
  if (!existsSync(dir)) return 'none'
  const hash = createHash('sha256')
  for (const file of listFiles(dir, dir).sort())
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(dir, file)))
      .update('\0')
  return hash.digest('hex')
}
