/**
 * `npm run generate`: every generator of the table (scripts/generators/table.ts),
 * two at a time, each once the generators it reads have run. Each failure is printed with its file and
 * place; the command fails when any generator did, having written nothing for it.
 */
import { runAll } from './run'
import { GENERATORS } from './table'

const started = performance.now()
const { failed, skipped } = await runAll(GENERATORS)
if (failed.length) {
  console.error(
    `\ngenerate: ${failed.join(', ')} failed${skipped.length ? `; ${skipped.join(', ')} did not run (it reads their output)` : ''}`
  )
  process.exit(1)
}
console.log(`generate: ${GENERATORS.length} generators in ${((performance.now() - started) / 1000).toFixed(1)} s`)
