/**
 * The page a reader sees: the table of contents on every width, a title nothing covers, page actions
 * only where they make sense, wide tables that say they scroll, and focus after a client-side navigation.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test, typeInSearch, url, waitForHydration } from './fixtures'

const DOC = '/docs/Tutorial/intro/'
const LONG_POST = '/blog/long-blog-post/'

/** Points on the h1's text, line by line, where something other than the h1 is drawn on top. */
async function coveredTitlePoints(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const title = document.querySelector('main h1')
    if (!title) return ['no h1']
    const range = document.createRange()
    range.selectNodeContents(title)
    const covered: string[] = []
    for (const line of range.getClientRects()) {
      for (let x = line.left + 2; x < line.right - 1; x += Math.max(4, line.width / 24))
        for (const y of [line.top + 1, line.top + line.height / 2, line.bottom - 1]) {
          const top = document.elementFromPoint(x, y)
          if (top && top !== title && !title.contains(top))
            covered.push(`${Math.round(x)},${Math.round(y)}: ${top.className || top.tagName}`)
        }
    }
    return covered
  })
}

test.describe('the title block', () => {
  const pages = [DOC, '/docs/rest/session/sessions-get-all-sessions/', '/docs/rest/session/changelog/', LONG_POST, '/blog/', '/docs/tags/']
  for (const width of [390, 1280])
    test(`nothing covers the h1 of a doc, REST, changelog, post, blog list or tag page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const problems: string[] = []
      for (const route of pages) {
        await page.goto(url(route))
        await waitForHydration(page)
        await page.evaluate(() => window.scrollTo(0, 0))
        problems.push(...(await coveredTitlePoints(page)).map((point) => `${route} ${point}`))
      }
      expect(problems).toEqual([])
    })

  test('a page has its actions; a list of pages has neither them nor an edit link', async ({ page }) => {
    await page.goto(url(DOC))
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible()
    for (const route of ['/blog/', '/docs/tags/']) {
      await page.goto(url(route))
      await expect(page.locator('main h1')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Copy page' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveCount(0)
    }
  })
})

/**
 * Taps the phone's "On this page" bar where it is, once nothing lies over it (a hiding navbar slides away over
 * it). Playwright's click would first scroll the page to the bar's place in the flow.
 */
async function tapTocBar(page: Page) {
  const box = (await page.locator('details.vnv-toc-disclosure summary').boundingBox())!
  const [x, y] = [box.x + 16, box.y + box.height / 2]
  await expect.poll(() => page.evaluate(([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('summary')), [x, y])).toBe(true)
  await page.mouse.click(x, y)
}

test.describe('the table of contents', () => {
  test('on a phone, "On this page" opens the list; an entry closes it, jumps to its heading and moves focus there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(url(DOC))
    await waitForHydration(page)
    const disclosure = page.locator('details.vnv-toc-disclosure')
    await expect(page.locator('.vnv-page__toc')).toBeHidden()
    await disclosure.getByText('On this page').click()
    await disclosure.getByRole('link', { name: 'Commit messages' }).click()
    await expect(disclosure).not.toHaveAttribute('open')
    await expect(page).toHaveURL(/#commit-messages$/)
    await expect(page.locator('h2#commit-messages')).toBeFocused()
    await expect(page.locator('h2#commit-messages')).toBeInViewport()
  })

  test('on a phone, "On this page" stays in sight naming the section being read, and opens over the page without moving it', async ({
    page
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(url(DOC))
    await waitForHydration(page)
    const disclosure = page.locator('details.vnv-toc-disclosure')
    const summary = disclosure.locator('summary')
    const heading = page.locator('h2#commit-messages')
    // Above the first heading, no section is being read yet.
    await expect(summary).toHaveText('On this page')
    await summary.click()
    await disclosure.getByRole('link', { name: 'Commit messages' }).click()
    await expect(summary).toHaveText(/^On this page\s*Commit messages$/)
    // The jump went down the page, so the navbar hides and the bar moves up into its place: wait for it to settle.
    await expect(page.locator('.vnv-navbar-container--hidden')).toHaveCount(1)
    await expect(disclosure).toBeInViewport()
    const headingTop = () => heading.evaluate((h) => h.getBoundingClientRect().top)
    const top = await headingTop()
    expect(top, 'the heading jumped to is not under the bar').toBeGreaterThanOrEqual(
      await disclosure.evaluate((d) => d.getBoundingClientRect().bottom)
    )
    const tapBar = () => tapTocBar(page)
    await tapBar()
    await expect(disclosure.getByRole('link', { name: 'Commit messages' })).toBeInViewport()
    expect(await headingTop(), 'the open list lies over the page').toBe(top)
    await page.keyboard.press('Escape')
    await expect(disclosure).not.toHaveAttribute('open')
    await expect(summary).toBeFocused()
    await tapBar()
    // A tap on the page, at its left edge, below the list.
    await page.mouse.click(4, 800)
    await expect(disclosure).not.toHaveAttribute('open')
    // A jump back up brings the navbar back, the bar under it: the heading stops below both.
    await tapBar()
    const first = disclosure.getByRole('link').first()
    const firstHeading = page.locator(`[id="${(await first.getAttribute('href'))!.slice(1)}"]`)
    // From the keyboard: a pointer's click could land on the navbar, were it to slide back over the bar meanwhile.
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('.vnv-navbar-container--hidden')).toHaveCount(0)
    await expect(firstHeading).toBeFocused()
    expect(await firstHeading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      await disclosure.evaluate((d) => d.getBoundingClientRect().bottom)
    )
  })

  test('on a phone, the list opened far down a long page shows the entry being read, and closes when the focus leaves it', async ({
    page
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(url('/docs/API/infrasoft-project/'))
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.85))
    const disclosure = page.locator('details.vnv-toc-disclosure')
    const summary = disclosure.locator('summary')
    await expect(page.locator('.vnv-navbar-container--hidden')).toHaveCount(1)
    await tapTocBar(page)
    const current = disclosure.locator('a[aria-current]')
    await expect(current).toHaveCount(1)
    await expect(current).toBeInViewport()
    await expect(summary).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(disclosure).not.toHaveAttribute('open')
  })

  test('a long blog post has one too: a column on wide screens, the disclosure on phones', async ({ page }) => {
    await page.goto(url(LONG_POST))
    await expect(page.locator('.vnv-blog__toc').getByRole('link')).toHaveCount(11)
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.locator('.vnv-blog__toc')).toBeHidden()
    await page.locator('details.vnv-toc-disclosure summary').click()
    await expect(page.locator('details.vnv-toc-disclosure').getByRole('link')).toHaveCount(11)
  })

  test('the entry clicked becomes the current one, marked aria-current: first, middle and last', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(url(DOC))
    await waitForHydration(page)
    const links = page.locator('.vnv-page__toc nav a')
    const count = await links.count()
    expect(count).toBeGreaterThan(4)
    for (const index of [0, Math.floor(count / 2), count - 1]) {
      await links.nth(index).click()
      await expect(links.nth(index)).toHaveAttribute('aria-current', 'true')
      await expect(page.locator('.vnv-page__toc nav a[aria-current]')).toHaveCount(1)
      // The jump puts the heading just below the navbar, not lower.
      const top = await page
        .locator(`[id="${(await links.nth(index).getAttribute('href'))!.slice(1)}"]`)
        .evaluate((h) => h.getBoundingClientRect().top)
      if (index < count - 1) expect(top).toBeLessThan(120)
    }
  })

  test('on a page whose list is taller than the window, the entry being read stays in sight and the page does not move', async ({
    page
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(url('/docs/API/infrasoft-project/'))
    await waitForHydration(page)
    const toc = page.locator('.vnv-page__toc .vnv-toc')
    expect(await toc.evaluate((list) => list.scrollHeight > list.clientHeight), 'the list is taller than its column').toBe(true)
    const y = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight * 0.85)
      return window.scrollY
    })
    const current = toc.locator('a[aria-current]')
    await expect(current).toHaveCount(1)
    await expect(current).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBe(y)
  })

  test('on a phone, a screen or more down the page, "Back to top" comes up in the corner as the reader scrolls back up, and returns to the title', async ({
    page
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(url(DOC))
    await waitForHydration(page)
    const back = page.getByRole('button', { name: 'Back to top' })
    await expect(back).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 3 * window.innerHeight))
    // Reading on down, it is out of the way with the navbar: it covers nothing at the foot of the screen.
    await expect(page.locator('.vnv-navbar-container--hidden')).toHaveCount(1)
    await expect(back).not.toBeInViewport()
    // Reached from the keyboard, it shows.
    await back.focus()
    await expect(back).toBeInViewport({ ratio: 1 })
    await back.blur()
    await expect(back).not.toBeInViewport()
    await page.evaluate(() => window.scrollBy(0, -200))
    await expect(back).toBeInViewport({ ratio: 1 })
    const box = (await back.boundingBox())!
    expect(box.x + box.width).toBeGreaterThan(300)
    expect(box.y + box.height).toBeGreaterThan(780)
    await back.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.locator('#main-content h1')).toBeFocused()
    await expect(back).toHaveCount(0)
  })

  test('on a phone, a link the Tab key brings up from below the window is not left under "Back to top"', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(url('/docs/Components/elements/button/'))
    await waitForHydration(page)
    const tag = page.locator('main .vnv-tag').first()
    // The link before it has the focus, and the tag is just below the window: Tab scrolls it up only as far as needed.
    // Arrived there scrolling up: the navbar and the button are shown.
    await tag.evaluate((link) => {
      const focusable = [...document.querySelectorAll<HTMLElement>('main a[href], main button, main [tabindex="0"]')]
      focusable[focusable.indexOf(link as HTMLElement) - 1].focus({ preventScroll: true })
      window.scrollTo(0, document.documentElement.scrollHeight)
    })
    await expect(page.locator('.vnv-navbar-container--hidden')).toHaveCount(1)
    await tag.evaluate((link) => window.scrollTo(0, window.scrollY + link.getBoundingClientRect().bottom - window.innerHeight + 4))
    const back = page.getByRole('button', { name: 'Back to top' })
    await expect(back).toBeInViewport({ ratio: 1 })
    await page.keyboard.press('Tab')
    await expect(tag).toBeFocused()
    const [link, button] = [(await tag.boundingBox())!, (await back.boundingBox())!]
    expect(link.y + link.height).toBeLessThanOrEqual(button.y)
  })

  test('on a wide screen with the table of contents beside the page, "Back to top" shows once, under the list', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const route of [DOC, '/blog/long-blog-post/']) {
      await page.goto(url(route))
      await waitForHydration(page)
      await page.evaluate(() => window.scrollTo(0, 3 * window.innerHeight))
      const shown = page.getByRole('button', { name: 'Back to top' }).filter({ visible: true })
      await expect(shown, route).toHaveCount(1)
      await expect(page.locator('.vnv-toc').getByRole('button', { name: 'Back to top' }), route).toBeVisible()
    }
  })

  test('a screen or more down the page, "Back to top" under the list returns to the title and gives it the focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(url(DOC))
    await waitForHydration(page)
    const back = page.locator('.vnv-page__toc').getByRole('button', { name: 'Back to top' })
    await expect(back).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    // Scrolling down hides the navbar and the column moves up into its place: click where the button has settled.
    await expect(page.locator('.vnv-navbar-container--hidden')).toBeAttached()
    await back.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.locator('#main-content h1')).toBeFocused()
    await expect(back).toHaveCount(0)
  })
})

test('a table wider than a phone fades on the side that hides more, and its frame is a named, keyboard-scrollable region', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(url('/docs/Packages/vnv-project/basics/node-crud/'))
  await waitForHydration(page)
  const frame = page.locator('.vnv-table-frame').filter({ hasText: 'Meaning' }).first()
  await expect(frame).toHaveAttribute('data-hides-right', 'true')
  const region = frame.getByRole('region', { name: 'Table, scrolls sideways' })
  await region.focus()
  await page.keyboard.press('ArrowRight')
  await expect(frame).toHaveAttribute('data-hides-left', 'true')
  for (let press = 0; press < 40 && (await frame.getAttribute('data-hides-right')); press++) await page.keyboard.press('ArrowRight')
  await expect(frame).not.toHaveAttribute('data-hides-right')
})

test('a table that fits its column is no tab stop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(url('/docs/Components/elements/button/'))
  await waitForHydration(page)
  const frames = page.locator('main .vnv-table')
  expect(await frames.count()).toBeGreaterThan(0)
  for (const frame of await frames.all()) {
    await expect(frame).not.toHaveAttribute('tabindex')
    await expect(frame).not.toHaveAttribute('role')
  }
})

test('a code block that scrolls sideways fades on the side that hides code and is a tab stop, a region named for it; one that fits is neither', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(url('/docs/Tutorial/quick-start/'))
  await waitForHydration(page)
  const pres = page.locator('main pre.vnv-pre')
  const blocks = await pres.evaluateAll((pres) =>
    pres.map((pre) => ({
      scrolls: pre.scrollWidth > pre.clientWidth + 1,
      tabIndex: pre.getAttribute('tabindex'),
      label: pre.ariaLabel,
      fades: pre.parentElement!.hasAttribute('data-hides-right')
    }))
  )
  expect(blocks.filter((block) => block.scrolls).length).toBeGreaterThan(0)
  expect(blocks.filter((block) => !block.scrolls).length).toBeGreaterThan(0)
  for (const block of blocks)
    expect(block).toEqual({
      ...block,
      ...(block.scrolls ? { tabIndex: '0', label: 'Code, scrolls sideways', fades: true } : { tabIndex: null, label: null, fades: false })
    })
  const wide = pres.nth(blocks.findIndex((block) => block.scrolls))
  await wide.evaluate((pre) => pre.scrollBy(pre.scrollWidth, 0))
  await expect(wide.locator('..')).toHaveAttribute('data-hides-left')
  await expect(wide.locator('..')).not.toHaveAttribute('data-hides-right')
})

test.describe('boxes, pills and checklists', () => {
  test('a callout’s label sits at its top, as far from the border as its text is from the bottom', async ({ page }) => {
    await page.goto(url('/docs/Tutorial/quick-start/'))
    const callout = page.locator('main .vnv-callout').first()
    const gaps = await callout.evaluate((box) => {
      const outer = box.getBoundingClientRect()
      const label = box.querySelector('.vnv-callout__label')!.getBoundingClientRect()
      const body = box.querySelector('.vnv-callout__body')!.getBoundingClientRect()
      return { top: label.top - outer.top, bottom: outer.bottom - body.bottom }
    })
    expect(Math.abs(gaps.top - gaps.bottom), JSON.stringify(gaps)).toBeLessThanOrEqual(2)
  })

  test('callouts are notes named by their kind, not landmarks: the page’s landmarks stay few', async ({ page }) => {
    await page.goto(url('/docs/Tutorial/quick-start/'))
    const callouts = page.locator('main .vnv-callout')
    expect(await callouts.count()).toBeGreaterThan(1)
    await expect(page.getByRole('note', { name: 'Warning' }).first()).toBeVisible()
    // Nor is there a nameless one around the sidebar's or a post's table of contents' navigation.
    await expect(page.getByRole('complementary')).toHaveCount(0)
    await page.goto(url('/blog/long-blog-post/'))
    await expect(page.getByRole('navigation', { name: 'On this page' }).first()).toBeAttached()
    await expect(page.getByRole('complementary')).toHaveCount(0)
  })

  test('a checklist’s wrapped lines start under the text, not under the box', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(url('/docs/Components/elements/alert/'))
    const item = page.locator('main li.task-list-item').first()
    const { boxRight, textLeft, lineLefts } = await item.evaluate((li) => {
      const text = document.createRange()
      text.setStartAfter(li.querySelector('input')!)
      text.setEndAfter(li.lastChild!)
      const lines = [...text.getClientRects()]
      return {
        boxRight: li.querySelector('input')!.getBoundingClientRect().right,
        textLeft: lines[0].left,
        lineLefts: lines.slice(1).map((line) => Math.round(line.left))
      }
    })
    expect(lineLefts.length, 'the first item wraps at 390 px').toBeGreaterThan(0)
    for (const left of lineLefts) expect(left).toBeGreaterThan(boxRight)
    expect(textLeft).toBeGreaterThan(boxRight)
  })

  test('tag pills are not underlined like links in prose', async ({ page }) => {
    await page.goto(url('/docs/tags/'))
    const pill = page.locator('main .vnv-tag').first()
    await expect(pill).toHaveCSS('text-decoration-line', 'none')
  })

  test('a post’s author picture is centred on the author’s line', async ({ page }) => {
    await page.goto(url(LONG_POST))
    const author = page.locator('main .vnv-post-authors li').first()
    const centres = await author.evaluate((li) => {
      const middle = (r: DOMRect) => r.top + r.height / 2
      return [middle(li.querySelector('img')!.getBoundingClientRect()), middle(li.querySelector('span')!.getBoundingClientRect())]
    })
    expect(Math.abs(centres[0] - centres[1])).toBeLessThanOrEqual(2)
  })
})

test.describe('focus after a client-side navigation', () => {
  test('a sidebar link moves focus to the new page’s title', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(url(DOC))
    await waitForHydration(page)
    await page.locator('.vnv-page__sidebar').getByRole('link', { name: 'Quick start' }).click()
    await expect(page).toHaveURL(/\/docs\/Tutorial\/quick-start\/$/)
    await expect(page.locator('main h1')).toBeFocused()
  })

  test('Enter on a search result moves focus to the page it opens', async ({ page }) => {
    await page.goto(url(DOC))
    await waitForHydration(page)
    const { box } = await typeInSearch(page, 'heatmap')
    const href = (await page.getByRole('option').first().getAttribute('href'))!
    await box.press('Enter')
    await expect(page).toHaveURL((target) => target.pathname + target.hash === href)
    const hash = new URL(href, 'http://x').hash
    await expect(hash ? page.locator(hash) : page.locator('main h1')).toBeFocused()
  })
})

test.describe('without JavaScript', () => {
  test('every tab panel shows under its tab’s name, and controls only a script can work are left out', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(url('/docs/Packages/vnv-api-kit/sessions/'))
    const panels = page.locator('main .vnv-tabs__panel')
    expect(await panels.count()).toBeGreaterThan(1)
    for (const panel of await panels.all()) await expect(panel).toBeVisible()
    await expect(page.locator('main .vnv-tabs__panel[data-tab="VnV SDK"]')).toBeVisible()
    await expect(page.locator('main [role="tablist"]').first()).toBeHidden()
    // An operation's three samples, each readable.
    await page.goto(url('/docs/rest/session/sessions-get-one-session/'))
    for (const sample of ['curl --request GET', 'fetch(', 'requests.get('])
      await expect(page.locator('main pre', { hasText: sample })).toBeVisible()
    for (const dead of ['.vnv-search-button', '.vnv-navbar__toggle', '.vnv-color-toggle', '.vnv-code-button', '.vnv-page-actions button'])
      await expect(page.locator(dead).first(), dead).toBeHidden()
    // A live example reads as its code; its Copy and Reset, the invitation to edit and the result need a script.
    await page.goto(url('/docs/Components/elements/button/'))
    const example = page.locator('[data-playground]').first()
    await expect(example.getByText('Commit session')).toBeVisible()
    for (const dead of ['Copy', 'Reset']) await expect(example.getByRole('button', { name: dead }), dead).toBeHidden()
    await expect(example.getByText('Live example')).toBeVisible()
    await expect(example.getByText('edit the code to change the result')).toBeHidden()
    await expect(example.getByText('Result', { exact: true })).toBeHidden()
    await context.close()
  })
})

/** Nothing in `scope` is wider than its box: a printed line that does not wrap is cut at the paper's edge. */
async function overflowing(scope: Locator) {
  return scope.evaluateAll((boxes) =>
    boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).map((box) => box.textContent?.slice(0, 60))
  )
}

test.describe('printed', () => {
  // About an A4 page's width between its margins.
  test.use({ viewport: { width: 700, height: 1000 } })

  test('the article alone, dark on white in dark mode too, every code sample under its name and long lines wrapped', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
    await page.goto(url('/docs/rest/session/sessions-get-one-session/'))
    await waitForHydration(page)
    // The builder's controls in the samples arrive once the page is idle.
    await expect(page.locator('.vnv-request__fill')).toBeAttached()
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.locator('body')).toHaveCSS('color', 'rgb(31, 41, 55)')
    await expect(page.locator('main h1')).toHaveText('Get one session')
    for (const left of [
      '.vnv-skip-link',
      '.vnv-announcement',
      '.vnv-navbar-container',
      '.vnv-page__sidebar',
      '.vnv-page__toc',
      '.vnv-footer',
      '.vnv-pagination',
      '.vnv-build-button',
      '.vnv-request__fill',
      '.vnv-request__more'
    ])
      await expect(page.locator(left).first(), left).toBeHidden()
    // What a closed disclosure holds prints too: the operation's servers.
    await expect(page.locator('.vnv-operation-header__meta')).not.toHaveAttribute('open')
    await expect(page.locator('.vnv-operation-header__meta').getByText('http://localhost:8080')).toBeVisible()
    for (const sample of ['curl --request GET', 'fetch(', 'requests.get(']) {
      const pre = page.locator('main pre', { hasText: sample })
      await expect(pre).toBeVisible()
    }
    // A sample picked under More languages prints; the picker does not.
    await page.emulateMedia({ media: 'screen' })
    await page.getByLabel('More languages').selectOption({ index: 1 })
    const picked = page.locator('.vnv-request__more pre')
    await expect(picked).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(picked).toBeVisible()
    await expect(page.getByLabel('More languages')).toBeHidden()
    // Long lines wrap: the REST overview's curl examples run past 1,600 px on one line.
    await page.goto(url('/docs/rest/overview/'))
    expect(await overflowing(page.locator('main pre'))).toEqual([])
    // Code keeps the light theme's colours on paper: a token is drawn in its --shiki-light colour.
    await page.goto(url('/docs/Tutorial/quick-start/'))
    const [color, light] = await page
      .locator('main .vnv-pre span[class^="shl-"]')
      .first()
      .evaluate((span) => {
        const probe = document.createElement('span')
        probe.style.color = getComputedStyle(span).getPropertyValue('--shiki-light')
        document.body.append(probe)
        const resolved = getComputedStyle(probe).color
        probe.remove()
        return [getComputedStyle(span).color, resolved]
      })
    expect(color).toBe(light)
  })

  test('in dark mode, a live example prints its whole code in the text colour, without its result, and a diagram inverted to read on white', async ({
    page
  }) => {
    // The top document only: the examples' sandboxed frames may not touch storage.
    await page.addInitScript(() => window === top && localStorage.setItem('theme', 'dark'))
    await page.goto(url('/docs/Components/charts/matrix/'))
    await waitForHydration(page)
    // The third example has 54 lines, more than the screen's 28rem show. Its editor comes as it nears the screen.
    const example = page.locator('[data-playground]').nth(2)
    await example.scrollIntoViewIfNeeded()
    await expect(example.getByRole('textbox', { name: 'Code of the live example' })).toBeAttached()
    await page.emulateMedia({ media: 'print' })
    await expect(example.locator('.vnv-code-editor__highlight .token').first()).toHaveCSS('color', 'rgb(31, 41, 55)')
    const [shown, whole] = await example.locator('.vnv-playground__editor').evaluate((editor) => [editor.clientHeight, editor.scrollHeight])
    expect(shown).toBe(whole)
    await expect(example.locator('.vnv-playground__result')).toBeHidden()
    // Long lines wrap: the tree view's example has a line of some 120 characters.
    await page.emulateMedia({ media: 'screen' })
    await page.goto(url('/docs/Components/elements/tree-view/'))
    await waitForHydration(page)
    await page.locator('[data-playground]').first().scrollIntoViewIfNeeded()
    await expect(page.getByRole('textbox', { name: 'Code of the live example' }).first()).toBeAttached()
    await page.emulateMedia({ media: 'print' })
    expect(await overflowing(page.locator('.vnv-playground__editor'))).toEqual([])
    await page.emulateMedia({ media: 'screen' })
    await page.goto(url('/docs/Analysis/reports-analysis/'))
    // A diagram is drawn once the reader scrolls near it.
    const diagram = page.locator('.vnv-diagram').first()
    await diagram.scrollIntoViewIfNeeded()
    await expect(diagram).toHaveAttribute('data-diagram', 'drawn')
    await page.emulateMedia({ media: 'print' })
    const drawing = diagram.locator('.vnv-diagram__drawing svg')
    await expect(drawing).toHaveCSS('filter', 'invert(1) hue-rotate(180deg)')
  })
})
