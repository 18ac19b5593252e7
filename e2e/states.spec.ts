import { expect, routeScripts, test, url, waitForHydration } from './fixtures'

const toggle = (page: import('@playwright/test').Page) => page.locator('.vnv-navbar .vnv-color-toggle')

test.describe('colour mode', () => {
  test('is light by default even when the OS prefers dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(url('/docs/'))
    await waitForHydration(page)
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    await expect(toggle(page)).toHaveAttribute('data-mode', 'light')
  })

  test('colours highlighted code in each mode: keywords and plain text in the code theme’s colours', async ({ page }) => {
    await page.goto(url('/docs/Tutorial/quick-start/'))
    await waitForHydration(page)
    const keyword = page.locator('main pre code span', { hasText: /^const$/ }).first()
    // The keyword's line: its own text (its plain tokens) shows in the theme's text colour.
    const line = keyword.locator('xpath=..')
    // github-light-high-contrast: keywords #A0111F, text #0E1116; github-dark-high-contrast: #FF9492, #F0F3F6.
    await expect(keyword).toHaveCSS('color', 'rgb(160, 17, 31)')
    await expect(line).toHaveCSS('color', 'rgb(14, 17, 22)')
    await toggle(page).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(keyword).toHaveCSS('color', 'rgb(255, 148, 146)')
    await expect(line).toHaveCSS('color', 'rgb(240, 243, 246)')
  })

  test('toggles, persists under the "theme" key and survives a reload', async ({ page }) => {
    await page.goto(url('/docs/'))
    await waitForHydration(page)
    await toggle(page).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(toggle(page)).toHaveAttribute('aria-label', /currently dark mode/)
  })

  test('syncs across tabs and resets to light when the stored choice is cleared', async ({ context }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await first.goto(url('/docs/'))
    await second.goto(url('/'))
    await waitForHydration(first)
    await waitForHydration(second)
    await toggle(first).click()
    await expect(second.locator('html')).toHaveClass(/\bdark\b/)
    await first.evaluate(() => localStorage.removeItem('theme'))
    await second.evaluate(() => localStorage.removeItem('theme'))
    await second.reload()
    await expect(second.locator('html')).not.toHaveClass(/\bdark\b/)
  })

  test('the toggle is disabled until the client is ready', async ({ request }) => {
    const html = await (await request.get(url('/docs/'))).text()
    expect(html).toMatch(/<button[^>]*class="[^"]*vnv-color-toggle[^"]*"[^>]*disabled=""/)
  })
})

test.describe('announcement bar', () => {
  // One test blocks the page's scripts on purpose.
  test.use({ allowedConsoleErrors: /net::ERR_FAILED/ })
  const bar = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Announcement' })

  test('its link and close button show a focus ring in the bar’s text colour, which stands out on its background', async ({ page }) => {
    await page.goto(url('/docs/'))
    await waitForHydration(page)
    for (const control of [bar(page).getByRole('link'), bar(page).getByRole('button', { name: 'Close announcement' })]) {
      await control.focus()
      await expect(control).toHaveCSS('outline-style', 'solid')
      const { outline, text } = await control.evaluate((element) => ({
        outline: getComputedStyle(element).outlineColor,
        text: getComputedStyle(element).color
      }))
      expect(outline).toBe(text)
    }
  })

  test('shows until dismissed, remembers the dismissal under two keys, without a flash on reload', async ({ page }) => {
    await page.goto(url('/'))
    await waitForHydration(page)
    await expect(bar(page)).toBeVisible()
    await page.getByRole('button', { name: 'Close announcement' }).press('Enter')
    await expect(bar(page)).toHaveCount(0)
    // The button went with the bar: the focus is on what followed it, not lost to the page.
    await expect(page.locator('.vnv-navbar a').first()).toBeFocused()
    const keys = await page.evaluate(() => [localStorage.getItem('vnv.announcement.dismiss'), localStorage.getItem('vnv.announcement.id')])
    expect(keys).toEqual(['true', 'packages-access'])
    // Without any of the page's JavaScript the inline script alone must hide it: no flash before hydration.
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.reload()
    await expect(bar(page)).toBeHidden()
  })

  test('a bar with a new id is shown again', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('vnv.announcement.id', 'an-older-bar')
      localStorage.setItem('vnv.announcement.dismiss', 'true')
    })
    await page.goto(url('/'))
    await waitForHydration(page)
    await expect(bar(page)).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('vnv.announcement.dismiss'))).toBeNull()
  })
})

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('opens a side menu with the docs sidebar first and a way back to the main menu', async ({ page }) => {
    await page.goto(url('/docs/Tutorial/intro/'))
    await waitForHydration(page)
    await expect(page.locator('.vnv-navbar__items').getByRole('link', { name: 'Tutorial', exact: true })).toBeHidden()
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Site navigation' })
    await expect(menu.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible()
    await menu.getByRole('button', { name: '← Back to main menu' }).press('Enter')
    const primary = menu.getByRole('navigation', { name: 'Main menu' })
    // The button went with its panel: the focus is on the main menu's first entry, still in the menu.
    await expect(primary.locator('a, button').first()).toBeFocused()
    await expect(primary.getByRole('link', { name: 'Analysis', exact: true })).toBeVisible()
    await primary.getByRole('link', { name: 'Analysis', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${url('/docs/Analysis/reports-analysis/')}$`))
    await expect(menu).toHaveCount(0)
  })

  test('dropdowns start collapsed unless they hold the current page', async ({ page }) => {
    await page.goto(url('/'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Site navigation' })
    await expect(menu.getByRole('button', { name: 'REST 2' })).toHaveAttribute('aria-expanded', 'false')
    // The language dropdown holds the current page (English): it starts expanded, and says its language.
    await expect(menu.getByRole('button', { name: /Language/ })).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.locator('.vnv-locale-label')).toBeVisible()
  })

  test('a dropdown holding the current page starts expanded', async ({ page }) => {
    await page.goto(url('/docs/rest/overview/'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Site navigation' })
    await menu.getByRole('button', { name: '← Back to main menu' }).click()
    await expect(menu.getByRole('button', { name: 'REST 2' })).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Session service' })).toHaveAttribute('aria-current', 'page')
  })

  test('keeps the keyboard inside while open, and gives the focus back to its button when closed', async ({ page }) => {
    await page.goto(url('/docs/Tutorial/quick-start/'))
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Open navigation menu' })
    await toggle.click()
    const menu = page.getByRole('dialog', { name: 'Site navigation' })
    await expect(menu).toBeVisible()
    const inMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))
    // Tab through every control and past the last: the focus never reaches the page behind the menu.
    for (let press = 0; press < 60; press++) {
      await page.keyboard.press('Tab')
      expect(await inMenu(), `after ${press + 1} Tab presses`).toBe(true)
    }
    // Shift+Tab on its first control goes round to its last.
    await menu.getByRole('link').first().focus()
    await page.keyboard.press('Shift+Tab')
    expect(await inMenu()).toBe(true)
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await expect(toggle).toBeFocused()
  })

  test('closes when the viewport becomes desktop', async ({ page }) => {
    await page.goto(url('/docs/'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Site navigation' })).toBeVisible()
    await page.setViewportSize({ width: 1200, height: 800 })
    await expect(page.getByRole('dialog', { name: 'Site navigation' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden()
  })

  test('respects reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(url('/docs/'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const animation = await page.locator('.vnv-sidemenu').evaluate((el) => getComputedStyle(el).animationName)
    expect(animation).toBe('none')
  })
})

test.describe('desktop dropdowns', () => {
  test('open on Enter and close on outside press, touch, focus leaving and Escape', async ({ page }) => {
    await page.goto(url('/'))
    await waitForHydration(page)
    const button = page.locator('.vnv-navbar').getByRole('button', { name: 'REST 2' })
    const menu = page
      .locator('.vnv-navbar .vnv-dropdown')
      .filter({ has: page.getByRole('button', { name: 'REST 2' }) })
      .locator('.vnv-dropdown__menu')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    await page.mouse.click(5, 400)
    await expect(menu).toBeHidden()

    await button.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await page.evaluate(() => document.body.dispatchEvent(new TouchEvent('touchstart', { bubbles: true })))
    await expect(menu).toBeHidden()

    await button.focus()
    await page.keyboard.press('Enter')
    for (let i = 0; i < 7; i++) await page.keyboard.press('Tab')
    await expect(menu).toBeHidden()

    await button.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('the language dropdown keeps path, query and hash', async ({ page }) => {
    await page.goto(url('/docs/?from=test#where-to-begin'))
    await waitForHydration(page)
    await page.getByRole('button', { name: /Language: English/ }).click()
    await expect(page.locator('.vnv-navbar').getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      url('/docs/?from=test#where-to-begin')
    )
  })

  test('the version dropdown keeps query and hash and remembers the choice', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1')
        localStorage.setItem('docs-preferred-version-default', 'a-removed-version')
      }
    })
    await page.goto(url('/docs/?q=1#where-to-begin'))
    await waitForHydration(page)
    // A remembered version that no longer exists is forgotten.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull()
    await page.getByRole('button', { name: 'Docs version: Next' }).click()
    const next = page.locator('.vnv-navbar').getByRole('link', { name: 'Next' })
    await expect(next).toHaveAttribute('href', url('/docs/?q=1#where-to-begin'))
    await next.click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current')
  })
})

test.describe('navbar hide on scroll', () => {
  test.use({ viewport: { width: 1280, height: 500 } })

  test('hides when scrolling down past its height and comes back on scroll up, at the top and after navigating', async ({ page }) => {
    await page.goto(url('/docs/'))
    await waitForHydration(page)
    const header = page.locator('header.vnv-navbar-container')
    await page.mouse.wheel(0, 30)
    await expect(header).not.toHaveAttribute('data-hidden', 'true')
    await page.mouse.wheel(0, 600)
    await expect(header).toHaveAttribute('data-hidden', 'true')
    await page.mouse.wheel(0, -150)
    await expect(header).not.toHaveAttribute('data-hidden', 'true')
    await page.mouse.wheel(0, 600)
    await expect(header).toHaveAttribute('data-hidden', 'true')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveAttribute('data-hidden', 'true')
    await page.mouse.wheel(0, 600)
    await expect(header).toHaveAttribute('data-hidden', 'true')
    await page.locator('main').getByRole('link', { name: 'Reports analysis' }).click()
    await expect(page).toHaveURL(/reports-analysis/)
    await expect(header).not.toHaveAttribute('data-hidden', 'true')
  })

  test('while it is hidden, the sidebar and the table of contents move up into its place', async ({ page }) => {
    await page.goto(url('/docs/Tutorial/quick-start/'))
    await waitForHydration(page)
    await page.mouse.wheel(0, 600)
    await expect(page.locator('header.vnv-navbar-container')).toHaveAttribute('data-hidden', 'true')
    for (const column of [page.locator('.vnv-page__sidebar'), page.locator('.vnv-toc')])
      await expect.poll(async () => (await column.boundingBox())?.y).toBe(0)
  })
})

test.describe('route progress bar', () => {
  test('appears when a navigation takes longer than 200 ms and finishes on route update', async ({ page }) => {
    // Slow down the next page's code, prefetch included (hence before the page loads),
    // so the navigation takes well over 200 ms.
    const target = routeScripts('/docs/Analysis/reports-analysis')
    await page.route(
      (requested) => target.includes(requested.pathname),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      }
    )
    await page.goto(url('/docs/'))
    await waitForHydration(page)
    await page.evaluate(() => {
      ;(window as unknown as { sawProgress: boolean }).sawProgress = false
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) (window as unknown as { sawProgress: boolean }).sawProgress = true
      }).observe(document.documentElement, { childList: true, subtree: true })
    })
    const bar = page.locator('#nprogress .bar')
    await page.locator('main').getByRole('link', { name: 'Reports analysis' }).click()
    await expect(bar).toBeVisible()
    await expect(page).toHaveURL(/reports-analysis/)
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 3000 })
  })

  test('never shows before the navigation has taken 200 ms', async ({ page }) => {
    await page.goto(url('/docs/'))
    await waitForHydration(page)
    // Record when the navigation starts and when the bar first appears, if it does.
    await page.evaluate(() => {
      const w = window as unknown as {
        navStart?: number
        barAt?: number
        next: { router: { events: { on: (e: string, f: () => void) => void } } }
      }
      w.next.router.events.on('routeChangeStart', () => (w.navStart = performance.now()))
      new MutationObserver(() => {
        if (w.barAt === undefined && document.getElementById('nprogress')) w.barAt = performance.now()
      }).observe(document.documentElement, { childList: true, subtree: true })
    })
    // Load the target's code first so the navigation itself is quick.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { prefetch: (u: string) => Promise<void> } } }).next.router.prefetch(
        '/docs/Tutorial/quick-start'
      )
    )
    await page.locator('main table').getByRole('link', { name: 'Quick start' }).click()
    await expect(page).toHaveURL(/Tutorial\/quick-start/)
    await page.waitForTimeout(400)
    const { navStart, barAt } = await page.evaluate(() => {
      const w = window as unknown as { navStart?: number; barAt?: number }
      return { navStart: w.navStart, barAt: w.barAt }
    })
    expect(navStart).toBeDefined()
    // A quick navigation shows no bar; a slow one (a busy machine) only after the 200 ms delay.
    if (barAt !== undefined) expect(barAt - navStart!).toBeGreaterThanOrEqual(200)
  })
})

test.describe('prefetching', () => {
  // A prefetched docs page: its data, which Next fetches ahead with the page's code.
  const prefetchedPage = /\/_next\/data\/[^/]+\/docs\/.+\.json$/

  test('prefetches linked pages on a normal connection', async ({ page }) => {
    const prefetched: string[] = []
    page.on('request', (request) => prefetchedPage.test(request.url()) && prefetched.push(request.url()))
    await page.goto(url('/'))
    await waitForHydration(page)
    await expect.poll(() => prefetched.length, { timeout: 10_000 }).toBeGreaterThan(0)
  })

  const slowConnections = [
    { name: 'data-saver', connection: { saveData: true, effectiveType: '4g' } },
    { name: '2g', connection: { saveData: false, effectiveType: '2g' } }
  ]
  for (const { name, connection } of slowConnections) {
    test(`is skipped on ${name} connections, and links still work`, async ({ page }) => {
      await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value }), connection)
      const prefetched: string[] = []
      page.on('request', (request) => prefetchedPage.test(request.url()) && prefetched.push(request.url()))
      await page.goto(url('/'))
      await waitForHydration(page)
      await page.waitForTimeout(3000)
      expect(prefetched).toEqual([])
      await page.getByRole('link', { name: 'Read the quick start' }).click()
      await expect(page).toHaveURL(/Tutorial\/quick-start/)
    })
  }
})

test.describe("Next's page list", () => {
  test('loads after the page, and links still navigate in place', async ({ page }) => {
    await page.goto(url('/docs/Tutorial/quick-start/'))
    await waitForHydration(page)
    // The list of every page (it grows with the site) is fetched once the page has loaded, not with it.
    const timing = await page.waitForFunction(() => {
      const list = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/_buildManifest.js'))
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      return list && navigation.loadEventEnd > 0 && { listStart: list.startTime, loadEnd: navigation.loadEventEnd }
    })
    const { listStart, loadEnd } = (await timing.jsonValue()) as { listStart: number; loadEnd: number }
    expect(listStart).toBeGreaterThan(loadEnd)
    // Client-side navigation, which reads the list, still happens without a full page load.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
    await page.locator('a[href$="/docs/Tutorial/intro/"]').first().click()
    await expect(page).toHaveURL(/\/docs\/Tutorial\/intro\/$/)
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
  })
})

test.describe('links to pages of the site', () => {
  test("a link in a page's text, which is static HTML, navigates in place; its page is prefetched once the link shows", async ({
    page
  }) => {
    const identifiers = /\/_next\/data\/[^/]+\/docs\/API\/identifiers\.json$/
    let prefetched = false
    page.on('request', (request) => (prefetched ||= identifiers.test(request.url())))
    await page.goto(url('/docs/Tutorial/quick-start/'))
    await waitForHydration(page)
    // React renders no element inside a static block in the browser: the content's own handlers make its links act.
    const link = page.locator('main [data-static-html] a', { hasText: 'account values' })
    await expect.poll(() => prefetched, { timeout: 10_000 }).toBe(true)
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
    await link.click()
    await expect(page).toHaveURL(/\/docs\/API\/identifiers\/#account-values-and-the-claim-token$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Identifiers and tokens')
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
  })

  const links = [
    { where: 'the sidebar', selector: '.vnv-sidebar a[href$="/docs/Tutorial/intro/"]', target: '/docs/Tutorial/intro/' },
    { where: "the page's text", selector: 'main [data-static-html] a[href$="/docs/API/identifiers/"]', target: '/docs/API/identifiers/' }
  ]
  for (const { where, selector, target } of links) {
    test(`a modified click on a link in ${where} opens the page in a new tab and leaves this one where it is`, async ({
      page,
      context
    }) => {
      await page.goto(url('/docs/Tutorial/quick-start/'))
      await waitForHydration(page)
      const link = page.locator(selector).first()
      const [opened] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })])
      // A new tab starts at about:blank: wait for it to reach the page rather than for a load that may be about:blank's.
      await expect(opened).toHaveURL(new URL(url(target), page.url()).href)
      await expect(page).toHaveURL(/\/docs\/Tutorial\/quick-start\/$/)
    })
  }
})
