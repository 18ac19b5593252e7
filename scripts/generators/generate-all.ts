/**
 * `npm run generate`: the generators of the table (scripts/generators/table.ts), two at a time, each
 * once the generators it reads have run. Each failure is printed with its file and place; the command
 * fails when any generator did, having written nothing for it. When the project is exactly as the last
 * successful run left it (stamp.ts), nothing runs; when only pages, specs or taxonomies changed, only
 * the generators they concern run (selection.ts); `-- --force` runs them all the same.
 */
import { runAll } from './run'
import { generatorsToRun, reasonToRunAll, upToDateNames } from './selection'
import { checkStamp, clearStamp, writeStamp } from './stamp'
import { GENERATORS } from './table'

const root = process.cwd()
const started = performance.now()
const force = process.argv.includes('--force')
const { files, unchanged, changes } = checkStamp(root)
if (unchanged && !force) {
  console.log('generate: nothing changed since the last successful run (files, commit, environment); skipped (-- --force runs it)')
  process.exit(0)
}
const toRun = force ? GENERATORS : generatorsToRun(GENERATORS, changes)
const upToDate = upToDateNames(GENERATORS, toRun)
if (upToDate.length)
  console.log(`generate: only pages, specs or taxonomies changed since the last run; ${upToDate.join(', ')} left as they are`)
else if (!force) console.log(`generate: all generators (${reasonToRunAll(changes) ?? 'what changed concerns them all'})`)
clearStamp(root)
const took: string[] = []
const { failed, skipped } = await runAll(
  toRun,
  (generator, _result, seconds) => took.push(`${generator.name} ${seconds.toFixed(1)} s`),
  undefined,
  upToDate
)
if (failed.length) {
  console.error(
    `\ngenerate: ${failed.join(', ')} failed${skipped.length ? `; ${skipped.join(', ')} did not run (it reads their output)` : ''}`
  )
  process.exit(1)
}
writeStamp(root, files)
// Each generator's own wall time, in the order they ended: where a slow generation spends its time.
console.log(`generate: ${toRun.length} generators in ${((performance.now() - started) / 1000).toFixed(1)} s (${took.join(', ')})`)
