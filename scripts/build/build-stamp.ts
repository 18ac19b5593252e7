/**
 * The stamp of `npm run build:site` (scripts/build/site.mjs): whether the project (files, commit, the
 * environment the build reads) and out/ are exactly as the last successful build left them. Run as
 * its own short process, `check` before the build and `record` after it, so the process that waits
 * through `next build` need not hold what hashing the project takes.
 *
 * That stamp is how a build with nothing changed stays fast: the production compile keeps no webpack
 * cache on disk (next.config.mjs), which at 3,530 pages held 0.9 GB more at its peak and took longer.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { checkStamp, clearStamp, folderHash, writeStamp, type Environment, type StampOptions } from '../generators/stamp'
import { NOTHING_CHANGED } from './stamp-exit.mjs'

const BUILD_STAMP: StampOptions = { file: '.cache/build/stamp.json', writtenBy: 'npm run build:site' }
/** The project's files as `check` hashed them, for `record` to compare with what the build left. */
const BEFORE_FILE = '.cache/build/before-build.json'

/** The stamp with out/ as it is now: hashed before the build to compare, after it to record. */
const withOut = (root: string): StampOptions => ({ ...BUILD_STAMP, extra: `out ${folderHash(path.join(root, 'out'))}` })

/** Before the build: 'skip' when nothing changed since the last successful one (unless forced); else clears the stamp. */
export function checkBuild(root: string, env: Environment = process.env, force = false): 'skip' | 'build' {
  const { files, unchanged } = checkStamp(root, env, withOut(root))
  if (unchanged && !force) return 'skip'
  clearStamp(root, BUILD_STAMP)
  mkdirSync(path.dirname(path.join(root, BEFORE_FILE)), { recursive: true })
  writeFileSync(path.join(root, BEFORE_FILE), JSON.stringify([...files]))
  return 'build'
}

/** After a successful build: stamps the project and out/ as they are now, unless a source changed meanwhile. */
export function recordBuild(root: string, env: Environment = process.env): boolean {
  const before = new Map(JSON.parse(readFileSync(path.join(root, BEFORE_FILE), 'utf8')) as [string, string][])
  rmSync(path.join(root, BEFORE_FILE), { force: true })
  return writeStamp(root, before, env, withOut(root))
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const [command] = process.argv.slice(2)
  if (command === 'check') {
    if (checkBuild(process.cwd(), process.env, process.argv.includes('--force')) === 'skip') {
      console.log(
        'build:site: nothing changed since the last successful build (files, commit, environment, out/); skipped (-- --force builds)'
      )
      process.exit(NOTHING_CHANGED)
    }
  } else if (command === 'record') {
    if (!recordBuild(process.cwd())) console.log('build:site: a source changed during the build; the next build runs again')
  } else {
    console.error('usage: build-stamp.ts check [--force] | record')
    process.exit(1)
  }
}
