/**
 * `npm run bench`: the whole-site benchmark. A benchmark, not a test: it
 * prints figures against the targets of the quality issue and never fails on
 * them. Five parts, each can be skipped:
 *
 *   1. build phases: REST generation, the other generators, next build
 *      (compile + static export), post-build; seconds and peak memory of each
 *      (the whole process tree)                               --no-build
 *   2. page weight per page type: first-load JS (gzip) and total transfer,
 *      cold cache, served with gzip from 127.0.0.1 in Debian's Chromium
 *   3. Lighthouse, mobile settings, median of 3 runs per page  --no-lighthouse
 *   4. search: quality over search/bench/queries.json, bytes, latency  --no-search
 *   5. scale: the site plus 300 and 3,000 synthetic pages built end to end
 *      in a temporary copy (about 15 minutes on 2 cores)      --no-scale
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { resolveBasePath } from '../../config/base-path.mjs'
import { TWINS_PUBLIC_FOLDER } from '../../markdown/shared/twin.mjs'
import { listFiles } from '../lib/files'
import { startServer } from '../serve'
import { measure, type Measured } from './measure'
import { measurePageWeight } from './page-weight'
import { scaleRun } from './scale'
import { runSearchBench } from '../../search/bench/search'

const PAGES = [
  { type: 'home', route: '/' },
  { type: 'doc', route: '/docs/Tutorial/intro/' },
  { type: 'REST operation', route: '/docs/rest/session/project-commit-project/' },
  { type: 'blog post', route: '/blog/long-blog-post/' },
  { type: 'component + playground', route: '/docs/Components/elements/button/' }
]
const TARGETS = {
  buildSeconds: 60,
  buildMemoryMb: 1150,
  rebuildSeconds: 20,
  jsKb: 110,
  totalKb: 260,
  performance: 100,
  otherScores: 100,
  scaleMinutes: 3,
  scaleMemoryGb: 2,
  scaleGrowth: 1.2
}
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
]
const PORT = 4190
const args = new Set(process.argv.slice(2))
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

async function buildPhases() {
  const env = { NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' }
  const phases: [string, string][] = [
    // --force: a clean build runs every generator, even when the last run's stamp still holds.
    ['generators (npm run generate)', 'npm run generate -- --force'],
    // --force: builds even when the last build's stamp still holds (scripts/build/build-stamp.ts).
    ['next build + post-build (build:site)', 'rm -rf .next out && npm run build:site -- --force']
  ]
  console.log(
    `\n## Build (targets: clean ≤ ${TARGETS.buildSeconds} s and ≤ ${TARGETS.buildMemoryMb} MB; rebuild ≤ ${TARGETS.rebuildSeconds} s)\n`
  )
  // Peak MB is the whole process tree's; "largest process" says which one process held the most.
  console.log('phase                                     wall s    CPU s   peak MB  largest process MB (script)')
  const row = (name: string, { seconds, cpuSeconds, peakMb, largestMb, largestCommand }: Measured) =>
    console.log(
      `${name.padEnd(40)} ${seconds.toFixed(1).padStart(7)}  ${cpuSeconds.toFixed(1).padStart(7)}  ${peakMb.toFixed(0).padStart(8)}  ` +
        `${largestMb.toFixed(0).padStart(18)} (${largestCommand})`
    )
  const total: Measured = { seconds: 0, cpuSeconds: 0, peakMb: 0, largestMb: 0, largestCommand: '' }
  for (const [name, command] of phases) {
    const measured = await measure(command, { env, quiet: true })
    row(name, measured)
    total.seconds += measured.seconds
    total.cpuSeconds += measured.cpuSeconds
    total.peakMb = Math.max(total.peakMb, measured.peakMb)
    if (measured.largestMb > total.largestMb)
      Object.assign(total, { largestMb: measured.largestMb, largestCommand: measured.largestCommand })
  }
  row('clean build, all phases', total)
  // Issue 18's budget: the Markdown twins and llms files may add at most 10 % to the build. They are
  // part of `npm run generate` above; run once more alone (same inputs, same output) to time them.
  const twins = await measure('node --import tsx markdown/generator/generate.ts', { env, quiet: true })
  row('  of which Markdown twins + llms*.txt', twins)
  const twinsDir = path.resolve('public', TWINS_PUBLIC_FOLDER)
  const size = (file: string) => kb(statSync(path.join(twinsDir, file)).size)
  const twinCount = listFiles(twinsDir).filter((file) => file.endsWith('.md')).length
  console.log(
    `\nMarkdown twins: ${((twins.seconds / total.seconds) * 100).toFixed(1)} % of the clean build (target ≤ 10 %); ` +
      `${twinCount} twins, llms.txt ${size('llms.txt')} KB, llms-full.txt ${size('llms-full.txt')} KB`
  )
  // What a writer sees building again with nothing changed (the stamps of npm run generate and build:site).
  row('npm run build again, nothing changed', await measure('npm run build', { env, quiet: true }))
}

async function pageWeights(origin: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless=new') })
  console.log(`\n## Page weight (cold cache, gzip; targets: JS ≤ ${TARGETS.jsKb} KB, total ≤ ${TARGETS.totalKb} KB)\n`)
  console.log('page type                 JS gzip KB  total KB  requests  after idle KB')
  try {
    for (const { type, route } of PAGES) {
      const sizes = await measurePageWeight(browser, origin + route)
      const over = sizes.js / 1024 > TARGETS.jsKb || sizes.total / 1024 > TARGETS.totalKb ? '  over target' : ''
      console.log(
        `${type.padEnd(25)} ${kb(sizes.js).padStart(10)}  ${kb(sizes.total).padStart(8)}  ${String(sizes.requests).padStart(8)}  ${kb(sizes.idleTotal).padStart(13)}${over}`
      )
    }
  } finally {
    await browser.close()
  }
}

type Scores = Record<'perf' | 'a11y' | 'best' | 'seo' | 'lcp' | 'tbt' | 'cls', number>

/** Lighthouse with its default (mobile) settings, median of 3 runs, a fresh browser each time. */
async function lighthouseMedian(url: string): Promise<Scores> {
  const runs: Scores[] = []
  for (let i = 0; i < 3; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS })
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { categories, audits } = result.lhr
      runs.push({
        perf: (categories.performance.score ?? 0) * 100,
        a11y: (categories.accessibility.score ?? 0) * 100,
        best: (categories['best-practices'].score ?? 0) * 100,
        seo: (categories.seo.score ?? 0) * 100,
        lcp: audits['largest-contentful-paint'].numericValue ?? 0,
        tbt: audits['total-blocking-time'].numericValue ?? 0,
        cls: audits['cumulative-layout-shift'].numericValue ?? 0
      })
    } finally {
      await chrome.kill()
    }
  }
  const m = (key: keyof Scores) => median(runs.map((r) => r[key]))
  return { perf: m('perf'), a11y: m('a11y'), best: m('best'), seo: m('seo'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') }
}

const LIGHTHOUSE_HEADER = 'page type                 perf  a11y  best   seo    LCP ms  TBT ms     CLS'
const lighthouseRow = (type: string, s: Scores) =>
  `${type.padEnd(25)} ${s.perf.toFixed(0).padStart(4)}  ${s.a11y.toFixed(0).padStart(4)}  ${s.best.toFixed(0).padStart(4)}  ${s.seo.toFixed(0).padStart(4)}  ${s.lcp.toFixed(0).padStart(8)}  ${s.tbt.toFixed(0).padStart(6)}  ${s.cls.toFixed(3).padStart(6)}`

async function lighthouseScores(origin: string) {
  console.log(`\n## Lighthouse (mobile, median of 3; targets: performance ≥ ${TARGETS.performance}, the others = ${TARGETS.otherScores})\n`)
  console.log(LIGHTHOUSE_HEADER)
  for (const { type, route } of PAGES) console.log(lighthouseRow(type, await lighthouseMedian(origin + route)))
}

/** `--scale=300,3000` picks the extra page counts of the scale run. */
const scaleSizes = () => {
  const value = process.argv.find((arg) => arg.startsWith('--scale='))
  return value ? value.slice('--scale='.length).split(',').map(Number) : [300, 3000]
}

async function scale() {
  console.log('\n## Scale (whole site + synthetic pages, built end to end in a temporary copy)\n')
  console.log(
    'extra pages  exported pages  build s    CPU s  s/page  peak MB  largest synthetic HTML KB  doc page JS gzip KB  first search KB  search index KB  largest process MB (script)'
  )
  const rows: { extra: number; seconds: number; pages: number; peakMb: number }[] = []
  for (const extra of scaleSizes()) {
    try {
      const run = await scaleRun(extra)
      rows.push({ extra, ...run })
      console.log(
        `${String(extra).padStart(11)}  ${String(run.pages).padStart(14)}  ${run.seconds.toFixed(0).padStart(7)}  ${run.cpuSeconds.toFixed(0).padStart(7)}  ${(run.seconds / run.pages).toFixed(3).padStart(6)}  ${run.peakMb.toFixed(0).padStart(7)}` +
          `  ${kb(run.largestHtml).padStart(25)}  ${kb(run.docJs).padStart(19)}  ${kb(run.searchBytes).padStart(15)}  ${kb(run.indexBytes).padStart(15)}  ${run.largestMb.toFixed(0).padStart(18)} (${run.largestCommand})`
      )
    } catch (error) {
      // A size that does not build is a figure too: say why and go on with the next size.
      const reason = String((error as Error).message).match(/E[A-Z]+: [^\n]*|Error: [^\n]*/)?.[0] ?? 'see the build output'
      console.log(`${String(extra).padStart(11)}  did not build: ${reason}`)
    }
  }
  if (rows.length < 2) return
  const [small, large] = [rows[0], rows.at(-1)!]
  console.log(
    `\ns/page growth ${small.extra} → ${large.extra}: ${(large.seconds / large.pages / (small.seconds / small.pages)).toFixed(2)}× (target ≤ ${TARGETS.scaleGrowth}×); ` +
      `${large.extra}-page build ${(large.seconds / 60).toFixed(1)} min (≤ ${TARGETS.scaleMinutes}), peak ${(large.peakMb / 1024).toFixed(2)} GB (≤ ${TARGETS.scaleMemoryGb})`
  )
}

async function main() {
  if (!args.has('--no-build')) await buildPhases()
  const basePath = resolveBasePath(process.env.BASE_PATH)
  const server = await startServer({ root: path.resolve('out'), basePath, port: PORT, gzip: true })
  try {
    const origin = `http://127.0.0.1:${PORT}${basePath}`
    await pageWeights(origin)
    if (!args.has('--no-lighthouse')) await lighthouseScores(origin)
  } finally {
    server.close()
  }
  if (!args.has('--no-search')) await runSearchBench()
  if (!args.has('--no-scale')) await scale()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
