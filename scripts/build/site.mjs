/**
 * `npm run build:site`: the browser's copy of the site configuration, `next build`, then the post-build
 * step, into out/. Skipped when the project and out/ are exactly as the last successful build left
 * them (build-stamp.ts); `-- --force` builds all the same.
 *
 * Plain JavaScript, run by plain node: this process waits through the whole `next build`, and one that
 * had loaded tsx and hashed the project held about 95 MB of the build's peak memory (45 MB now). Each
 * step runs as a process of its own.
 */
import { spawnSync } from 'node:child_process'
import { NOTHING_CHANGED } from './stamp-exit.mjs'
import { NEXT_BUILD_NODE_FLAGS } from './next-build-heap.mjs'

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' }
const node = (args) => spawnSync(process.execPath, args, { stdio: 'inherit', env })
const fail = (args, result) => {
  console.error(`build:site: node ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
  process.exit(result.status || 1)
}
function run(...args) {
  const result = node(args)
  if (result.status !== 0) fail(args, result)
}

const started = performance.now()
// First, so the stamp sees the configuration this build would ship (it holds BASE_PATH).
run('--import', 'tsx', 'scripts/config/generate.ts')
const check = ['--import', 'tsx', 'scripts/build/build-stamp.ts', 'check', ...process.argv.slice(2)]
const checked = node(check)
if (checked.status === NOTHING_CHANGED) process.exit(0)
if (checked.status !== 0) fail(check, checked)
run(...NEXT_BUILD_NODE_FLAGS, 'node_modules/next/dist/bin/next', 'build')
run('--import', 'tsx', 'scripts/postbuild/postbuild.ts')
run('--import', 'tsx', 'scripts/build/build-stamp.ts', 'record')
console.log(`build:site: out/ built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
