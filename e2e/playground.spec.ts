/**
 * Live examples (```jsx live blocks): every example of the site renders,
 * the editor drives the preview frame, errors stay inline, reset restores,
 * dark mode reaches editor and preview, and pages without examples never
 * download the playground.
 */
import type { Locator, Page } from '@playwright/test'
import { seriousViolations } from './a11y'
import {
  CHUNK_LOAD_FAILURES,
  CODE_MARKERS,
  expect,
  layoutShifts,
  routeChunksHolding,
  test,
  toggleColourMode,
  url,
  waitForHydration
} from './fixtures'
import { htmlFiles } from './site-index'

const BUTTON_PAGE = '/docs/Components/elements/button/'
/** A live example's error: said politely, as the result around it, not as an alert that cuts in at every key. */
const errorOf = (playground: Locator) => playground.locator('[aria-live="polite"] .vnv-playground__error')

/** The pages with live examples, read from out/ so that a new example is checked as soon as it is written. */
const LIVE_PAGES = htmlFiles()
  .filter((file) => !file.isRedirectStub && file.html.includes('data-playground'))
  .map((file) => file.route)

test('the site has pages with live examples to check', () => {
  expect(LIVE_PAGES.length).toBeGreaterThan(20)
})

for (const route of LIVE_PAGES)
  test(`every live example on ${route} renders, without an error`, async ({ page }) => {
    await page.goto(url(route))
    await waitForHydration(page)
    const playgrounds = await page.locator('[data-playground]').all()
    for (const playground of playgrounds) {
      // A frame is made when its example comes into view; "Loading the example…" stays until its first render.
      await playground.scrollIntoViewIfNeeded()
      await expect(playground.locator('iframe')).toBeAttached({ timeout: 15_000 })
      await expect(playground.locator('.vnv-playground__pending')).toHaveCount(0)
      await expect(errorOf(playground)).toHaveCount(0)
    }
  })

test('each example’s code and result are named by the section they sit in, apart from the page’s other examples', async ({ page }) => {
  await page.goto(url(BUTTON_PAGE))
  await waitForHydration(page)
  const named = []
  for (const playground of await page.locator('[data-playground]').all()) {
    await playground.scrollIntoViewIfNeeded()
    await expect(playground.locator('iframe')).toBeAttached({ timeout: 15_000 })
    named.push([await playground.locator('iframe').getAttribute('title'), await playground.getByRole('textbox').getAttribute('aria-label')])
  }
  expect(named).toEqual([
    ['Live example result: A text button and an icon-only button', 'Code of the live example: A text button and an icon-only button'],
    ['Live example result: Disabled but still focusable', 'Code of the live example: Disabled but still focusable']
  ])
})

async function openFirstPlayground(page: Page) {
  await page.goto(url(BUTTON_PAGE))
  await waitForHydration(page)
  const playground = page.locator('[data-playground]').first()
  await playground.scrollIntoViewIfNeeded()
  const editor = playground.getByRole('textbox', { name: 'Code of the live example' })
  const preview = playground.frameLocator('iframe[title^="Live example result"]')
  await expect(preview.getByRole('button', { name: 'Commit session' })).toBeVisible()
  return { playground, editor, preview }
}

/** Pastes `code` over the example's (typing is the keyboard test's: key by key, 550 characters took 25 s). */
async function replaceCode(page: Page, editor: ReturnType<Page['locator']>, code: string) {
  await editor.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Delete')
  await page.keyboard.insertText(code)
  await expect(editor).toHaveValue(code)
}

test('a dialog opened in an example shows whole: the frame makes room for it, and gives it back once closed', async ({ page }) => {
  await page.goto(url('/docs/Components/elements/modal/'))
  await waitForHydration(page)
  const playground = page.locator('[data-playground]').first()
  await playground.scrollIntoViewIfNeeded()
  const frame = playground.locator('iframe[title^="Live example result"]')
  const preview = playground.frameLocator('iframe[title^="Live example result"]')
  await preview.getByRole('button', { name: 'Open the dialog' }).click()
  const dialog = preview.getByRole('dialog', { name: 'Delete confirmation' })
  await expect(dialog.getByText('Delete the selected item?')).toBeVisible()
  // The dialog lies within the frame, at its own height, not squashed into the closed example's strip.
  await expect.poll(async () => (await frame.boundingBox())!.height).toBeGreaterThan(300)
  const [box, inside] = [(await frame.boundingBox())!, (await dialog.boundingBox())!]
  expect(inside.height).toBeGreaterThan(100)
  expect(inside.y).toBeGreaterThanOrEqual(box.y)
  expect(inside.y + inside.height).toBeLessThanOrEqual(box.y + box.height)
  await frame.scrollIntoViewIfNeeded()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect.poll(async () => (await frame.boundingBox())!.height).toBeLessThan(150)
})

test('the code is readable before JavaScript runs', async ({ request }) => {
  const html = await (await request.get(url(BUTTON_PAGE))).text()
  expect(html).toContain('Commit session')
  expect(html).toMatch(/class="[^"]*vnv-playground__editor/)
})

test.describe('before its scripts run', () => {
  test.use({ allowedConsoleErrors: CHUNK_LOAD_FAILURES })

  test('a live example already holds the place of its result, so the text below does not move when the page hydrates', async ({ page }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto(url(BUTTON_PAGE))
    const playground = page.locator('[data-playground]').first()
    await expect(playground.getByText('Loading the example…')).toBeVisible()
    await expect(playground.locator('.vnv-playground__frame')).toHaveCSS('height', '96px')
  })
})

test('while an example loads, its result goes from its placeholder straight to its height: the text below moves once, not up and down', async ({
  page
}) => {
  // Every height the first example's result takes, from the server's placeholder on.
  await page.addInitScript(() => {
    const heights: number[] = ((window as unknown as { resultHeights: number[] }).resultHeights = [])
    new MutationObserver(() => {
      const frame = document.querySelector<HTMLElement>('[data-playground] .vnv-playground__frame')
      if (frame && frame.style.height && heights.at(-1) !== parseFloat(frame.style.height)) heights.push(parseFloat(frame.style.height))
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] })
  })
  await openFirstPlayground(page)
  const heights = () => page.evaluate(() => (window as unknown as { resultHeights: number[] }).resultHeights)
  // The frame says its height once it has drawn the example, maybe after the page shows it.
  await expect.poll(async () => (await heights()).at(-1)).not.toBe(96)
  expect(await heights(), 'heights taken').toEqual([96, (await heights()).at(-1)])
})

test('reading down a page of examples on a phone, each result has its height before it comes into view: the text does not move', async ({
  page
}) => {
  // It reads about twelve screens, each until its examples have kept their height for half a second: 26 s on a quiet
  // run, more than the default 30 s on a busy one.
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(url('/docs/Components/charts/breakdown/'))
  await waitForHydration(page)
  // Until every example whose place starts less than `screens` screens below the top of the window has drawn its
  // result and kept its height for half a second.
  const settledWithin = async (screens: number, message: string) => {
    let last = ''
    await expect
      .poll(
        async () => {
          const now = await page.evaluate((screens) => {
            const near = (element: Element) =>
              element.getBoundingClientRect().bottom > 0 && element.getBoundingClientRect().top < innerHeight * screens
            const pending = [...document.querySelectorAll('.vnv-playground__pending')].filter(near).length
            const heights = [...document.querySelectorAll<HTMLElement>('.vnv-playground__frame')]
              .filter(near)
              .map((frame) => frame.style.height)
            return pending ? 'loading' : heights.join()
          }, screens)
          const settled = now !== 'loading' && now === last
          last = now
          return settled
        },
        { message, intervals: [500], timeout: 15_000 }
      )
      .toBe(true)
  }
  // The reader reads the first screen once its examples are drawn, then scrolls on by most of a screen at a time. While
  // they read a screen, the results of the next one load (from their first scroll on, not before).
  await settledWithin(1, 'the results on the first screen have loaded')
  while (await page.evaluate(() => scrollY + innerHeight < document.documentElement.scrollHeight - 1)) {
    await page.mouse.wheel(0, 600)
    await settledWithin(2, 'the results a screen ahead have loaded')
  }
  const { total, shifts } = await layoutShifts(page)
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.05)
})

test('an image of the site named relative to the frame, as CONTRIBUTING asks, loads in a live example', async ({ page }) => {
  await page.goto(url('/docs/Components/elements/brand/'))
  await waitForHydration(page)
  const playground = page.locator('[data-playground]').first()
  await playground.scrollIntoViewIfNeeded()
  const image = playground.frameLocator('iframe').getByRole('img', { name: 'Infrasoft' })
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
})

test('the editor colours the code; Prism never highlights the page by itself', async ({ page }) => {
  const { playground } = await openFirstPlayground(page)
  const highlight = playground.locator('.vnv-code-editor__highlight')
  // A component name in a tag takes the theme's function colour (#6639ba in light mode).
  await expect(highlight.locator('.token.class-name', { hasText: 'Button' }).first()).toHaveCSS('color', 'rgb(102, 57, 186)')
  // Manual mode: Prism would otherwise re-highlight every `language-*` block once loaded.
  expect(await page.evaluate(() => (window as { Prism?: { manual?: boolean } }).Prism?.manual)).toBe(true)
})

test('editing the code updates the preview', async ({ page }) => {
  const { editor, preview } = await openFirstPlayground(page)
  await replaceCode(page, editor, '<Button variant="danger">Remove relation</Button>')
  await expect(preview.getByRole('button', { name: 'Remove relation' })).toBeVisible()
  await expect(preview.getByRole('button', { name: 'Commit session' })).toHaveCount(0)
})

test('a syntax error shows inline and the rest of the page keeps working', async ({ page }) => {
  const { playground, editor } = await openFirstPlayground(page)
  await replaceCode(page, editor, '<Button variant="primary">Unclosed')
  await expect(errorOf(playground)).toContainText(/SyntaxError|Expected|Unterminated/i)
  await expect(playground.getByRole('alert')).toHaveCount(0)
  // Another example on the same page still renders and the page still navigates.
  const second = page.locator('[data-playground]').nth(1)
  await second.scrollIntoViewIfNeeded()
  await expect(second.frameLocator('iframe').getByRole('button', { name: 'Commit session' })).toBeVisible()
  await page.locator('.vnv-page__sidebar').getByRole('link', { name: 'Alert', exact: true }).click()
  await expect(page).toHaveURL(/\/docs\/Components\/elements\/alert\/$/)
  await expect(page.locator('h1')).toContainText('Alert')
})

test('reset restores the example and clears the error', async ({ page }) => {
  const { playground, editor, preview } = await openFirstPlayground(page)
  const original = await editor.inputValue()
  const reset = playground.getByRole('button', { name: 'Reset' })
  await expect(reset).toBeDisabled()
  await replaceCode(page, editor, '<Button>')
  await expect(errorOf(playground)).toBeVisible()
  await reset.press('Enter')
  await expect(editor).toHaveValue(original)
  // Reset disabled itself: the focus is in the restored code, not lost to the page.
  await expect(editor).toBeFocused()
  await expect(errorOf(playground)).toHaveCount(0)
  await expect(preview.getByRole('button', { name: 'Commit session' })).toBeVisible()
  await expect(reset).toBeDisabled()
})

test('on a phone, "Wrap long lines" breaks long lines at the editor’s width, the code and its colours still one over the other', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const { playground, editor } = await openFirstPlayground(page)
  const frame = playground.locator('.vnv-code-editor')
  const scrollsSideways = () => frame.evaluate((box) => box.scrollWidth > box.clientWidth)
  expect(await scrollsSideways(), 'the example has lines longer than a phone').toBe(true)
  const wrap = playground.getByRole('button', { name: 'Wrap long lines' })
  await wrap.click()
  await expect(wrap).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(scrollsSideways).toBe(false)
  const layers = await playground.locator('.vnv-code-editor__highlight').evaluate((highlight) => {
    const input = highlight.nextElementSibling as HTMLTextAreaElement
    return { highlight: highlight.scrollHeight, input: input.scrollHeight, width: [highlight.clientWidth, input.clientWidth] }
  })
  expect(layers.input, 'the textarea breaks the lines where its coloured copy does').toBe(layers.highlight)
  expect(layers.width[1]).toBe(layers.width[0])
  await editor.click()
  await wrap.click()
  await expect.poll(scrollsSideways).toBe(true)
})

test('copy puts the current code on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { playground, editor } = await openFirstPlayground(page)
  await replaceCode(page, editor, '<Label>Copied example</Label>')
  await playground.getByRole('button', { name: 'Copy' }).click()
  await expect(playground.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<Label>Copied example</Label>')
})

test('the editor is reachable and usable from the keyboard', async ({ page }) => {
  const { playground, editor, preview } = await openFirstPlayground(page)
  await playground.getByRole('button', { name: 'Copy' }).focus()
  await page.keyboard.press('Tab') // Reset is disabled, so focus lands in the editor
  await expect(editor).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('<Badge>Keyboard</Badge>')
  await expect(preview.getByText('Keyboard')).toBeVisible()
  // The caret stays where the reader put it: edit inside the text just typed.
  for (let i = 0; i < '</Badge>'.length; i++) await page.keyboard.press('ArrowLeft')
  await page.keyboard.type(' works')
  await expect(editor).toHaveValue('<Badge>Keyboard works</Badge>')
  await expect(preview.getByText('Keyboard works')).toBeVisible()
})

test('dark mode applies to the editor and the preview', async ({ page }) => {
  const { playground, editor } = await openFirstPlayground(page)
  await expect(editor).toHaveAttribute('data-mode', 'light')
  await toggleColourMode(page)
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(editor).toHaveAttribute('data-mode', 'dark')
  const background = await playground.locator('.vnv-code-editor').evaluate((el) => getComputedStyle(el).backgroundColor)
  const [r, g, b] = background.match(/\d+/g)!.map(Number)
  expect(r + g + b, `editor background ${background} should be dark`).toBeLessThan(200)
  await expect(playground.frameLocator('iframe').locator('html')).toHaveClass(/pf-v6-theme-dark/)
})

test('the preview is isolated: PatternFly styles never reach the site', async ({ page }) => {
  await openFirstPlayground(page)
  const sheets = await page.evaluate(() => [...document.styleSheets].map((s) => s.href ?? '').join(' '))
  expect(sheets).not.toMatch(/playground|patternfly/i)
  expect(await page.locator('[class*="pf-v6-"]').count()).toBe(0)
})

test.describe('code typed into an example runs sandboxed', () => {
  /** Renders what each attempt got, one line each: the frame's own origin is opaque, the page's out of reach. */
  const ATTEMPTS = `() => {
  const attempt = (name, run) => { try { return name + ': ' + String(run()) } catch (error) { return name + ': blocked' } }
  return <pre>{[
    attempt('origin', () => window.origin),
    attempt('own storage', () => localStorage.getItem('vnv-secret')),
    attempt('page storage', () => window.parent.localStorage.getItem('vnv-secret')),
    attempt('cookies', () => document.cookie),
    attempt('page', () => (window.parent.document.querySelector('h1').textContent = 'Hijacked')),
  ].join('\\n')}</pre>
}`

  test('it can read neither the site’s storage and cookies nor change its page', async ({ page }) => {
    const { editor, preview } = await openFirstPlayground(page)
    await page.evaluate(() => {
      localStorage.setItem('vnv-secret', 'secret')
      document.cookie = 'vnv-cookie=secret; path=/'
    })
    const title = await page.locator('main h1').textContent()
    await replaceCode(page, editor, ATTEMPTS)
    const result = preview.locator('pre')
    await expect(result).toContainText('origin: null')
    await expect(result).toContainText('own storage: blocked')
    await expect(result).toContainText('page storage: blocked')
    await expect(result).toContainText('cookies: blocked')
    await expect(result).toContainText('page: blocked')
    await expect(page.locator('main h1')).toHaveText(title!)
  })

  test.describe('navigation', () => {
    // Chromium reports the blocked attempt as a console error: the one this test provokes.
    test.use({ allowedConsoleErrors: /Unsafe attempt to initiate navigation/ })
    test('it cannot navigate the page it sits in', async ({ page }) => {
      const { editor, preview } = await openFirstPlayground(page)
      const before = page.url()
      await replaceCode(
        page,
        editor,
        `() => { try { window.top.location.href = 'https://example.com/' } catch (error) {} return <p>Tried</p> }`
      )
      await expect(preview.getByText('Tried')).toBeVisible()
      await page.waitForTimeout(500)
      expect(page.url()).toBe(before)
    })
  })
})

test('an in-house component renders in its playground', async ({ page }) => {
  await page.goto(url('/docs/Components/charts/matrix/'))
  const playground = page.locator('[data-playground]').first()
  await playground.scrollIntoViewIfNeeded()
  await expect(playground.frameLocator('iframe').locator('table').first()).toBeVisible()
  await expect(errorOf(playground)).toHaveCount(0)
})

test('a page without live examples downloads no playground code', async ({ page }) => {
  const requested: string[] = []
  const playgroundCode: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  page.on('response', async (response) => {
    if (!/\.js$/.test(new URL(response.url()).pathname)) return
    if ((await response.text().catch(() => '')).includes(CODE_MARKERS.livePlayground)) playgroundCode.push(response.url())
  })
  await page.goto(url('/docs/Tutorial/intro/'))
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(requested.filter((u) => /\/playground\/|patternfly|pf-v6/i.test(u))).toEqual([])
  expect(playgroundCode).toEqual([])
  // Control: the same check sees the playground where there is one.
  const onComponentPage: string[] = []
  page.on('request', (request) => onComponentPage.push(request.url()))
  await page.goto(url(BUTTON_PAGE))
  await page.locator('[data-playground]').first().scrollIntoViewIfNeeded()
  await expect.poll(() => playgroundCode.length).toBeGreaterThan(0)
  await expect.poll(() => onComponentPage.filter((u) => /\/playground\/frame\.(html|js)/.test(u)).length).toBeGreaterThan(1)
})

test('the editor and its highlighter are fetched after the page has loaded, not with it', async ({ page }) => {
  const editorCode: string[] = []
  page.on('response', async (response) => {
    if (!/\.js$/.test(new URL(response.url()).pathname)) return
    if ((await response.text().catch(() => '')).includes(CODE_MARKERS.codeEditor)) editorCode.push(response.url())
  })
  await page.goto(url(BUTTON_PAGE))
  await waitForHydration(page)
  // Until then the code shows as the server rendered it; then the editor takes its place.
  await expect(page.getByRole('textbox', { name: 'Code of the live example' }).first()).toBeVisible()
  await expect.poll(() => editorCode.length).toBeGreaterThan(0)
  const timing = await page.evaluate((editorUrl) => {
    const editor = performance.getEntriesByType('resource').find((entry) => entry.name === editorUrl)
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return { editorStart: editor ? editor.startTime : null, loadEnd: navigation.loadEventEnd }
  }, editorCode[0])
  expect(timing.editorStart).not.toBeNull()
  expect(timing.editorStart).toBeGreaterThan(timing.loadEnd)
})

test('until its first render, the result says the example is loading', async ({ page }) => {
  // The frame's own script arrives late, as on a slow connection.
  await page.route('**/playground/frame.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.goto(url(BUTTON_PAGE))
  const playground = page.locator('[data-playground]').first()
  await playground.scrollIntoViewIfNeeded()
  const pending = playground.getByText('Loading the example…')
  await expect(pending).toBeVisible()
  await expect(
    playground.frameLocator('iframe[title^="Live example result"]').getByRole('button', { name: 'Commit session' })
  ).toBeVisible()
  await expect(pending).toHaveCount(0)
})

/**
 * The button page once its editor has loaded: at 1280 × 720 its first example, on screen, has the editor (the control),
 * and its last, below the fold, not yet. Returns the last example.
 */
async function openWithLastExampleUnreached(page: Page) {
  await page.goto(url(BUTTON_PAGE))
  await waitForHydration(page)
  await expect(page.locator('[data-playground]').first().getByRole('textbox', { name: 'Code of the live example' })).toBeVisible()
  const last = page.locator('[data-playground]').last()
  await expect(last.getByRole('textbox')).toHaveCount(0)
  return last
}

test('a live example off screen has neither frame nor editor until the reader scrolls to it', async ({ page }) => {
  const last = await openWithLastExampleUnreached(page)
  await page.waitForLoadState('networkidle')
  await expect(last.locator('.vnv-playground__frame')).toBeAttached()
  // Its slot keeps the place (no layout shift later) but is not yet a document of its own.
  await expect(last.locator('iframe')).toHaveCount(0)
  // Its code is there as text, without the editor's coloured copy.
  await expect(last.locator('pre.vnv-playground__editor')).toBeAttached()
  await expect(last.getByRole('textbox')).toHaveCount(0)
  await last.scrollIntoViewIfNeeded()
  await expect(last.frameLocator('iframe[title^="Live example result"]').locator('#root')).toBeAttached()
  await expect(last.getByRole('textbox', { name: 'Code of the live example' })).toBeVisible()
})

test('tabbing to the code of an example off screen lands in its editor, ready to type', async ({ page }) => {
  const last = await openWithLastExampleUnreached(page)
  // The example's Copy button, focused without scrolling; Reset is disabled, so Tab goes on to the code.
  await last.getByRole('button', { name: 'Copy' }).evaluate((button: HTMLElement) => button.focus({ preventScroll: true }))
  await page.keyboard.press('Tab')
  const editor = last.getByRole('textbox', { name: 'Code of the live example' })
  await expect(editor).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('<Badge>Tabbed</Badge>')
  await expect(editor).toHaveValue('<Badge>Tabbed</Badge>')
})

test('printed, every example shows its code as its editor colours it, also those the reader has not reached', async ({ page }) => {
  await openWithLastExampleUnreached(page)
  // The browser prints the page as it stands once its beforeprint listeners have returned: this one runs last.
  await page.evaluate(() =>
    addEventListener('beforeprint', () => {
      const last = [...document.querySelectorAll('[data-playground]')].at(-1)
      ;(window as unknown as { editorWhenPrinted: boolean }).editorWhenPrinted = Boolean(last?.querySelector('textarea'))
    })
  )
  await page.pdf() // printing fires beforeprint and afterprint
  expect(await page.evaluate(() => (window as unknown as { editorWhenPrinted?: boolean }).editorWhenPrinted)).toBe(true)
})

test.describe('before its editor has loaded', () => {
  test.use({ allowedConsoleErrors: CHUNK_LOAD_FAILURES })

  test("a live example's code can be scrolled from the keyboard, and the page passes axe", async ({ page }) => {
    // The editor never arrives: the code stays as the server rendered it, some of it longer than its box.
    await routeChunksHolding(page, CODE_MARKERS.codeEditor, (route) => route.abort())
    await page.goto(url('/docs/Components/charts/matrix/'))
    await waitForHydration(page)
    const blocks = page.locator('[data-playground] pre.vnv-playground__editor')
    await expect(blocks.first()).toBeVisible()
    const scrolls = await blocks.evaluateAll((pres) =>
      pres.map((pre) => pre.scrollHeight > pre.clientHeight || pre.scrollWidth > pre.clientWidth)
    )
    expect(scrolls).toContain(true)
    const code = blocks.nth(scrolls.indexOf(true))
    await code.focus()
    await expect(code).toBeFocused()
    expect(await seriousViolations(page)).toEqual([])
  })
})
