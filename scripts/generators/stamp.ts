/**
 * Lets `npm run generate` skip a run when the project is exactly as its last successful run left it:
 * same files (sources, code and generated output alike), same git commit, same environment. A
 * rebuild with nothing changed then costs a hash of the project (about 0.1 s) instead of every
 * generator (about 8 s). Any difference, a deleted output included, runs them all as before.
 * `npm run build:site` keeps a stamp of its own the same way, which also holds a hash of out/
 * (scripts/build/build-stamp.ts).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ifPresent, listEntry, listFiles } from '../lib/files'
import { GENERATED_PAGES } from '../lib/generated-paths'

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

/** One hash of the files, the commit and the environment variables the generators read (and `extra`, if any). */
export function fingerprint(files: Map<string, string>, head: string, env: Environment, extra = ''): string {
  const hash = createHash('sha256').update(`commit ${head}\n`)
  if (extra) hash.update(`extra ${extra}\n`)
  for (const name of Object.keys(env)
    .filter((key) => READ_ENVIRONMENT.test(key))
    .sort())
    hash.update(`env ${name}=${env[name]}\n`)
  for (const file of [...files.keys()].sort()) hash.update(`${file} ${files.get(file)}\n`)
  return hash.digest('hex')
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
}
const GENERATE_STAMP: StampOptions = { file: STAMP_FILE, writtenBy: 'npm run generate' }

/** The project's fingerprint now, and whether it is the one the last successful run left. */
export function checkStamp(root: string, env: Environment = process.env, stamp: StampOptions = GENERATE_STAMP) {
  const files = projectFiles(root)
  const now = fingerprint(files, gitHead(root), env, stamp.extra)
  let stamped: string | undefined
  try {
    stamped = (JSON.parse(readFileSync(path.join(root, stamp.file), 'utf8')) as { fingerprint?: string }).fingerprint
  } catch {
    stamped = undefined
  }
  return { files, unchanged: stamped === now }
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
    fingerprint: fingerprint(after, gitHead(root), env, stamp.extra)
  }
  writeFileSync(path.join(root, stamp.file), `${JSON.stringify(record, null, 1)}\n`)
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
