import type { Locator, Page } from '@playwright/test'
import { expect, layoutShifts, sidewaysScroll, test, url, waitForHydration, wrapPoints } from './fixtures'

/** A docs sidebar category (a folder without its own page): its <li>, found by the folder's route. */
const sidebarCategory = (page: Page, folder: string) => page.locator(`.vnv-page__sidebar li[data-folder="${folder}"]`)
/** The button that opens or closes a sidebar category (the title itself when the category has no page). */
const toggleOf = (category: Locator) => category.locator(':scope > .vnv-sidebar__row > button')

test.describe('home page', () => {
  test('shows title, tagline, a call to action and the six sections', async ({ page }) => {
    await page.goto(url('/'))
    await expect(page.getByRole('heading', { level: 1, name: 'VnV Tools' })).toBeVisible()
    await expect(page.locator('.vnv-hero__tagline')).toContainText('structures, nodes, relations, metadata and lists')
    await expect(page.getByRole('link', { name: 'Read the quick start' })).toHaveAttribute('href', url('/docs/Tutorial/quick-start/'))
    const cards = page.locator('.vnv-cards a')
    await expect(cards).toHaveCount(6)
    await expect(cards.locator('.vnv-card__title')).toHaveText(['Tutorial', 'Analysis', 'Components', 'Packages', 'API', 'REST'])
    await expect(page).toHaveTitle(/^VnV Tools – /)
  })
})

test.describe('skip link', () => {
  test('is the first focusable element and moves focus to the main content', async ({ page }) => {
    await page.goto(url('/docs/'))
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })
  test('on a blog post it leads to the post: the list of recent posts, shown on its left, comes after it', async ({ page }) => {
    await page.goto(url('/blog/long-blog-post/'))
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(page.locator('article :focus')).toHaveCount(1)
    const recent = (await page.getByRole('navigation', { name: 'Recent posts' }).boundingBox())!
    const post = (await page.locator('article').boundingBox())!
    expect(recent.x + recent.width).toBeLessThan(post.x)
  })
})

test.describe('navbar', () => {
  test('has the spec entries, each section opening its sidebar’s first page', async ({ page }) => {
    await page.goto(url('/'))
    const nav = page.getByRole('navigation', { name: 'Main' })
    const expected: [string, string][] = [
      ['Tutorial', '/docs/Tutorial/quick-start/'],
      ['Analysis', '/docs/Analysis/reports-analysis/'],
      ['Components', '/docs/Components/'],
      ['Packages', '/docs/Packages/introduction/'],
      ['API', '/docs/API/'],
      ['REST', '/docs/rest/'],
      ['Blog', '/blog/']
    ]
    for (const [name, href] of expected) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', url(href))
    const github = nav.getByRole('link', { name: /GitHub/ })
    await expect(github).toHaveAttribute('href', 'https://github.com/infrasoftbe')
    await expect(github).toHaveAttribute('target', '_blank')
    await expect(github).toHaveAttribute('rel', /noopener/)
  })

  test('its links and controls never overlap, from the desktop breakpoint up', async ({ page }) => {
    await page.goto(url('/docs/rest/overview/'))
    for (const width of [996, 1024, 1100, 1199, 1200, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const boxes = await page
        .locator('.vnv-navbar')
        .locator('a, button')
        .evaluateAll((controls) =>
          controls.map((control) => control.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0)
        )
      const overlaps = boxes.flatMap((a, i) =>
        boxes.slice(i + 1).filter((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
      )
      expect(overlaps, `overlapping controls at ${width} px`).toEqual([])
      // Every control whole: none squeezed below its icon's size, none whose text spills out of it (and out of its focus ring).
      expect(Math.min(...boxes.map((box) => box.width)), `narrowest control at ${width} px`).toBeGreaterThanOrEqual(24)
      const spilling = await page
        .locator('.vnv-navbar')
        .locator('a, button')
        .evaluateAll((controls) =>
          controls
            .filter((control) => control.clientWidth > 0 && control.scrollWidth > control.clientWidth + 1)
            .map((control) => control.textContent)
        )
      expect(spilling, `controls too narrow for their text at ${width} px`).toEqual([])
      // The links do not run under the right-hand items: the divider between them stands clear of both.
      const [before, divider, after] = await page.evaluate(() => {
        const boxes = (selector: string) => [...document.querySelectorAll(selector)].map((el) => el.getBoundingClientRect())
        const links = boxes('.vnv-navbar__items:not(.vnv-navbar__items--right) > *')
        const divider = document.querySelector('.vnv-navbar-divider')!.getBoundingClientRect()
        const next = boxes('.vnv-navbar__items--right > *').filter((box) => box.left > divider.right)
        return [
          links.length ? Math.max(...links.map((box) => box.right)) : NaN,
          divider,
          next.length ? Math.min(...next.map((box) => box.left)) : NaN
        ]
      })
      expect(divider.left - before, `room before the divider at ${width} px`).toBeGreaterThanOrEqual(4)
      expect(after - divider.right, `room after the divider at ${width} px`).toBeGreaterThanOrEqual(4)
    }
  })

  test('on a slow connection the page draws at once, and the navbar’s right-hand items show once all have arrived: none moves', async ({
    page
  }) => {
    // The page's HTML stalls in the middle of the navbar's right-hand items, at a script the parser waits for.
    const route = url('/docs/Tutorial/quick-start/')
    const stall = url('/stall.js')
    await page.route(
      (requested) => requested.pathname === route,
      async (request) => {
        const response = await request.fetch()
        const html = (await response.text()).replace(
          '<button type="button" class="vnv-search-button"',
          `<script src="${stall}"></script>$&`
        )
        await request.fulfill({ response, body: html })
      }
    )
    await page.route(
      (requested) => requested.pathname === stall,
      async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 1000))
        await request.fulfill({
          contentType: 'text/javascript',
          body: 'window.stallEnded = performance.now(); document.currentScript.remove()'
        })
      }
    )
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(url('/docs/Tutorial/quick-start/'))
    const { shifts } = await layoutShifts(page)
    expect(shifts.flatMap((shift) => shift.moved).filter((moved) => moved.includes('vnv-navbar'))).toEqual([])
    // The reader sees the page while the rest of it arrives: its first frame is not held until the navbar is whole.
    const { firstPaint, stallEnded } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      stallEnded: (window as unknown as { stallEnded: number }).stallEnded
    }))
    expect(firstPaint).toBeLessThan(stallEnded)
    await expect(page.locator('.vnv-navbar .vnv-search-button')).toBeVisible()
  })

  test('each menu shows its caret at 1280 px, where the items shrink to fit', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(url('/'))
    const carets = page.locator('.vnv-navbar .vnv-dropdown__caret')
    await expect(carets).toHaveCount(3)
    for (const caret of await carets.all()) expect((await caret.boundingBox())?.width).toBe(10)
  })

  test('REST 2 dropdown lists the six service pages', async ({ page }) => {
    await page.goto(url('/'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'REST 2' }).click()
    const links = page.locator('.vnv-navbar .vnv-dropdown--open .vnv-dropdown__menu a')
    await expect(links).toHaveText([
      'Session service',
      'Database service',
      'Management service',
      'User service',
      'SharePoint (PnP REST)',
      'Microsoft Graph 365'
    ])
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(
      [
        '/docs/rest/overview/',
        '/docs/rest/endpoints/',
        '/docs/rest/examples/',
        '/docs/rest/users/',
        '/docs/rest/microsoft/express-pnp/',
        '/docs/rest/ms-g365/'
      ].map(url)
    )
  })

  test('marks the current section as active, and the entries keep their places from section to section', async ({ page }) => {
    const lefts = () => page.locator('.vnv-navlink').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().left))
    await page.goto(url('/docs/Tutorial/intro/'))
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tutorial', exact: true })).toHaveClass(
      /vnv-navlink--active/
    )
    const onTutorial = await lefts()
    await page.goto(url('/docs/Packages/introduction/'))
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Packages', exact: true })).toHaveClass(
      /vnv-navlink--active/
    )
    expect(await lefts()).toEqual(onTutorial)
  })
})

test.describe('footer', () => {
  test('has the spec links, both logo variants and the 2025 copyright', async ({ page }) => {
    await page.goto(url('/docs/'))
    const footer = page.locator('footer.vnv-footer')
    for (const path of ['/docs/intro/', '/docs/api/', '/docs/openapi/', '/blog/'])
      await expect(footer.locator(`a[href="${url(path)}"]`)).toHaveCount(1)
    await expect(footer.locator('a[target="_blank"]').first()).toHaveAttribute('rel', /noopener/)
    // Every link that opens a new tab says so, the logo's too.
    for (const link of await footer.locator('a[target="_blank"]').all()) await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/)
    await expect(footer.getByText('Copyright © 2025 Infrasoft', { exact: true })).toBeVisible()
    await expect(footer.locator(`img[src="${url('/img/infrasoft-logo.svg')}"]`)).toHaveCount(1)
    await expect(footer.locator(`img[src="${url('/img/infrasoft-logo-dark.svg')}"]`)).toBeVisible()
  })
})

test.describe('docs page chrome', () => {
  test('heading anchors are labelled "Direct link to …"', async ({ page }) => {
    await page.goto(url('/docs/'))
    const anchor = page.getByRole('link', { name: 'Direct link to The six sections' })
    await expect(anchor).toHaveAttribute('href', '#the-six-sections')
    // The heading itself is named by its text alone, as a screen reader lists it.
    await expect(page.getByRole('heading', { level: 2, name: 'The six sections', exact: true })).toBeVisible()
  })

  test('the table of contents lists h2 and h3 but not h4', async ({ page }) => {
    await page.goto(url('/docs/User-documentation/formatting-excel-input-file/'))
    const toc = page.locator('.vnv-toc')
    await expect(toc.getByRole('link', { name: 'Rule 2: column labels', exact: true })).toBeVisible()
    await expect(toc.getByRole('link', { name: 'Metadata columns', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 4, name: 'External references' })).toBeVisible()
    await expect(toc.getByRole('link', { name: 'External references' })).toHaveCount(0)
  })

  test('the docs sidebar cannot be hidden', async ({ page }) => {
    await page.goto(url('/docs/Tutorial/intro/'))
    await expect(page.locator('.vnv-page__sidebar')).toBeVisible()
    await expect(page.getByRole('button', { name: /hide sidebar/i })).toHaveCount(0)
  })

  test('a docs sidebar shows only its own section: no other section and no blog', async ({ page }) => {
    for (const [route, section] of [
      ['/docs/Tutorial/intro/', '/docs/Tutorial/'],
      ['/docs/Components/', '/docs/Components'],
      ['/docs/rest/', '/docs/rest']
    ]) {
      await page.goto(url(route))
      const sidebar = page.locator('.vnv-page__sidebar')
      await expect(sidebar.getByRole('link').first()).toBeVisible()
      // The leak showed as an entry labelled "blog" at the end of every docs sidebar.
      const labels = await sidebar.locator('.vnv-sidebar__link').allInnerTexts()
      expect(labels.map((label) => label.trim().toLowerCase())).not.toContain('blog')
      const hrefs = await sidebar.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      expect(hrefs.length).toBeGreaterThan(0)
      for (const href of hrefs) expect(href, `${route}: a sidebar link outside its section`).toMatch(new RegExp(`^${url(section)}`))
    }
  })

  test('a section’s own page is the first entry of its sidebar, marked current there, and leads on to the next page', async ({ page }) => {
    for (const [route, next] of [
      ['/docs/rest/', 'Session service'],
      ['/docs/Components/', 'UI components library']
    ]) {
      await page.goto(url(route))
      const sidebar = page.locator('.vnv-page__sidebar .vnv-sidebar')
      await expect(sidebar.locator('a[href]').first(), route).toHaveAttribute('aria-current', 'page')
      await expect(sidebar.locator('a[href]').first(), route).toHaveText('Overview')
      await expect(page.locator('.vnv-pagination'), route).toContainText(next)
    }
  })

  test('in a long section the current page shows in the sidebar, beside the page and in the phone menu, and the page stays at its top', async ({
    page
  }) => {
    const current = (scope: string) => page.locator(`${scope} .vnv-sidebar [aria-current="page"]`)
    await page.goto(url('/docs/Components/elements/tree-view/'))
    await waitForHydration(page)
    await expect(current('.vnv-page__sidebar')).toBeInViewport()
    expect(
      await page.locator('.vnv-page__sidebar').evaluate((frame) => frame.scrollTop),
      'the section is longer than the screen'
    ).toBeGreaterThan(0)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    await expect(current('.vnv-sidemenu')).toBeInViewport()
  })

  test('in the phone menu, a menu’s name starts at the left like every other entry, its arrow at the right', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(url('/docs/'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    const toggle = page.locator('.vnv-sidemenu .vnv-dropdown__toggle').filter({ has: page.locator('.vnv-locale-label') })
    const { left, labelLeft, right, caretRight } = await toggle.evaluate((button) => ({
      left: button.getBoundingClientRect().left,
      right: button.getBoundingClientRect().right,
      labelLeft: button.querySelector('.vnv-locale-label')!.getBoundingClientRect().left,
      caretRight: button.querySelector('.vnv-dropdown__caret')!.getBoundingClientRect().right
    }))
    expect(labelLeft - left).toBeLessThan(48)
    expect(right - caretRight).toBeLessThan(16)
  })

  test('under the announcement bar, at the page’s top, the last entries of a long sidebar and table of contents scroll into the window', async ({
    page
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(url('/docs/API/infrasoft-vnv-api-kit/'))
    await expect(page.locator('.vnv-announcement')).toBeVisible()
    for (const column of ['.vnv-page__sidebar', '.vnv-toc']) {
      const lastBottom = await page.locator(column).evaluate((box) => {
        box.scrollTop = box.scrollHeight
        const links = box.querySelectorAll('a')
        return links[links.length - 1].getBoundingClientRect().bottom
      })
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      expect(lastBottom, column).toBeLessThanOrEqual(900)
    }
  })

  test('a short sidebar still runs down the window: its border does not stop where its entries end', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(url('/docs/Components/forms/'))
    await page.evaluate(() => window.scrollTo(0, 400))
    const sidebar = page.locator('.vnv-page__sidebar')
    await expect(sidebar).toHaveCSS('border-right-style', 'solid')
    // Stuck under the navbar (or at the top while it hides), its bottom is the window's.
    await expect.poll(async () => Math.round((await sidebar.boundingBox())!.y + (await sidebar.boundingBox())!.height)).toBe(900)
  })

  test('the wheel over a sidebar with nothing to scroll scrolls the page; over a long one, the sidebar first', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(url('/docs/Tutorial/quick-start/'))
    const sidebar = page.locator('.vnv-page__sidebar')
    expect(await sidebar.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true)
    await page.mouse.move(100, 400)
    await page.mouse.wheel(0, 500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)

    await page.goto(url('/docs/Components/elements/about-modal/'))
    expect(await sidebar.evaluate((element) => element.scrollHeight > element.clientHeight + 200)).toBe(true)
    const before = await sidebar.evaluate((element) => element.scrollTop)
    await page.mouse.move(100, 400)
    await page.mouse.wheel(0, 100)
    await expect.poll(() => sidebar.evaluate((element) => element.scrollTop)).toBeGreaterThan(before + 50)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('opening a sidebar category does not collapse the others', async ({ page }) => {
    await page.goto(url('/docs/Tutorial/intro/'))
    await waitForHydration(page)
    const guides = sidebarCategory(page, '/docs/Tutorial/Guides')
    const platforms = sidebarCategory(page, '/docs/Tutorial/digital-platforms')
    await expect(toggleOf(guides)).toHaveAttribute('aria-expanded', 'false')
    // Its chevron points right while closed and turns a quarter to point down once open.
    const chevron = toggleOf(guides).locator('.vnv-sidebar__chevron')
    const degrees = () =>
      chevron.evaluate((icon) => {
        const turn = new DOMMatrix(getComputedStyle(icon).transform)
        return Math.round((Math.atan2(turn.b, turn.a) * 180) / Math.PI)
      })
    await expect(chevron).toBeVisible()
    expect(await degrees()).toBe(0)
    await toggleOf(guides).click()
    await expect(toggleOf(guides)).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(degrees).toBe(90)
    await toggleOf(platforms).click()
    await expect(toggleOf(platforms)).toHaveAttribute('aria-expanded', 'true')
    await expect(toggleOf(guides)).toHaveAttribute('aria-expanded', 'true')
    await expect(guides.getByRole('link', { name: 'Certificates' })).toBeInViewport()
  })

  test('a closed sidebar category keeps its links out of the page until it is opened', async ({ page, request }) => {
    // The page's own category is in the HTML; a closed one is not (it would weigh every page down).
    const html = await (await request.get(url('/docs/Tutorial/intro/'))).text()
    expect(html).toContain(`href="${url('/docs/Tutorial/intro/')}"`)
    expect(html).not.toContain(`href="${url('/docs/Tutorial/Guides/certificats/')}"`)

    await page.goto(url('/docs/Tutorial/intro/'))
    await waitForHydration(page)
    const guides = sidebarCategory(page, '/docs/Tutorial/Guides')
    const certificates = guides.getByRole('link', { name: 'Certificates' })
    await expect(certificates).toHaveCount(0)
    await toggleOf(guides).click()
    await expect(certificates).toBeInViewport()
    // Closing animates the links away (they stay in the DOM); opening again shows them.
    await toggleOf(guides).click()
    await expect(toggleOf(guides)).toHaveAttribute('aria-expanded', 'false')
    await expect(certificates).not.toBeInViewport()
    await toggleOf(guides).click()
    await expect(certificates).toBeInViewport()
    await certificates.click()
    await expect(page).toHaveURL(url('/docs/Tutorial/Guides/certificats/'))
    await expect(page.locator('.vnv-page__sidebar').getByRole('link', { name: 'Certificates' })).toHaveAttribute('aria-current', 'page')
  })

  test('on a phone the links to the pages before and after stack, each as wide as the pager', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const [route, pagerName] of [
      ['/docs/Tutorial/Application/', 'Previous and next pages'],
      ['/blog/long-blog-post/', 'Blog post navigation']
    ]) {
      await page.goto(url(route))
      const pager = page.getByRole('navigation', { name: pagerName })
      const width = (await pager.boundingBox())!.width
      const links = pager.getByRole('link')
      await expect(links).toHaveCount(2)
      for (const box of await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect())))
        expect(box.width, `${route}: a link as wide as the pager`).toBeCloseTo(width, 0)
    }
  })

  test('/markdown-page is a plain Markdown page without sidebar', async ({ page }) => {
    await page.goto(url('/markdown-page/'))
    await expect(page.getByRole('heading', { level: 1, name: 'A plain Markdown page' })).toBeVisible()
    await expect(page.locator('.vnv-page__sidebar:visible')).toHaveCount(0)
  })
})

test.describe('code blocks on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  test('the buttons, always shown, cover no code: a titled block has them in its title bar, an untitled one above its first line', async ({
    page
  }) => {
    await page.goto(url('/docs/Tutorial/intro/adding-a-document/'))
    const box = async (locator: Locator) => (await locator.boundingBox())!
    const titled = page.locator('.vnv-code-block--titled').filter({ hasText: 'pages/docs/Tutorial/Guides/example.mdx' })
    const untitled = page
      .locator('main .vnv-code-block:not(.vnv-code-block--titled)')
      .filter({ hasText: '→ /docs/Tutorial/Application/dialog-box/' })
    for (const block of [titled, untitled]) {
      await block.scrollIntoViewIfNeeded()
      await expect(block.getByRole('button', { name: 'Copy code' })).toBeVisible()
      const [buttons, firstLine] = [await box(block.locator('.vnv-code-block__buttons')), await box(block.locator('code > span').first())]
      expect(buttons.y + buttons.height, 'the buttons end above the first line of code').toBeLessThanOrEqual(firstLine.y)
    }
    const [buttons, title] = [await box(titled.locator('.vnv-code-block__buttons')), await box(titled.locator('.vnv-code-block__title'))]
    expect(buttons.y).toBeGreaterThanOrEqual(title.y)
    expect(buttons.y + buttons.height).toBeLessThanOrEqual(title.y + title.height)
  })
})

test.describe('code blocks', () => {
  test('the copy button works from the keyboard and shows its focus ring only then', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(url('/docs/Tutorial/intro/'))
    await waitForHydration(page)
    const block = page.locator('main pre').first()
    const copy = page.locator('main').getByRole('button', { name: 'Copy code' }).first()
    // A click focuses without the ring; keyboard focus shows it.
    await block.hover()
    await copy.click()
    await expect(copy).toHaveCSS('outline-style', 'none')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('code').textContent())
    await page.evaluate(() => navigator.clipboard.writeText(''))
    await copy.evaluate((button: HTMLElement) => button.blur())
    await copy.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(copy).toBeFocused()
    await expect(copy).toHaveCSS('outline-style', 'solid')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('code').textContent())
  })
  test('a blank line in a block keeps the height of a line', async ({ page }) => {
    await page.goto(url('/docs/Tutorial/intro/'))
    const lines = page.locator('main pre').filter({ hasText: '<type>(<scope>): <subject>' }).locator('code > span')
    await expect(lines).toHaveText(['<type>(<scope>): <subject>', '', '<body>'])
    const heights = await lines.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().height))
    expect(heights[1]).toBeGreaterThan(0)
    expect(heights[1]).toBeCloseTo(heights[0], 0)
  })
  test('a titled block shows its file name with a file icon; an untitled one shows neither', async ({ page }) => {
    await page.goto(url('/blog/long-blog-post/'))
    const title = page.locator('.vnv-code-block__title').filter({ hasText: 'src/session/open.ts' })
    await expect(title).toHaveCount(1)
    await expect(title.locator('svg')).toHaveCount(1)
    const untitled = page.locator('main .vnv-code-block:not(.vnv-code-block--titled)').first()
    await expect(untitled.locator('pre')).toBeVisible()
    await expect(untitled.locator('.vnv-code-block__title, svg[width="14"]')).toHaveCount(0)
  })
  test('on a phone, a file name longer than the block wraps after a slash, icon kept, and the page does not scroll sideways', async ({
    page
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(url('/docs/Tutorial/intro/adding-a-document/'))
    const title = page.locator('.vnv-code-block__title').filter({ hasText: 'pages/docs/Tutorial/Guides/example.mdx' })
    const [box, icon] = [(await title.boundingBox())!, (await title.locator('svg').boundingBox())!]
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(await title.evaluate((element) => element.scrollWidth - element.clientWidth), 'name cut off').toBeLessThanOrEqual(0)
    expect(icon.width).toBe(14)
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    // The last character of each wrapped line: a slash, never part of a folder or file name.
    const lineEnds = await wrapPoints(title)
    expect(lineEnds.length, 'the name wraps').toBeGreaterThan(0)
    expect(lineEnds).toEqual(lineEnds.map(() => '/'))
  })
})
