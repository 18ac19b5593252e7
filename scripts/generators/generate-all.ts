/**
 * `npm run generate`: every generator of the table (table.ts) once. Each failure is printed with its
 * file and place, and the command fails when any generator did, having written nothing for it.
 */
import { markSucceeded } from './last-run'
import { runAll } from './run'
import { GENERATORS } from './table'

const started = performance.now()
const took: string[] = []
const { failed, skipped } = await runAll(GENERATORS, (generator, { ok }) => {
  if (ok) markSucceeded(process.cwd(), generator)
  took.push(`${generator.name} ${((performance.now() - started) / 1000).toFixed(1)} s`)
})
if (failed.length) {
  console.error(
    `\ngenerate: ${failed.join(', ')} failed${skipped.length ? `; ${skipped.join(', ')} did not run (it reads their output)` : ''}`
  )
  process.exit(1)
}
console.log(
  `generate: ${GENERATORS.length} generators in ${((performance.now() - started) / 1000).toFixed(1)} s (ended at: ${took.join(', ')})`
)
