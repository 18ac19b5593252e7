/**
 * `npm run build:site`: the browser's copy of the site configuration, `next build`, then the post-build
 * step, into out/. Skipped when the project (files, commit, the environment the build reads) and out/
 * are exactly as the last successful build left them; `-- --force` builds all the same.
 *
 * That stamp is how a build with nothing changed stays fast: the production compile keeps no webpack
 * cache on disk (next.config.mjs), which at 3,530 pages held 0.9 GB more at its peak and took longer.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { checkStamp, clearStamp, folderHash, writeStamp, type StampOptions } from '../generators/stamp'

const root = process.cwd()
const OUT = path.join(root, 'out')
const BUILD_STAMP: StampOptions = { file: '.cache/build/stamp.json', writtenBy: 'npm run build:site' }
/** The stamp with out/ as it is now: hashed before the build to compare, after it to record. */
const withOut = (): StampOptions => ({ ...BUILD_STAMP, extra: `out ${folderHash(OUT)}` })

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' }
  })
  if (result.status !== 0) {
    console.error(`build:site: ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
}

const started = performance.now()
// First, so the stamp sees the configuration this build would ship (it holds BASE_PATH).
run(process.execPath, ['--import', 'tsx', 'scripts/config/generate.ts'])
const { files, unchanged } = checkStamp(root, process.env, withOut())
if (unchanged && !process.argv.includes('--force')) {
  console.log('build:site: nothing changed since the last successful build (files, commit, environment, out/); skipped (-- --force builds)')
  process.exit(0)
}
clearStamp(root, BUILD_STAMP)
run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'])
run(process.execPath, ['--import', 'tsx', 'scripts/postbuild/postbuild.ts'])
writeStamp(root, files, process.env, withOut())
console.log(`build:site: out/ built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
