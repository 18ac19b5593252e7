/**
 * `npm run bench:search`: the search as a reader meets it, in Debian's Chromium against out/ served
 * with gzip under the base path. A benchmark, not a test: it prints figures against the targets and
 * never fails on them. Prints:
 *   - quality over the query set (queries.json): success@1, success@5, MRR@10, zero-result queries;
 *   - bytes: before the dialog opens, for the first query (engine, index chunks, results), a later one;
 *   - latency: first results after the last keystroke, cold (first query) and warm (median of the set).
 * `-- --dir <folder>` benches another export (the scale run's), `-- --verbose` lists every query.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page, type Request } from '@playwright/test'
import { resolveBasePath } from '../../config/base-path.mjs'
import { startServer } from '../../scripts/serve'

const TARGETS = { success1: 0.85, success5: 0.95, firstQueryKb: 150, laterQueryKb: 30, warmMs: 300, coldMs: 1000 }
const PORT = 4191
const IDLE_STATUS = /^Search the guides/

interface Query {
  kind: string
  query: string
  pages: string[]
}

const argValue = (name: string) => {
  const at = process.argv.indexOf(name)
  return at === -1 ? undefined : process.argv[at + 1]
}

/** Bytes on the wire (gzip where the server compresses) of the requests made while `action` runs. */
async function bytesDuring(page: Page, action: () => Promise<void>): Promise<{ bytes: number; urls: string[]; sizes: number[] }> {
  const requests: Request[] = []
  const onRequest = (request: Request) => void requests.push(request)
  page.on('request', onRequest)
  await action()
  await page.waitForLoadState('networkidle')
  page.off('request', onRequest)
  const sizes = await Promise.all(requests.map(async (request) => (await request.sizes()).responseBodySize))
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), urls: requests.map((request) => new URL(request.url()).pathname), sizes }
}

/** Types a query into the open dialog; resolves once its results (or "No results") show, with the pages listed. */
async function ask(page: Page, basePath: string, query: string): Promise<{ ms: number; pages: string[] }> {
  const input = page.getByRole('combobox', { name: 'Search the documentation' })
  const status = page.locator('.vnv-search-dialog__status')
  await input.fill('')
  await page.waitForFunction(
    (idle) => new RegExp(idle).test(document.querySelector('.vnv-search-dialog__status')?.textContent ?? ''),
    IDLE_STATUS.source
  )
  const started = Date.now()
  await input.fill(query)
  await page.waitForFunction(() =>
    /found for|^No results|Showing/.test(document.querySelector('.vnv-search-dialog__status')?.textContent ?? '')
  )
  const ms = Date.now() - started
  await status.textContent()
  const hrefs = await page
    .locator('.vnv-search-hit:not(.vnv-search-hit--heading)')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return { ms, pages: hrefs.map((href) => href.slice(basePath.length)) }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED')

export interface FirstQuery {
  /** Gzip bytes to answer it: dialog, engine, index chunks, vocabulary, results. */
  searchBytes: number
  /** Then the first result's page, fetched ahead. */
  prefetchBytes: number
  coldMs: number
  urls: string[]
  sizes: number[]
}

/** Opens search with Ctrl+K on a docs page and asks "session": what the first query of a visit costs. */
export async function firstQuery(page: Page, origin: string): Promise<FirstQuery> {
  await page.goto(`${origin}/docs/`, { waitUntil: 'networkidle' })
  const started = Date.now()
  let coldMs = 0
  const run = await bytesDuring(page, async () => {
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox', { name: 'Search the documentation' }).fill('session')
    await page.waitForFunction(() => /found for/.test(document.querySelector('.vnv-search-dialog__status')?.textContent ?? ''))
    coldMs = Date.now() - started
  })
  // The first result's page, fetched ahead once results show: the site's code requested after the first result fragment.
  const firstFragment = run.urls.findIndex((url) => url.endsWith('.pf_fragment'))
  const prefetchBytes = run.sizes
    .filter((_, index) => index > firstFragment && run.urls[index].includes('/_next/'))
    .reduce((sum, size) => sum + size, 0)
  return { searchBytes: run.bytes - prefetchBytes, prefetchBytes, coldMs, urls: run.urls, sizes: run.sizes }
}

export async function benchSearch(browser: Browser, origin: string, basePath: string, outDir: string, queries: Query[]) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${origin}/docs/`, { waitUntil: 'networkidle' })
  const before = await bytesDuring(page, () => page.waitForTimeout(1500))
  const first = await firstQuery(page, origin)
  const { searchBytes, prefetchBytes, coldMs } = first

  const rows: { query: Query; rank: number; ms: number; count: number; bytes: number }[] = []
  for (const query of queries) {
    const missing = query.pages.filter((route) => !existsSync(path.join(outDir, route, 'index.html')))
    if (missing.length) throw new Error(`queries.json: "${query.query}" names pages the site does not have: ${missing.join(', ')}`)
    let answer = { ms: 0, pages: [] as string[] }
    const { bytes } = await bytesDuring(page, async () => void (answer = await ask(page, basePath, query.query)))
    const rank = answer.pages.findIndex((route) => query.pages.includes(route.split('#')[0])) + 1
    rows.push({ query, rank, ms: answer.ms, count: answer.pages.length, bytes })
  }
  await context.close()

  const share = (test: (rank: number) => boolean) => rows.filter((row) => test(row.rank)).length / rows.length
  const success1 = share((rank) => rank === 1)
  const success5 = share((rank) => rank >= 1 && rank <= 5)
  const mrr = rows.reduce((sum, row) => sum + (row.rank >= 1 && row.rank <= 10 ? 1 / row.rank : 0), 0) / rows.length
  const zero = rows.filter((row) => row.count === 0)
  const warmMs = median(rows.map((row) => row.ms))
  // Every query of the set after the first: what a reader's later queries fetch (index chunks, results, the first result's page).
  const laterBytes = rows.map((row) => row.bytes).sort((a, b) => a - b)
  const laterMedian = median(laterBytes)
  const laterP90 = laterBytes[Math.floor(laterBytes.length * 0.9)]

  if (process.argv.includes('--verbose')) {
    console.log(`  first query fetched:\n${first.urls.map((url, index) => `    ${kb(first.sizes[index])}\t${url}`).join('\n')}`)
  }
  if (process.argv.includes('--verbose'))
    for (const row of rows)
      console.log(`  ${row.rank ? `#${row.rank}` : 'miss'}\t${row.ms} ms\t${kb(row.bytes)}\t${row.query.kind}\t${row.query.query}`)
  const misses = rows.filter((row) => row.rank !== 1).map((row) => `"${row.query.query}" (${row.rank ? `#${row.rank}` : 'not in results'})`)
  console.log(`\nsearch quality, ${rows.length} queries (search/bench/queries.json)`)
  console.log(`  success@1  ${success1.toFixed(2)}  (target ≥ ${TARGETS.success1})  ${mark(success1 >= TARGETS.success1)}`)
  console.log(`  success@5  ${success5.toFixed(2)}  (target ≥ ${TARGETS.success5})  ${mark(success5 >= TARGETS.success5)}`)
  console.log(`  MRR@10     ${mrr.toFixed(2)}`)
  console.log(`  zero-result queries: ${zero.length}${zero.length ? ` (${zero.map((row) => row.query.query).join(', ')})` : ''}`)
  if (misses.length) console.log(`  not first: ${misses.join(', ')}`)
  console.log(`search bytes (gzip on the wire)`)
  console.log(`  before the dialog opens  ${kb(before.bytes)}  (${before.urls.length} requests; target 0)  ${mark(before.bytes === 0)}`)
  console.log(
    `  first query              ${kb(searchBytes)}  (dialog, engine, index chunks, vocabulary, results; target ≤ ${TARGETS.firstQueryKb} KB)  ${mark(searchBytes <= TARGETS.firstQueryKb * 1024)}`
  )
  console.log(`    then the first result's page, fetched ahead: ${kb(prefetchBytes)}`)
  console.log(
    `  a later query            median ${kb(laterMedian)} ${mark(laterMedian <= TARGETS.laterQueryKb * 1024)}, 90th percentile ${kb(laterP90)} ${mark(laterP90 <= TARGETS.laterQueryKb * 1024)}, largest ${kb(laterBytes.at(-1)!)}  (target ≤ ${TARGETS.laterQueryKb} KB)`
  )
  console.log(`search latency, results after the last keystroke`)
  console.log(
    `  cold (first query, engine and index loading)  ${coldMs} ms  (target ≤ ${TARGETS.coldMs})  ${mark(coldMs <= TARGETS.coldMs)}`
  )
  console.log(
    `  warm (median of the query set)                ${warmMs} ms  (target ≤ ${TARGETS.warmMs})  ${mark(warmMs <= TARGETS.warmMs)}`
  )
  return { success1, success5, mrr, zero: zero.length, firstQueryBytes: searchBytes }
}

/** The whole search benchmark over an export: `npm run bench:search`, and a part of `npm run bench`. */
export async function runSearchBench(outDir = path.resolve(argValue('--dir') ?? 'out')) {
  const basePath = resolveBasePath(process.env.BASE_PATH)
  const { queries } = JSON.parse(readFileSync(new URL('./queries.json', import.meta.url), 'utf8')) as { queries: Query[] }
  const server = await startServer({ root: outDir, basePath, port: PORT, gzip: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']
  })
  try {
    await benchSearch(browser, `http://127.0.0.1:${PORT}${basePath}`, basePath, outDir, queries)
  } finally {
    await browser.close()
    server.close()
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname)
  runSearchBench().catch((error) => {
    console.error(error)
    process.exit(1)
  })
