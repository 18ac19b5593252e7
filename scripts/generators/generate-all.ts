/**
 * `npm run generate`: every generator of the table (table.ts) once. Each failure is printed with its
 * file and place, and the command fails when any generator did, having written nothing for it.
 */
import { problemsReport, type GeneratorProblem } from '../../lib/generator-problems'
import { markSucceeded } from './last-run'
import { runAll, runGenerator } from './run'
import { GENERATORS } from './table'

const started = performance.now()
const took: string[] = []
const failures: GeneratorProblem[] = []
const { failed, skipped } = await runAll(
  GENERATORS,
  (generator, { ok, output }) => {
    took.push(`${generator.name} ${((performance.now() - started) / 1000).toFixed(1)} s`)
    if (!ok) return failures.push({ generator: generator.name, output })
    markSucceeded(process.cwd(), generator)
    if (output) console.log(output)
  },
  (generator) => runGenerator(generator, { echo: false })
)
if (failed.length) {
  console.error(`\n${problemsReport(failures)}`)
  console.error(
    `\ngenerate: ${failed.join(', ')} failed${skipped.length ? `; ${skipped.join(', ')} did not run (it reads their output)` : ''}`
  )
  process.exit(1)
}
console.log(
  `generate: ${GENERATORS.length} generators in ${((performance.now() - started) / 1000).toFixed(1)} s (ended at: ${took.join(', ')})`
)
