import type { Locator, Page } from '@playwright/test'
import {
  CHUNK_LOAD_FAILURES,
  CODE_MARKERS,
  expect,
  layoutShifts,
  routeChunksHolding,
  routeScripts,
  test,
  url,
  waitForHydration
} from './fixtures'

test.describe('not found', () => {
  // The browser reports the 404 status of the document itself.
  test.use({ allowedConsoleErrors: /status of 404/ })

  test('unknown paths get a styled 404 page with a way home and to search', async ({ page }) => {
    const response = await page.goto(url('/docs/this-page-does-not-exist/'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', url('/'))
    await expect(page.getByRole('link', { name: 'Browse the documentation' })).toHaveAttribute('href', url('/docs/'))
    await expect(page.locator('.vnv-navbar .vnv-search-button')).toBeVisible()
  })

  test('a mistyped address lists the pages its words find, the one meant among them', async ({ page }) => {
    await page.goto(url('/docs/Packages/vnv-project/basics/structure-crudd/'))
    const suggestions = page.getByRole('region', { name: /^Search results for/ })
    await expect(suggestions.getByRole('heading')).toHaveText('Search results for “Packages vnv project basics structure crudd”')
    const hrefs = await suggestions.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toContain(url('/docs/Packages/vnv-project/basics/structure-crud/'))
  })

  for (const width of [390, 1280])
    test(`at ${width} px the search results come in below what is shown, moving nothing the reader sees`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto(url('/docs/Packages/vnv-project/basics/structure-crudd/'))
      await expect(page.getByRole('region', { name: /^Search results for/ })).toBeVisible()
      const { total, shifts } = await layoutShifts(page)
      expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.005)
    })
})

test.describe('route code that fails to load', () => {
  test.use({ allowedConsoleErrors: CHUNK_LOAD_FAILURES })

  test('falls back to a full page load of the target instead of a broken page', async ({ page }) => {
    let aborted = 0
    // The target's own scripts: those of its route that the page it is opened from does not load too.
    // Blocked before the page loads, as the link's prefetch comes soon after.
    const from = routeScripts('/docs')
    const target = routeScripts('/docs/Analysis/reports-analysis').filter((script) => !from.includes(script))
    expect(target.length).toBeGreaterThan(0)
    await page.route(
      (requested) => target.includes(requested.pathname),
      (route) => {
        aborted += 1
        return route.abort()
      }
    )
    await page.goto(url('/docs/'))
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true))
    await page.locator('main').getByRole('link', { name: 'Reports analysis' }).click()
    await expect(page).toHaveURL(new RegExp(`${url('/docs/Analysis/reports-analysis/')}$`))
    // The server-rendered page is there even though its code never loaded…
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // …and it came from a full page load, not a half-finished client navigation.
    expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBeUndefined()
    expect(aborted).toBeGreaterThanOrEqual(1)
  })
})

test.describe('part of a page whose code fails to load', () => {
  test.use({ allowedConsoleErrors: CHUNK_LOAD_FAILURES })

  test('shows an error with a Retry button that reloads the page', async ({ page }) => {
    // The live example's code (its own chunk) cannot be downloaded.
    await routeChunksHolding(page, CODE_MARKERS.livePlayground, (route) => route.abort())
    await page.goto(url('/docs/Components/'))
    await waitForHydration(page)
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push: (u: string) => Promise<boolean> } } }).next.router.push(
        '/docs/Components/elements/button/'
      )
    )
    await expect(page).toHaveURL(new RegExp(`${url('/docs/Components/elements/button/')}$`))
    const alert = page.getByRole('alert').filter({ hasText: 'This part of the page failed to load' }).first()
    await expect(alert).toBeVisible()
    // The rest of the page is there.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Button/)
    await retryWithNetworkBack(page, alert)
  })

  test('a live example whose editor cannot be downloaded keeps its code readable and offers Retry', async ({ page }) => {
    // The editor loads after the page (its own chunk); here it never arrives.
    await routeChunksHolding(page, CODE_MARKERS.codeEditor, (route) => route.abort())
    await page.goto(url('/docs/Components/elements/button/'))
    await waitForHydration(page)
    const example = page.locator('[data-playground]').first()
    const alert = example.getByRole('alert').filter({ hasText: 'This part of the page failed to load' })
    await expect(alert).toBeVisible()
    await expect(example.locator('pre.vnv-playground__editor')).toContainText('Commit session')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Button/)
    await retryWithNetworkBack(page, alert)
  })

  /** With the network back, Retry reloads the page and the live example's editor works, with no error left. */
  async function retryWithNetworkBack(page: Page, alert: Locator) {
    // Waits for a chunk request the block is still answering: unrouting under it left it answered twice.
    await page.unrouteAll({ behavior: 'wait' })
    await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Retry' }).click()])
    await waitForHydration(page)
    await expect(page.getByRole('textbox', { name: 'Code of the live example' }).first()).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'This part of the page failed to load' })).toHaveCount(0)
  }
})

test.describe('a page that crashes while rendering', () => {
  // React and the boundary log the caught error; that is expected here.
  test.use({ allowedConsoleErrors: /Page crashed|Cannot read the session project|above error occurred|Minified React error/ })

  test('shows "This page crashed." with the error and its causes, titled "Page Error", and recovers on Try again', async ({ page }) => {
    // Make the page's first heading throw while window.__crash is set, as a
    // broken component would, by patching the page's code on its way to the browser.
    // The heading's text, as its element's children in the compiled page.
    const heading = 'children:"Project reports: needs analysis"'
    let patched = false
    await routeChunksHolding(page, heading, async (route, body) => {
      patched = true
      const crashing =
        'children:(()=>{if(window.__crash)throw new Error("Cannot read the session project",{cause:new Error("Session expired",{cause:"Token refused"})});return "Project reports: needs analysis"})()'
      await route.fulfill({ body: body.replace(heading, crashing), contentType: 'application/javascript' })
    })
    await page.goto(url('/docs/'))
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { __crash: boolean }).__crash = true))
    await page.locator('main').getByRole('link', { name: 'Reports analysis' }).click()
    await expect(page).toHaveURL(/reports-analysis/)
    const crash = page.getByRole('alert').filter({ hasText: 'This page crashed.' })
    await expect(crash.getByRole('heading', { name: 'This page crashed.' })).toBeVisible()
    expect(patched, 'the page chunk no longer renders its heading as expected: update this test').toBe(true)
    await expect(crash).toContainText('Cannot read the session project')
    await expect(crash.getByRole('list', { name: 'Causes' })).toHaveText(/Cause: Session expired\s*Cause: Token refused/)
    await expect(page).toHaveTitle('Page Error')
    // Navbar and footer stay usable around the crashed body.
    await expect(page.locator('.vnv-navbar')).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    // Once the cause is gone, Try again renders the page normally.
    await page.evaluate(() => ((window as unknown as { __crash: boolean }).__crash = false))
    await crash.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Project reports: needs analysis' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'This page crashed.' })).toHaveCount(0)
    await expect(page).not.toHaveTitle('Page Error')
  })
})
