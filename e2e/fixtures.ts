import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { resolveBasePath } from '../config/base-path.mjs'
import { OUT } from './site-index'

export const BASE = resolveBasePath(process.env.BASE_PATH)

/** A site path under the base path: url('/docs/') → '/vnv-documentation/docs/'. */
export const url = (path: string) => `${BASE}${path}`

/** What the browser logs when a test blocks a chunk of the page's code on purpose: for `allowedConsoleErrors`. */
export const CHUNK_LOAD_FAILURES = /net::ERR_FAILED|ChunkLoadError|Loading chunk|Failed to load chunk/

/**
 * Every test fails on a console error or an uncaught page error, so a broken
 * script can never hide behind a passing assertion.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp | null }>({
  /**
   * Console errors a test provokes on purpose (a 404 document, a blocked script),
   * as one pattern: an array here would read as Playwright's [value, options].
   */
  allowedConsoleErrors: [null, { option: true }],
  // Route handlers still at work when a test ends (a delayed or fetched chunk, a prefetch) end with it: their errors
  // are none of the test's. Seen once in CI, where one stopped its worker and left the next test unrun.
  page: async ({ page }, use) => {
    await use(page)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowedConsoleErrors?.test(message.text())) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true }
  ]
})

export { expect }

/** How far the page scrolls sideways, in px: above 0, part of every line is hidden off-screen. */
export function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/** Where an element's text wraps, as laid out: the last character of each of its lines but the last. */
export function wrapPoints(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const characters: { character: string; top: number }[] = []
    const range = document.createRange()
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
      for (let i = 0; i < node.length; i++) {
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        characters.push({ character: node.data[i], top: range.getBoundingClientRect().top })
      }
    return characters.flatMap(({ top }, i) => (i > 0 && top > characters[i - 1].top ? [characters[i - 1].character] : []))
  })
}

/**
 * Waits until React has hydrated the whole page: the colour toggle becomes enabled once the navbar has,
 * and the content, table of contents and footer, Suspense boundaries hydrated after it in document order,
 * carry React's fiber keys once they have.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('.vnv-navbar .vnv-color-toggle').first()).toBeEnabled()
  await page.waitForFunction(() =>
    ['.vnv-content > :last-child', '.vnv-page__toc a', 'footer.vnv-footer'].every((selector) => {
      const element = document.querySelector(selector)
      return !element || Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
    })
  )
}

/**
 * The page's layout shifts so far, from the browser's buffer, each with what it moved, and their sum: a check on
 * them can say what moved. (An observer with nothing buffered never calls back: none after a second.)
 */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: { value: number; moved: string[] }[] }> {
  const shifts = await page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.getAttribute('class')} “${node.textContent?.slice(0, 30)}”`
            : String(node?.nodeName)
        new PerformanceObserver((list) =>
          resolve(
            list.getEntries().map((entry) => {
              const shift = entry as unknown as {
                value: number
                sources: { node: Node | null; previousRect: DOMRect; currentRect: DOMRect }[]
              }
              return {
                value: shift.value,
                moved: shift.sources.map(
                  ({ node, previousRect: from, currentRect: to }) =>
                    `${describe(node)} (${from.x},${from.y} ${from.width}×${from.height}) → (${to.x},${to.y} ${to.width}×${to.height})`
                )
              }
            })
          )
        ).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve([]), 1000)
      })
  )
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts }
}

/**
 * Switches the colour mode with the navbar's toggle, from the keyboard: after a scroll the navbar slides back
 * into view, and a click aimed at the toggle can land while it moves (1 run in about 20 under load).
 */
export async function toggleColourMode(page: Page) {
  await page.locator('.vnv-navbar .vnv-color-toggle').first().focus()
  await page.keyboard.press('Enter')
}

/**
 * Searches the way a reader does: the navbar's search button opens the dialog (which loads the index
 * under the base path), then the query is typed key by key. Resolves once the dialog answers the whole
 * query; returns the page results, headings left out.
 */
export async function typeInSearch(page: Page, query: string) {
  await page.locator('.vnv-navbar .vnv-search-button').click()
  const box = page.getByRole('combobox', { name: 'Search the documentation' })
  await box.pressSequentially(query, { delay: 30 })
  // Answers to the query's first letters may show first: wait for the status that names the whole query.
  await expect(page.locator('.vnv-search-dialog__status')).toContainText(`“${query}”`)
  return { box, results: page.locator('.vnv-search-hit:not(.vnv-search-hit--heading)') }
}

/** The scripts Next loads for `route` ('/docs/x', no trailing slash), as paths: from the build manifest in out/. */
export function routeScripts(route: string): string[] {
  const [buildId] = readdirSync(path.join(OUT, '_next/static')).filter((name) => name !== 'chunks' && name !== 'media')
  const script = readFileSync(path.join(OUT, '_next/static', buildId, '_buildManifest.js'), 'utf8')
  const self: { __BUILD_MANIFEST?: Record<string, string[]> } = {}
  new Function('self', script)(self)
  const files = self.__BUILD_MANIFEST?.[route]
  if (!files) throw new Error(`${route} is not in the build manifest of out/`)
  return files.map((file) => `${BASE}/_next/${file}`)
}

/** What only a component's own code holds, to tell its chunk apart: Turbopack names chunks by hash. */
export const CODE_MARKERS = { livePlayground: 'vnv-playground__toolbar', codeEditor: 'vnv-code-editor__layers' } as const

/** Hands `handle` each request for a chunk of code that holds `marker` (CODE_MARKERS); others pass unchanged. */
export async function routeChunksHolding(page: Page, marker: string, handle: (route: Route, body: string) => Promise<void>) {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    return body.includes(marker) ? handle(route, body) : route.fulfill({ response })
  })
}
