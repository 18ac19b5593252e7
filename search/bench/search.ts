/**
 * `npm run bench:search`: the search as a reader meets it, in Debian's Chromium against out/ served with gzip
 * under the base path; figures against the targets, never failed on. Quality over queries.json (success@1,
 * success@5, MRR@10, zero-result queries); bytes of the first query and of a later one (none are fetched before
 * the dialog opens: e2e/search.spec.ts); latency after the last keystroke, cold and warm. `-- --dir <folder>`: another export.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page, Request } from '@playwright/test'
import { resolveBasePath } from '../../config/base-path.mjs'
import { kb, launchChromium, median } from '../../scripts/bench/measure'
import { startServer } from '../../scripts/serve'

const TARGETS = { success1: 0.85, success5: 0.95, firstQueryKb: 150, laterQueryKb: 30, warmMs: 300, coldMs: 1000 }
const PORT = 4191
const STATUS = '.vnv-search-dialog__status'
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED')
type Query = { query: string; pages: string[] }

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

/** Waits until the dialog's status matches `pattern` (its source: the check runs in the page). */
const status = (page: Page, pattern: string) =>
  page.waitForFunction(
    ([selector, source]) => new RegExp(source).test(document.querySelector(selector)?.textContent ?? ''),
    [STATUS, pattern]
  )

/** The whole search benchmark over an export: `npm run bench:search`, and a part of `npm run bench`. */
export async function runSearchBench() {
  const outDir = path.resolve(process.argv.includes('--dir') ? process.argv[process.argv.indexOf('--dir') + 1] : 'out')
  const basePath = resolveBasePath(process.env.BASE_PATH)
  const origin = `http://127.0.0.1:${PORT}${basePath}`
  const { queries } = JSON.parse(readFileSync(new URL('./queries.json', import.meta.url), 'utf8')) as { queries: Query[] }
  const server = await startServer({ root: outDir, basePath, port: PORT, gzip: true })
  const browser = await launchChromium()
  const page = await browser.newPage()
  const input = page.getByRole('combobox', { name: 'Search the documentation' })
  // The first query of a visit: search opened with Ctrl+K on a docs page, "session" typed.
  await page.goto(`${origin}/docs/`, { waitUntil: 'networkidle' })
  const started = Date.now()
  let coldMs = 0
  const first = await bytesDuring(page, async () => {
    await page.keyboard.press('Control+k')
    await input.fill('session')
    await status(page, 'found for')
    coldMs = Date.now() - started
  })
  const rows: { query: Query; rank: number; ms: number; count: number; bytes: number }[] = []
  for (const query of queries) {
    const missing = query.pages.filter((route) => !existsSync(path.join(outDir, route, 'index.html')))
    if (missing.length) throw new Error(`queries.json: "${query.query}" names pages the site does not have: ${missing.join(', ')}`)
    let [ms, pages] = [0, [] as string[]]
    // Typed into the open dialog, until its answer shows: the status names the query (it may name the last one before).
    const { bytes } = await bytesDuring(page, async () => {
      await input.fill('')
      await status(page, '^Search the guides')
      const started = Date.now()
      await input.fill(query.query)
      await status(page, `“${query.query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`)
      ms = Date.now() - started
      pages = await page
        .locator('.vnv-search-hit:not(.vnv-search-hit--heading)')
        .evaluateAll((hits) => hits.map((hit) => hit.getAttribute('href')!))
    })
    const rank = pages.findIndex((href) => query.pages.includes(href.slice(basePath.length).split('#')[0])) + 1
    rows.push({ query, rank, ms, count: pages.length, bytes })
  }
  await browser.close()
  server.close()

  // The first result's page, fetched ahead once results show: the site's code requested after the first result fragment.
  const firstFragment = first.urls.findIndex((url) => url.endsWith('.pf_fragment'))
  const prefetchBytes = first.sizes
    .filter((_, i) => i > firstFragment && first.urls[i].includes('/_next/'))
    .reduce((sum, size) => sum + size, 0)
  const searchBytes = first.bytes - prefetchBytes
  const share = (test: (rank: number) => boolean) => rows.filter((row) => test(row.rank)).length / rows.length
  const success1 = share((rank) => rank === 1)
  const success5 = share((rank) => rank >= 1 && rank <= 5)
  const mrr = rows.reduce((sum, row) => sum + (row.rank >= 1 && row.rank <= 10 ? 1 / row.rank : 0), 0) / rows.length
  const zero = rows.filter((row) => row.count === 0)
  const warmMs = median(rows.map((row) => row.ms))
  // Every query of the set after the first: what a reader's later queries fetch (index chunks, results, the first result's page).
  const laterBytes = rows.map((row) => row.bytes).sort((a, b) => a - b)
  const laterP90 = laterBytes[Math.floor(laterBytes.length * 0.9)]

  const misses = rows.filter((row) => row.rank !== 1).map((row) => `"${row.query.query}" (${row.rank ? `#${row.rank}` : 'not in results'})`)
  const line = (label: string, value: string, goal = '', ok?: boolean) =>
    console.log(`  ${label.padEnd(26)}${value}${goal && `  (${goal})`}${ok === undefined ? '' : `  ${mark(ok)}`}`)
  const later = (bytes: number) => `${kb(bytes)} KB ${mark(bytes <= TARGETS.laterQueryKb * 1024)}`
  console.log(`\nsearch quality, ${rows.length} queries (search/bench/queries.json)`)
  line('success@1', success1.toFixed(2), `target ≥ ${TARGETS.success1}`, success1 >= TARGETS.success1)
  line('success@5', success5.toFixed(2), `target ≥ ${TARGETS.success5}`, success5 >= TARGETS.success5)
  line('MRR@10', mrr.toFixed(2))
  line('zero-result queries', `${zero.length} ${zero.map((row) => row.query.query).join(', ')}`)
  if (misses.length) line('not first', misses.join(', '))
  console.log('search bytes (gzip on the wire)')
  line('first query', `${kb(searchBytes)} KB`, `target ≤ ${TARGETS.firstQueryKb} KB`, searchBytes <= TARGETS.firstQueryKb * 1024)
  line('  then its first result', `${kb(prefetchBytes)} KB`, "the page's code, fetched ahead")
  line('a later query', `median ${later(median(laterBytes))}, 90th percentile ${later(laterP90)}`, `≤ ${TARGETS.laterQueryKb} KB`)
  console.log('search latency, results after the last keystroke')
  line('cold (first query)', `${coldMs} ms`, `target ≤ ${TARGETS.coldMs}`, coldMs <= TARGETS.coldMs)
  line('warm (median of the set)', `${warmMs} ms`, `target ≤ ${TARGETS.warmMs}`, warmMs <= TARGETS.warmMs)
}

if (process.argv[1] === new URL(import.meta.url).pathname) await runSearchBench()
