/**
 * `npm run generate`: every generator of the table (scripts/generators/table.ts),
 * two at a time, navigation last. Each failure is printed with its file and
 * place; the command fails when any generator did, having written nothing for it.
 */
import { runAll } from './run'
import { GENERATORS } from './table'

const started = performance.now()
const failed: string[] = []
const ok = await runAll(GENERATORS, (generator, result) => {
  if (!result.ok) failed.push(generator.name)
})
if (!ok) {
  console.error(`\ngenerate: ${failed.join(', ')} failed${failed.includes('navigation') ? '' : '; navigation did not run'}`)
  process.exit(1)
}
console.log(`generate: ${GENERATORS.length} generators in ${((performance.now() - started) / 1000).toFixed(1)} s`)
