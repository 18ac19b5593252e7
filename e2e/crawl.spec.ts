/**
 * Visits every exported page: no console error, no failed same-origin
 * request, no serious or critical axe violation, no sideways scroll at a phone's width. Checks every internal link and anchor of every page against out/.
 */
import { expect, test, url, BASE, sidewaysScroll, waitForHydration } from './fixtures'
import { AXE_SOURCE, seriousViolations } from './a11y'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { htmlFiles, idsOf, linksOf, OUT, redirectTargetOf, type HtmlFile } from './site-index'

const files = htmlFiles()
const byRoute = new Map(files.map((f) => [f.route, f]))
const pages = files.filter((f) => !f.isRedirectStub && f.route !== '/404.html' && !f.route.startsWith('/playground/'))

/** The page a site path lands on (following one redirect stub), or null. */
function resolve(pathname: string): HtmlFile | null {
  if (!pathname.startsWith(BASE + '/') && pathname !== BASE) return null
  let route = decodeURI(pathname.slice(BASE.length)) || '/'
  if (!route.endsWith('/') && !route.endsWith('.html')) route += '/'
  const file = byRoute.get(route)
  if (!file?.isRedirectStub) return file ?? null
  const target = redirectTargetOf(file.html)
  const landed = target ? byRoute.get(target.slice(BASE.length)) : undefined
  return landed && !landed.isRedirectStub ? landed : null
}

test('every internal link and anchor on every page resolves', () => {
  const broken: string[] = []
  for (const page of files.filter((f) => !f.isRedirectStub)) {
    for (const href of linksOf(page.html)) {
      if (/^(https?:|mailto:|tel:)/.test(href) || href.startsWith('//')) continue
      const [pathPart, anchor] = href.split('#')
      const [pathname] = pathPart.split('?')
      const target = pathname ? resolve(pathname) : page
      if (!target) {
        // A page's Markdown twin ("View as Markdown"): a file of the export.
        if (pathname.endsWith('.md')) {
          if (!existsSync(path.join(OUT, decodeURI(pathname.slice(BASE.length))))) broken.push(`${page.route} → ${href} (no such twin)`)
          continue
        }
        if (/\.(xml|yaml|json|svg|png|ico|txt)$/.test(pathname)) continue // files are checked by the browser crawl
        broken.push(`${page.route} → ${href} (no such page)`)
      } else if (anchor && !idsOf(target.html).has(decodeURIComponent(anchor)))
        broken.push(`${page.route} → ${href} (no element with id "${anchor}")`)
    }
  }
  expect(broken).toEqual([])
})

test('the export holds the static-host files', () => {
  expect(byRoute.has('/404.html')).toBe(true)
  expect(pages.length).toBeGreaterThan(5)
})

test('every page has the data file that prefetching and client-side navigation fetch', () => {
  const missing = pages.flatMap(({ route, html }) => {
    const buildId = html.match(/"buildId":"([^"]+)"/)?.[1] ?? 'no-build-id'
    const data = path.join(OUT, '_next/data', buildId, `${route === '/' ? '/index' : route.slice(0, -1)}.json`)
    return existsSync(data) ? [] : [`${route}: no ${path.relative(OUT, data)}`]
  })
  expect(missing).toEqual([])
})

/**
 * Pages in batches, each visited in one browser page, one after the other: a fresh browser context per
 * page took longer than the page. Every page still gets the whole check.
 */
const BATCH = 24
const PHONE = { width: 390, height: 844 }
for (let start = 0; start < pages.length; start += BATCH) {
  const batch = pages.slice(start, start + BATCH)
  test(`crawl pages ${start + 1}–${start + batch.length} of ${pages.length} (${batch[0].route} … ${batch.at(-1)!.route})`, async ({
    page: browserPage
  }) => {
    test.setTimeout(batch.length * 10_000)
    let route = ''
    const problems: string[] = []
    browserPage.on('response', (response) => {
      if (response.url().startsWith('http://127.0.0.1') && response.status() >= 400)
        problems.push(`${route}: ${response.status()} ${response.url()}`)
    })
    browserPage.on('requestfailed', (request) => {
      // Requests still under way when the crawl moves to the next page are cancelled, not failed.
      if (request.url().startsWith('http://127.0.0.1') && request.failure()?.errorText !== 'net::ERR_ABORTED')
        problems.push(`${route}: failed ${request.url()} (${request.failure()?.errorText})`)
    })
    browserPage.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${route}: console error ${message.text()}`)
    })
    browserPage.on('pageerror', (error) => problems.push(`${route}: page error ${error.message}`))
    // axe-core loads with each document rather than being sent to it after the load: 144 pages 116.6 → 108.1 s (paired, median of 3).
    await browserPage.addInitScript(AXE_SOURCE)
    // The site's own data-saver switch turns prefetching off: each page prefetched and ran the code of ~20 linked
    // pages, which the crawl visits anyway (crawl.spec.ts 231/218 → 207/177 s, paired runs). The test above checks
    // what prefetches fetch; states.spec.ts that they happen.
    await browserPage.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
    const desktop = browserPage.viewportSize()!
    // A page that scrolls sideways on a phone hides part of every line.
    const checkPhoneWidth = async () => {
      const sideways = await sidewaysScroll(browserPage)
      if (sideways > 0) problems.push(`${route}: scrolls ${sideways} px sideways at ${PHONE.width} px`)
    }
    for (const { route: next } of batch) {
      route = next
      const response = await browserPage.goto(url(route))
      expect(response?.status(), route).toBe(200)
      await expect(browserPage.locator('h1').first(), route).toBeVisible()
      await waitForHydration(browserPage)
      // Each page is checked at both widths with one resize: it loads at the width the last page ended at, so every
      // other page loads on a phone's width (one resize a page instead of two: crawl 193.3 → 179.8 s, paired).
      const loadedOnPhone = browserPage.viewportSize()!.width === PHONE.width
      if (loadedOnPhone) {
        await checkPhoneWidth()
        await browserPage.setViewportSize(desktop)
      }
      problems.push(...(await seriousViolations(browserPage)).map((violation) => `${route}: ${violation}`))
      if (!loadedOnPhone) {
        await browserPage.setViewportSize(PHONE)
        await checkPhoneWidth()
      }
    }
    expect(problems).toEqual([])
  })
}
