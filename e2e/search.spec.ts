/**
 * The search dialog against the exported index (search/): how it opens, what it loads and when, what
 * it finds (typos, operation ids, schema properties), the section filter, the keyboard, phones, axe.
 */
import type { Page, Route } from '@playwright/test'
import { seriousViolations } from './a11y'
import { BASE, expect, routeScripts, sidewaysScroll, test, typeInSearch, url, waitForHydration } from './fixtures'

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' })
const box = (page: Page) => page.getByRole('combobox', { name: 'Search the documentation' })
const pageResults = (page: Page) => page.locator('.vnv-search-hit:not(.vnv-search-hit--heading)')
const status = (page: Page) => page.locator('.vnv-search-dialog__status')
/** The site paths of the listed pages, in order. */
const resultPaths = async (page: Page) =>
  (await pageResults(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).map((href) =>
    href.slice(BASE.length)
  )

async function ready(page: Page, path = '/docs/') {
  await page.goto(url(path))
  await waitForHydration(page)
}

/** Every chunk the page asks for from now on arrives `ms` late, as on a slow connection. */
const delayChunks = (page: Page, ms: number) =>
  page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })

test.describe('opening', () => {
  for (const keys of ['Control+k', 'Meta+k', '/']) {
    test(`${keys} opens the dialog from anywhere on the page, with the focus in its box`, async ({ page }) => {
      await ready(page, '/docs/Tutorial/intro/')
      await page.locator('main h1').click()
      await page.keyboard.press(keys)
      await expect(dialog(page)).toBeVisible()
      await expect(box(page)).toBeFocused()
    })
  }

  test('the page under the open dialog neither scrolls under the wheel nor moves', async ({ page }) => {
    await ready(page, '/docs/Tutorial/quick-start/')
    const before = await page.locator('main h1').boundingBox()
    await page.keyboard.press('Control+k')
    await expect(dialog(page)).toBeVisible()
    await page.mouse.move(40, 500)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // Where it starts; not its width: this headless browser hides its scrollbar yet keeps the gutter the page
    // reserves for it while the dialog is open (a browser that shows the scrollbar keeps the width too).
    const after = await page.locator('main h1').boundingBox()
    expect({ x: after!.x, y: after!.y }).toEqual({ x: before!.x, y: before!.y })
    await page.keyboard.press('Escape')
    await page.mouse.wheel(0, 800)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })

  test('closing the dialog leaves the reader where they were on the page', async ({ page }) => {
    await ready(page, '/docs/Tutorial/quick-start/')
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600)
    await page.keyboard.press('Control+k')
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    // The focus goes back to the search button, in the navbar that hides on scroll: without scrolling to it.
    const button = page.locator('.vnv-navbar .vnv-search-button')
    await expect(button).toBeFocused()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600)
    // Reading on, the navbar keeps the button in view while it holds the focus.
    await page.mouse.move(600, 400)
    await page.mouse.wheel(0, 300)
    await expect(page.locator('.vnv-navbar-container--hidden')).toHaveCount(1)
    await expect(button).toBeFocused()
    await expect(page.locator('.vnv-navbar-container')).toHaveCSS('transform', 'none')
    await expect(button).toBeInViewport()
  })

  test('keys typed right after the shortcut, before the dialog has loaded, reach its box', async ({ page }) => {
    await ready(page)
    // A slow connection: the dialog's code arrives after the reader has started typing.
    await delayChunks(page, 1000)
    await page.keyboard.press('Control+k')
    await page.keyboard.type('relatoins', { delay: 20 })
    await page.keyboard.press('Backspace')
    await page.keyboard.type('ns', { delay: 20 })
    await expect(box(page)).toHaveValue('relatoinns')
    await expect(box(page)).toBeFocused()
  })

  test('keys typed while the dialog appears are all kept, on a slow phone too', async ({ page }) => {
    await ready(page)
    // The dialog's code arrives mid-word and takes a while to render: no key may fall between the two.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    await delayChunks(page, 150)
    await page.keyboard.press('Control+k')
    await page.keyboard.type('relations between nodes', { delay: 15 })
    await expect(box(page)).toHaveValue('relations between nodes')
  })

  test('"/" typed into a text field stays in the field', async ({ page }) => {
    await ready(page)
    await page.keyboard.press('Control+k')
    await box(page).pressSequentially('a/b')
    await expect(box(page)).toHaveValue('a/b')
  })

  test('Escape closes the dialog and gives the focus back to the search button', async ({ page }) => {
    await ready(page)
    await page.locator('.vnv-search-button').click()
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.locator('.vnv-search-button')).toBeFocused()
  })

  test('Escape gives the focus back to where the shortcut was pressed, without scrolling the page', async ({ page }) => {
    await ready(page, '/docs/Tutorial/quick-start/')
    const link = page.locator('main a[href]').last()
    await link.focus()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(1000)
    await page.keyboard.press('Control+k')
    await expect(box(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(link).toBeFocused()
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  test('Escape pressed as the dialog appears, before it has focused its box, still gives the focus back to the button', async ({
    page
  }) => {
    await ready(page)
    // The key comes between the dialog's first paint and its own focusing of the box: a fast typist, or a busy
    // machine. Whether there is room between the two varies from run to run: before the button waited for the
    // dialog to go, about one run in five failed here.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[role="dialog"]')) return
        observer.disconnect()
        // Where a real key goes: the focused element, from which it bubbles.
        ;(document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      }).observe(document.body, { childList: true, subtree: true })
    })
    await page.locator('.vnv-search-button').click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.locator('.vnv-search-button')).toBeFocused()
  })

  test('Escape pressed while the dialog is still on its way cancels it: it never opens', async ({ page }) => {
    await ready(page)
    await delayChunks(page, 800)
    await page.locator('.vnv-search-button').click()
    await page.keyboard.press('Escape')
    await expect(page.locator('.vnv-search-button')).toBeFocused()
    // Longer than the dialog's code takes to arrive.
    await page.waitForTimeout(1500)
    await expect(dialog(page)).toHaveCount(0)
  })

  test('the button shows the platform’s shortcut: Ctrl K here', async ({ page }) => {
    await ready(page)
    await expect(page.locator('.vnv-search-button__keys')).toHaveText('Ctrl K')
    // Its name is its label alone: the shortcut is announced through aria-keyshortcuts.
    await expect(page.locator('.vnv-navbar').getByRole('button', { name: 'Search docs…', exact: true })).toBeVisible()
  })

  test('the shortcut’s box has its size before the page’s script fills it in: nothing in the navbar moves', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(url('/docs/'), { waitUntil: 'commit' })
    const keys = page.locator('.vnv-navbar .vnv-search-button__keys')
    await expect(keys).toHaveText('')
    // The site's styles have come.
    await expect(keys).toHaveCSS('border-top-style', 'solid')
    const before = await keys.boundingBox()
    release()
    await expect(keys).toHaveText('Ctrl K')
    expect(await keys.boundingBox()).toEqual(before)
  })

  test('the button’s label is read whole beside the navbar’s entries at 1280 px, not cut to “Search the do…”', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await ready(page)
    const label = page.locator('.vnv-navbar .vnv-search-button__label')
    expect(await label.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
  })

  test('nothing of search is fetched until the dialog opens; then its files come from under the base path', async ({ page }) => {
    const fetched: string[] = []
    page.on('request', (request) => void fetched.push(new URL(request.url()).pathname))
    await page.goto(url('/blog/welcome/'), { waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(fetched.filter((path) => path.includes('/pagefind/'))).toEqual([])
    const before = fetched.length
    await typeInSearch(page, 'batcher')
    await expect(pageResults(page).nth(1)).toBeVisible()
    expect(fetched.slice(before)).toContain(url('/pagefind/pagefind.js'))
    // Of the result pages, only the first one's code is fetched ahead (the page's own links prefetch theirs, as always).
    const [first, ...others] = await resultPaths(page)
    const linkedByPage = await page.evaluate(() =>
      [...document.querySelectorAll('a[href]')]
        .filter((a) => !a.closest('[role="dialog"]'))
        .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
    )
    const notLinked = others.filter((route) => !linkedByPage.includes(url(route)))
    // A page's own scripts: those of its route that this page had not loaded already.
    const ownScripts = (route: string) =>
      routeScripts(route.replace(/\/$/, '')).filter((script) => !fetched.slice(0, before).includes(script))
    await expect.poll(() => ownScripts(first).some((script) => fetched.includes(script))).toBe(true)
    expect(notLinked.length).toBeGreaterThan(0)
    expect(notLinked.flatMap(ownScripts).filter((script) => fetched.includes(script))).toEqual([])
    expect(fetched.slice(before).filter((path) => !path.startsWith(`${BASE}/`))).toEqual([])
  })
})

test.describe('finding', () => {
  test('an emptied box shows the prompt, not the last results, and the status only ever names the query its results answer', async ({
    page
  }) => {
    await ready(page)
    const { box } = await typeInSearch(page, 'session')
    const status = page.locator('.vnv-search-dialog__status')
    await box.fill('')
    await expect(status).toHaveText(/^Search the guides/)
    await expect(pageResults(page)).toHaveCount(0)
    // Every status shown while the next query is typed, even for a frame: the deleted query's never comes back.
    await status.evaluate((element) => {
      const shown: string[] = ((window as unknown as { statuses: string[] }).statuses = [])
      new MutationObserver(() => shown.push(element.textContent ?? '')).observe(element, {
        childList: true,
        subtree: true,
        characterData: true
      })
    })
    await box.fill('batcher')
    await expect(status).toContainText('“batcher”')
    const shown = await page.evaluate(() => (window as unknown as { statuses: string[] }).statuses)
    expect(shown.filter((text) => text.includes('session'))).toEqual([])
  })

  test('a typo still finds its page, and the dialog says what it searched instead', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'sharepiont')
    await expect(status(page)).toContainText('for “sharepoint”')
    expect(await resultPaths(page)).toContain('/docs/Tutorial/digital-platforms/sharepoint/')
  })

  test('a word the pages have in another form is searched as typed, not taken for a typo', async ({ page }) => {
    await ready(page)
    // The pages say "sync"; Pagefind finds "syncing" by its stem, the spelling pass would have searched "spacing".
    await typeInSearch(page, 'syncing')
    await expect(status(page)).toHaveText(/^\d+ pages? found for “syncing”\.$/)
  })

  test('a question finds its answer: its words like "how", "do", "I", "a" are not asked of the pages', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'how do I pull a project')
    await expect(status(page)).toContainText('found for “how do I pull a project”')
    expect((await resultPaths(page)).slice(0, 3)).toContain('/docs/rest/session/sessions-pull-one-session-project/')
  })

  test('words that no page has together find the pages with some of them, and the dialog says so', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'sharepoint credentials')
    await expect(status(page)).toContainText('No page has all of “sharepoint credentials”. Showing')
    expect(await resultPaths(page)).toContain('/docs/Tutorial/digital-platforms/sharepoint/')
  })

  test('when few pages have every word, the pages with some of them follow, in a group of their own', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'install docker')
    await expect(status(page)).toContainText(/^1 page found for “install docker”, \d+ more with some of its words\.$/)
    const someWords = page.getByRole('group', { name: 'Pages with some of the words' })
    await expect(someWords.getByRole('option').first()).toHaveAttribute('href', url('/docs/Tutorial/Guides/dockers/'))
    await expect(pageResults(page).first()).toHaveAttribute('href', url('/docs/CONTRIBUTING/'))
    await expect(page.getByText('With some of the words')).toBeVisible()
  })

  test('an operation id finds its REST page first, marked with its method', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'createOneNode')
    await expect(pageResults(page).first()).toHaveAttribute('href', url('/docs/rest/session/project-nodes-create-one-node/'))
    await expect(pageResults(page).first().locator('.vnv-method')).toHaveText('POST')
  })

  test('a method and path find that operation first, before the pages that only have its words', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'GET /sessions')
    await expect(pageResults(page).first()).toHaveAttribute('href', url('/docs/rest/session/sessions-get-all-sessions/'))
    await expect(pageResults(page).first().locator('.vnv-method')).toHaveText('GET')
    await expect(page.getByRole('group', { name: 'Filter by section' }).getByRole('button', { name: 'REST' })).toBeVisible()
    // A pasted curl command names its operation too; its other words do not add the blog posts that say "post".
    await box(page).fill('curl -X POST http://localhost:8080/sessions')
    await expect(pageResults(page).first()).toHaveAttribute('href', url('/docs/rest/session/sessions-create-one-session/'))
    await expect(status(page)).not.toContainText('some of its words')
    await expect(page.getByRole('group', { name: 'Pages with some of the words' })).toHaveCount(0)
  })

  test('an empty box lists the pages last opened from the search, on later visits too, until the reader clears them', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'createOneNode')
    await expect(pageResults(page).first()).toHaveAttribute('href', url('/docs/rest/session/project-nodes-create-one-node/'))
    await box(page).press('Enter')
    await expect(page).toHaveURL(url('/docs/rest/session/project-nodes-create-one-node/'))
    await page.reload()
    await waitForHydration(page)
    await page.keyboard.press('Control+k')
    const recent = page.getByRole('group', { name: 'Recent pages' })
    await expect(recent.getByRole('option')).toHaveCount(1)
    await expect(recent.getByRole('option').first()).toContainText('Create a node')
    await box(page).press('Enter')
    await expect(dialog(page)).toBeHidden()
    await page.keyboard.press('Control+k')
    await page.getByRole('button', { name: 'Clear recent pages' }).click()
    await expect(recent).toBeHidden()
    await expect(box(page)).toBeFocused()
  })

  test('a section’s name finds the page its breadcrumb link opens, though the section has no page of its own', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'guides')
    await expect(pageResults(page).first()).toHaveAttribute('href', url('/docs/Tutorial/Guides/certificats/'))
  })

  test('a schema property name finds the schemas that have it', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'userGroup')
    await expect(pageResults(page).first()).toBeVisible()
    expect((await resultPaths(page)).some((path) => path.startsWith('/docs/rest/session/schemas/'))).toBe(true)
  })

  test('an identifier glued to its neighbours in code is found by its words', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'FetchFactory')
    await expect(pageResults(page).first()).toBeVisible()
    expect((await resultPaths(page)).slice(0, 5)).toContain('/docs/Packages/vnv-api-kit/guide/fetch-factory/')
  })

  test('the words of a table’s header row are found, and read apart in the excerpt', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'returns meaning')
    await expect(pageResults(page).first()).toBeVisible()
    const results = (await page.locator('.vnv-search-dialog__results').textContent()) ?? ''
    expect(results).toMatch(/Returns Meaning/)
    expect(results).not.toMatch(/ReturnsMeaning|InputReturns/)
  })

  test('results are grouped by page: breadcrumb, at most three headings, every query word marked', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'batcher queue')
    const first = pageResults(page).first()
    await expect(first).toHaveAttribute('href', url('/docs/Packages/vnv-api-kit/guide/batcher/'))
    await expect(first.locator('.vnv-search-hit__trail')).toHaveText('Packages › VnV API kit › Guide')
    // Its excerpt starts after the title, not with it again ("Batcher. The batcher runs…").
    await expect(first.locator('.vnv-search-hit__excerpt')).toHaveText(/^The batcher runs/)
    const marks = (await page.locator('.vnv-search-dialog__results mark').allTextContents()).map((text) => text.toLowerCase())
    expect(marks.some((mark) => mark.startsWith('batcher'))).toBe(true)
    expect(marks.some((mark) => mark.startsWith('queue'))).toBe(true)
    const perPage = await page
      .locator('.vnv-search-hit')
      .evaluateAll((links) =>
        links.reduce<number[]>(
          (counts, link) =>
            link.classList.contains('vnv-search-hit--heading') ? [...counts.slice(0, -1), counts.at(-1)! + 1] : [...counts, 0],
          []
        )
      )
    expect(Math.max(...perPage)).toBeLessThanOrEqual(3)
    // A heading's title as the page shows it, without the "#" of its link.
    const headings = await page.locator('.vnv-search-hit--heading .vnv-search-hit__title').allTextContents()
    expect(headings.filter((title) => title.endsWith('#'))).toEqual([])
    expect(Math.max(...perPage)).toBeGreaterThan(0)
  })

  test('a section filter narrows the results to that section', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'session')
    await expect(pageResults(page).first()).toBeVisible()
    expect((await resultPaths(page)).some((path) => !path.startsWith('/docs/Tutorial/'))).toBe(true)
    const tutorial = page.getByRole('group', { name: 'Filter by section' }).getByRole('button', { name: 'Tutorial' })
    await tutorial.click()
    await expect(tutorial).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(async () => (await resultPaths(page)).every((path) => path.startsWith('/docs/Tutorial/'))).toBe(true)
    expect((await resultPaths(page)).length).toBeGreaterThan(0)
  })

  test('listing pages and old-URL stubs are not results', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'posts tagged')
    const paths = await resultPaths(page)
    expect(paths.filter((path) => /^\/blog\/(tags|authors|archive)\/|^\/docs\/(tags|category|REST|api)\//.test(path))).toEqual([])
  })

  test('a query of words the site does not have says so', async ({ page }) => {
    await ready(page)
    const { box } = await typeInSearch(page, 'qqzzxw')
    await expect(status(page)).toHaveText('No results for “qqzzxw”.')
    // Pagefind matched these by a start the site has (a lone "K", curl's "-X"); no page is about them.
    for (const query of ['kubernetes', 'xyzzyq']) {
      await box.fill(query)
      await expect(status(page)).toHaveText(`No results for “${query}”.`)
    }
    await box.fill('kubernetes session')
    await expect(status(page)).toHaveText(/^No page has “kubernetes session”\. \d+ pages found for “session”/)
  })

  test('excerpts quote what readers read, not a diagram’s source', async ({ page }) => {
    await ready(page)
    // Words of a diagram's labels (flows.mdx: "Extract the flattened child items"), with other pages' words.
    await typeInSearch(page, 'flattened child items')
    await expect(page.locator('.vnv-search-hit__excerpt').first()).toBeVisible()
    const excerpts = await page.locator('.vnv-search-hit__excerpt').allTextContents()
    expect(excerpts.filter((text) => /-->|\b[A-Z]\[[A-Z]/.test(text))).toEqual([])
  })

  test('spec text in results stays text: the hostile fixture’s markup runs nowhere', async ({ page }) => {
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.dismiss()
    })
    await ready(page)
    await typeInSearch(page, 'pwned')
    // The hostile fixture's pages are found (npm test builds them: VNV_REST_FIXTURES=1), their text shown as text.
    await expect(pageResults(page).first()).toHaveAttribute('href', new RegExp(`^${url('/docs/rest/test-fixture-hostile/')}`))
    await expect(page.locator('.vnv-search-dialog__results mark').first()).toBeVisible()
    // Its markup reads as the page has it, not as Pagefind's escapes (&lt;script&gt;).
    await expect(page.locator('.vnv-search-dialog__results')).toContainText('<script>')
    await expect(page.locator('.vnv-search-dialog__results')).not.toContainText('&lt;')
    expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__pwned')))).toEqual([])
    expect(alerts).toEqual([])
  })
})

test.describe('keyboard and screen readers', () => {
  test('“Show more results” brings the first new result into sight and keeps the focus in the dialog, on it; Escape still closes it', async ({
    page
  }) => {
    await ready(page)
    await page.keyboard.press('Control+k')
    await box(page).fill('session')
    const more = dialog(page).getByRole('button', { name: /^Show more results/ })
    await expect(more).toBeVisible()
    const options = dialog(page).getByRole('option')
    const before = await options.count()
    await more.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => options.count()).toBeGreaterThan(before)
    await expect(box(page)).toBeFocused()
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options.nth(before).getAttribute('id'))!)
    await expect(options.nth(before)).toBeInViewport()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
  })

  test('results asked for with “Show more” that arrive after a new query was typed are not added to its results', async ({ page }) => {
    await ready(page)
    await page.keyboard.press('Control+k')
    await box(page).fill('session')
    const more = dialog(page).getByRole('button', { name: /^Show more results/ })
    await expect(more).toBeVisible()
    // The pages "Show more" asks for are held back until the next query's results show.
    const held: Route[] = []
    let holding = true
    await page.route('**/pagefind/fragment/**', (route) => (holding ? void held.push(route) : route.continue()))
    await more.click()
    await expect.poll(() => held.length).toBeGreaterThan(0)
    holding = false
    await box(page).fill('batcher')
    await expect(status(page)).toContainText('“batcher”')
    const shown = await resultPaths(page)
    await Promise.all(held.map((route) => route.continue()))
    await page.waitForTimeout(500)
    expect(await resultPaths(page)).toEqual(shown)
  })

  test('Tab moves from the box through the dialog’s controls, never onto the results list itself', async ({ page }) => {
    await ready(page)
    await page.keyboard.press('Control+k')
    await box(page).fill('session')
    await expect(dialog(page).getByRole('option').first()).toBeVisible()
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('listbox')
    }
  })

  test('keyboard alone: arrows move the selection, Enter opens it and the dialog closes', async ({ page }) => {
    await ready(page)
    await page.keyboard.press('Control+k')
    await page.keyboard.type('relations', { delay: 20 })
    await expect(status(page)).toContainText('“relations”')
    const options = page.getByRole('option')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!)
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowDown')
    const target = (await options.nth(1).getAttribute('href'))!
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((u) => u.pathname + u.hash === target)
    await expect(dialog(page)).toHaveCount(0)
  })

  test('the result count is announced in a status region', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'heatmap')
    await expect(page.getByRole('status').filter({ hasText: /pages? found for “heatmap”\.$/ })).toBeVisible()
  })

  test('Tab stays inside the open dialog', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'session')
    await expect(pageResults(page).first()).toBeVisible()
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    }
  })

  test('axe finds nothing serious with the dialog open, with results and without', async ({ page }) => {
    await ready(page)
    await typeInSearch(page, 'session')
    await expect(pageResults(page).first()).toBeVisible()
    expect(await seriousViolations(page), 'accessibility (axe) with results').toEqual([])
    await box(page).fill('install docker')
    await expect(page.getByRole('group', { name: 'Pages with some of the words' })).toBeVisible()
    expect(await seriousViolations(page), 'accessibility (axe) with pages that have some of the words').toEqual([])
    await box(page).fill('qqzzxw')
    await expect(status(page)).toHaveText('No results for “qqzzxw”.')
    expect(await seriousViolations(page), 'accessibility (axe) with no results').toEqual([])
  })
})

test.describe('phones', () => {
  test.use({ viewport: { width: 390, height: 740 }, hasTouch: true, isMobile: true })

  test('the dialog fills the screen, shows no keyboard hints, and a tap opens a result', async ({ page }) => {
    await ready(page)
    await expect(page.locator('.vnv-search-button__keys')).toBeHidden()
    // An icon on screen, still named for screen readers by its label.
    const button = page.locator('.vnv-navbar').getByRole('button', { name: 'Search docs…', exact: true })
    expect((await button.boundingBox())!.width).toBeLessThan(48)
    await button.tap()
    await box(page).pressSequentially('relations', { delay: 20 })
    await expect(status(page)).toContainText('“relations”')
    const panel = (await dialog(page).boundingBox())!
    expect(panel.x).toBeGreaterThanOrEqual(0)
    expect(panel.x + panel.width).toBeLessThanOrEqual(390)
    expect(panel.width).toBeGreaterThan(380)
    await expect(page.locator('.vnv-search-dialog__keys')).toBeHidden()
    // The close button says so in a word, not with a key a phone does not have.
    await expect(page.getByRole('button', { name: 'Close search' }).locator('.vnv-search-dialog__close-word')).toBeVisible()
    await expect(page.locator('.vnv-search-dialog__close-key')).toBeHidden()
    const overflow = await sidewaysScroll(page)
    expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0)
    const first = pageResults(page).first()
    const target = (await first.getAttribute('href'))!
    await first.tap()
    await expect(page).toHaveURL((u) => u.pathname + u.hash === target)
  })

  test('opening the dialog moves nothing on the page under it', async ({ page }) => {
    await ready(page)
    const before = await page.locator('main h1').boundingBox()
    await page.locator('.vnv-search-button').tap()
    await expect(dialog(page)).toBeVisible()
    expect(await page.locator('main h1').boundingBox()).toEqual(before)
  })
})
