/** `npm run bench`: figures of the whole site beside their targets. A benchmark prints, it never fails on a target. */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { resolveBasePath } from '../../config/base-path.mjs'
import { runSearchBench } from '../../search/bench/search'
import { exportedPages } from '../lib/files'
import { startServer } from '../serve'
import { devLoop } from './dev'
import { CHROMIUM, heaviestPages, kb, launchChromium, measure, median, row, target } from './measure'

const HELP = `npm run bench [-- flags]: clean build, page weight (always), Lighthouse, dev loop, search, scale
  --no-build --no-lighthouse --no-dev --no-search --no-scale   skip that part
  --runs=N          edits of each kind in the dev loop, whose median is printed (default 3)
  --scale=300,3000  numbers of synthetic pages the scale run adds to the site (default 3000)
  --cpu-slowdown=N  Lighthouse's CPU slowdown (default 4, for a host of BenchmarkIndex ≈ 1,500: see its throttling guide)`
const args = process.argv.slice(2)
const valueOf = (name: string) => args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1)
if (args.some((arg) => !/^--(no-(build|lighthouse|dev|search|scale)|runs=[1-9]\d*|scale=\d+(,\d+)*|cpu-slowdown=\d+(\.\d+)?)$/.test(arg))) {
  console.log(HELP)
  process.exit(args.includes('--help') ? 0 : 1)
}

const TARGETS = { buildSeconds: 60, buildGb: 1.2, jsKb: 110, scaleMinutes: 5, scaleGb: 4 }
const basePath = resolveBasePath(process.env.BASE_PATH)

/** `npm run build` as a fresh clone runs it: no generators' caches or records (.cache), nothing built (.next, out). */
async function build() {
  console.log(`\n## Clean build (targets: ≤ ${TARGETS.buildSeconds} s, peak ≤ ${TARGETS.buildGb} GB)\n`)
  for (const folder of ['.cache', '.next', 'out']) rmSync(folder, { recursive: true, force: true })
  const m = await measure('npm run build')
  row('wall s', 'tree MB', 'peak MB')
  const over = m.seconds > TARGETS.buildSeconds || m.peakMb / 1024 > TARGETS.buildGb
  row(m.seconds.toFixed(1), m.treeMb.toFixed(0), target(m.peakMb.toFixed(0), over))
}

/** A page's first-load JS, cold cache: the gzip bodies of the scripts it loads before its load event. Prefetches come later. */
async function firstLoadJs(url: string): Promise<number> {
  const browser = await launchChromium()
  const loads: number[] = []
  // The median of 3 loads: on a busy host a late load event once let the component page's lazy parts in (108.2 → 110.9 KB).
  for (let run = 0; run < 3; run++) {
    const page = await browser.newPage()
    await page.goto(url, { waitUntil: 'networkidle' })
    // A string, not a function: tsx's name helpers do not exist in the page.
    const js = await page.evaluate<number>(`performance.getEntriesByType('resource')
      .filter((e) => e.startTime <= performance.getEntriesByType('navigation')[0].loadEventEnd && /\\.js(\\?|$)/.test(e.name))
      .reduce((n, e) => n + e.encodedBodySize, 0)`)
    loads.push(js)
    await page.close()
  }
  await browser.close()
  return median(loads)
}

/** Weighs each page of `pages` in the browser; returns the doc page's JS bytes, for the scale run to compare with. */
async function pageWeights(origin: string, pages: Record<string, string>): Promise<number> {
  console.log(`\n## First-load JS of the heaviest page of each type (cold cache, gzip; target: ≤ ${TARGETS.jsKb} KB)\n`)
  const weights: Record<string, number> = {}
  for (const [type, route] of Object.entries(pages)) {
    const js = (weights[type] = await firstLoadJs(origin + route))
    row(type, target(kb(js), js / 1024 > TARGETS.jsKb), `  ${route}`)
  }
  return weights.doc
}

/** Lighthouse (mobile) in fresh browsers, the median of `runCount` runs. Its CPU slowdown is relative to the host, whose BenchmarkIndex it prints. */
async function lighthouseScores(origin: string, pages: Record<string, string>) {
  const runCount = 5 // as Lighthouse's variability guide advises
  const throttling = { cpuSlowdownMultiplier: Number(valueOf('--cpu-slowdown') ?? 4) }
  console.log(`\n## Lighthouse (mobile, CPU slowdown ${throttling.cpuSlowdownMultiplier}×, median of ${runCount} runs)\n`)
  const categories = ['performance', 'accessibility', 'best-practices', 'seo']
  const metrics = ['largest-contentful-paint', 'total-blocking-time'] // in ms: where performance points are lost
  row('page type', ...categories, 'LCP ms', 'TBT ms', 'host index', '  performance of each run')
  for (const [type, route] of Object.entries(pages)) {
    const runs: number[][] = []
    for (let run = 0; run < runCount; run++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', throttling } as const
      const { categories: scores, audits, environment } = (await lighthouse(origin + route, flags).finally(() => chrome.kill()))!.lhr
      const values = [...categories.map((name) => (scores[name].score ?? 0) * 100), ...metrics.map((id) => audits[id].numericValue ?? 0)]
      runs.push([...values, environment.benchmarkIndex])
    }
    row(type, ...runs[0].map((_, i) => median(runs.map((run) => run[i])).toFixed(0)), `  ${runs.map((run) => run[0]).join(' ')}`)
  }
}

/** A synthetic page: a real docs page of the site's mean length (360 words; text, table, code, links), under a title of its own. */
const syntheticPage = (real: string, i: number) =>
  real.replace(/^title: .*$/m, `title: Synthetic page ${i}`).replace(/^# .*$/m, `# Synthetic page ${i}`)

/**
 * The site plus `count` synthetic pages, built in a temporary copy of the project (never the working tree), beside
 * the targets; `siteDocJs`: the first-load JS of the doc page `docRoute` on the site alone, which synthetic pages must not grow.
 */
async function scale(count: number, docRoute: string, siteDocJs: number) {
  const root = mkdtempSync(path.resolve(mkdirSync('.bench', { recursive: true }) ?? '.bench', `scale-${count}-`))
  try {
    // As a clean clone; node_modules hard-linked, as Turbopack follows no symbolic link out of the project.
    const notCopied = ['node_modules', '.next', 'out', '.cache', '.git', 'test-results', 'playwright-report', '.bench']
    cpSync('.', root, { recursive: true, filter: (source) => !notCopied.includes(source) })
    execFileSync('cp', ['-al', path.resolve('node_modules'), path.join(root, 'node_modules')])
    // As a writer adds a section: an entry in the docs' _meta.ts, folders of 100 pages, each with its _meta.ts.
    const docsMeta = path.join(root, 'pages/docs/_meta.ts')
    const real = readFileSync('pages/docs/Tutorial/Application/Action-button.mdx', 'utf8')
    writeFileSync(docsMeta, readFileSync(docsMeta, 'utf8').replace(/\n}\s*$/, ",\n  scale: { type: 'page', title: 'Scale' }\n}\n"))
    const meta = (names: string[]) => `export default {\n${names.map((n) => `  '${n}': '${n.replace('-', ' ')}'`).join(',\n')}\n}\n`
    const folders = Array.from({ length: Math.ceil(count / 100) }, (_, g) => path.join(root, 'pages/docs/scale', `group-${g}`))
    mkdirSync(path.join(root, 'pages/docs/scale'))
    writeFileSync(path.join(root, 'pages/docs/scale/_meta.ts'), meta(folders.map((folder) => path.basename(folder))))
    for (const [g, folder] of folders.entries()) {
      const indexes = Array.from({ length: Math.min(100, count - g * 100) }, (_, i) => g * 100 + i)
      mkdirSync(folder)
      writeFileSync(path.join(folder, '_meta.ts'), meta(indexes.map((i) => `page-${i}`)))
      for (const i of indexes) writeFileSync(path.join(folder, `page-${i}.mdx`), syntheticPage(real, i))
    }
    const run = await measure('npm run build', root)
    const out = path.join(root, 'out')
    const server = await startServer({ root: out, basePath, port: 4195, gzip: true })
    const js = await firstLoadJs(`http://127.0.0.1:4195${basePath}${docRoute}`)
    server.close()
    const over = run.seconds / 60 > TARGETS.scaleMinutes || run.peakMb / 1024 > TARGETS.scaleGb || js - siteDocJs > 1024
    row(`+${count}`, run.seconds.toFixed(0), run.peakMb.toFixed(0), exportedPages(out).size, target(kb(js), over))
  } catch (error) {
    // A size that does not build is a figure too: its error, then the next size.
    row(`+${count}`, `did not build: ${String(error).match(/Error: [^\n]*/)?.[0] ?? String(error).slice(0, 300)}`)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

async function main() {
  if (!args.includes('--no-build')) await build()
  const server = await startServer({ root: path.resolve('out'), basePath, port: 4190, gzip: true })
  const origin = `http://127.0.0.1:4190${basePath}`
  const pages = heaviestPages(path.resolve('out'))
  const docJs = await pageWeights(origin, pages)
  if (!args.includes('--no-lighthouse')) await lighthouseScores(origin, pages)
  server.close()
  if (!args.includes('--no-dev')) await devLoop(Number(valueOf('--runs') ?? 3))
  if (!args.includes('--no-search')) await runSearchBench()
  if (args.includes('--no-scale')) return
  console.log(`\n## Scale: site + N synthetic pages (targets ≤ ${TARGETS.scaleMinutes} min, ≤ ${TARGETS.scaleGb} GB, doc JS flat)\n`)
  row('synthetic pages', 'build s', 'peak MB', 'pages', 'doc JS KB')
  for (const count of (valueOf('--scale') ?? '3000').split(',').map(Number)) await scale(count, pages.doc, docJs)
}

// A failure is thrown: Node prints it and exits with 1.
await main()
