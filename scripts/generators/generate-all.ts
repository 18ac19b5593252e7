/**
 * `npm run generate`: every generator of the table (scripts/generators/table.ts),
 * two at a time, each once the generators it reads have run. Each failure is printed with its file and
 * place; the command fails when any generator did, having written nothing for it. When the project is
 * exactly as the last successful run left it (stamp.ts), nothing runs; `-- --force` runs all the same.
 */
import { runAll } from './run'
import { checkStamp, clearStamp, writeStamp } from './stamp'
import { GENERATORS } from './table'

const root = process.cwd()
const started = performance.now()
const { files, unchanged } = checkStamp(root)
if (unchanged && !process.argv.includes('--force')) {
  console.log('generate: nothing changed since the last successful run (files, commit, environment); skipped (-- --force runs it)')
  process.exit(0)
}
clearStamp(root)
const took: string[] = []
const { failed, skipped } = await runAll(GENERATORS, (generator, _result, seconds) =>
  took.push(`${generator.name} ${seconds.toFixed(1)} s`)
)
if (failed.length) {
  console.error(
    `\ngenerate: ${failed.join(', ')} failed${skipped.length ? `; ${skipped.join(', ')} did not run (it reads their output)` : ''}`
  )
  process.exit(1)
}
writeStamp(root, files)
// Each generator's own wall time, in the order they ended: where a slow generation spends its time.
console.log(`generate: ${GENERATORS.length} generators in ${((performance.now() - started) / 1000).toFixed(1)} s (${took.join(', ')})`)
