/**
 * Operation pages on a phone (390 px): parameter tables turn into cards whose
 * text has room to read, the method and path show once, and nothing makes
 * the page scroll sideways.
 */
import type { Page } from '@playwright/test'
import { STORAGE_KEYS } from '../config/constants'
import { seriousViolations } from './a11y'
import { expect, sidewaysScroll, test, url, waitForHydration, wrapPoints } from './fixtures'

const PAGES = [
  { path: '/docs/rest/microsoft/sp-sites-lists-folders-update-one-file-by-folder/', line: 'PUT /clients/{clientId}/sp/sites/{siteId}' },
  { path: '/docs/rest/session/project-commit-project/', line: 'POST /sessions/{sessionId}/project/commit' }
]
/** Narrowest a text cell may be, in characters of its own font. */
const MIN_CHARACTERS = 16

test.use({ viewport: { width: 390, height: 844 } })

/** Width and font-average character width of every table cell that holds text (operation pages' tables are parameter tables). */
const cellWidths = (page: Page) =>
  page.locator('main table :is(th, td)').evaluateAll((cells) => {
    const context = document.createElement('canvas').getContext('2d')!
    return (
      cells
        // A header row kept only for screen readers (absolutely placed, 1 px) is not read on screen.
        .filter((cell) => cell.getClientRects().length > 0 && cell.textContent!.trim())
        .filter((cell) => !(cell.closest('thead') && getComputedStyle(cell.closest('thead')!).position === 'absolute'))
        .map((cell) => {
          const style = getComputedStyle(cell)
          context.font = style.font
          const sample = 'abcdefghijklmnopqrstuvwxyz'
          const width = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          return { text: cell.textContent!.trim().slice(0, 30), characters: width / (context.measureText(sample).width / sample.length) }
        })
    )
  })

for (const mode of ['light', 'dark'] as const)
  for (const { path, line } of PAGES)
    test(`${path} reads on a phone (${mode}): roomy parameter cells, method and path once, no sideways scroll, axe passes`, async ({
      page
    }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.colorMode, mode])
      await page.goto(url(path))
      await waitForHydration(page)
      const cells = await cellWidths(page)
      expect(cells.length).toBeGreaterThan(3)
      for (const cell of cells)
        expect(cell.characters, `"${cell.text}" is ${cell.characters.toFixed(1)} characters wide`).toBeGreaterThanOrEqual(MIN_CHARACTERS)

      // innerText leaves out what is not rendered: the path shows once, in the header line.
      const text = await page.locator('main').evaluate((main) => (main as HTMLElement).innerText.replace(/\s+/g, ' '))
      const [method, ...rest] = line.split(' ')
      const start = rest.join(' ')
      expect(text.split(`${method} ${start}`).length - 1, `"${method} ${start}…" on screen`).toBe(1)

      // Open everything a reader may open on the page: it must still fit.
      await page.getByText('Fill in your values').click()
      await expect(page.locator('.vnv-request__form')).toBeVisible()
      await page
        .locator('main details:not([open]) > summary')
        .evaluateAll((summaries) => summaries.forEach((s) => (s as HTMLElement).click()))
      const overflow = await sidewaysScroll(page)
      expect(overflow, 'sideways scroll of the page').toBeLessThanOrEqual(0)
      await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /^(?!.*dark)/)
      expect(await seriousViolations(page), 'accessibility (axe) with everything open').toEqual([])
    })

test('the code samples’ tabs, wider than a small phone, fade where tabs are hidden, and the chosen one scrolls into view', async ({
  page
}) => {
  // At 390 px the three tabs fit (rest.spec.ts); at 320 px, the smallest phones', they do not.
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto(url(PAGES[1].path))
  await waitForHydration(page)
  const tabs = page.locator('main .vnv-tabs').filter({ has: page.getByRole('tab', { name: 'curl' }) })
  const fade = tabs.locator('.vnv-scroll-fade').filter({ has: page.getByRole('tablist') })
  await expect(fade).toHaveAttribute('data-hides-right', 'true')
  await expect(fade).not.toHaveAttribute('data-hides-left')
  await tabs.getByRole('tab', { name: 'curl' }).focus()
  await page.keyboard.press('End')
  const last = tabs.getByRole('tab').last()
  await expect(last).toBeFocused()
  // Whole within the row, which has scrolled to it.
  const shown = () =>
    last.evaluate((tab) => {
      const [own, row] = [tab.getBoundingClientRect(), tab.parentElement!.getBoundingClientRect()]
      return own.left >= row.left && own.right <= row.right + 0.5
    })
  await expect.poll(shown).toBe(true)
  await expect(fade).toHaveAttribute('data-hides-left', 'true')
})

test('on a spec’s introduction, a long operation path wraps after its slashes, never inside a name', async ({ page }) => {
  await page.goto(url('/docs/rest/session/infrasoft-vnv-proxy-server/'))
  const path = page.locator('main li code', { hasText: '/sessions/{sessionId}/project/structures/{token}/nodes/{node_token}' })
  const ends = await wrapPoints(path)
  expect(ends.length, 'the path wraps').toBeGreaterThan(0)
  expect(ends).toEqual(ends.map(() => '/'))
  // Copied, it is the path as written.
  expect(await path.textContent()).toBe('/sessions/{sessionId}/project/structures/{token}/nodes/{node_token}')
})

test('a long operation id wraps after its dots, not inside a name', async ({ page }) => {
  await page.goto(url('/docs/rest/session/project-structures-delete-one-structure-child/'))
  const id = page.locator('.vnv-operation-header__download code')
  await expect(id).toHaveText('Project.Structures.deleteOneStructureChild')
  const ends = await wrapPoints(id)
  expect(ends.length, 'the id wraps').toBeGreaterThan(0)
  expect(ends).toEqual(ends.map(() => '.'))
})

test('a long media type wraps after its slash, not inside a name', async ({ page }) => {
  await page.goto(url('/docs/rest/test-fixture-media-types/attachments-upload/'))
  const mediaType = page.locator('main .vnv-media__type code').first()
  await expect(mediaType).toHaveText('application/vnd.vnv.attachment.v1+json')
  expect(await wrapPoints(mediaType)).toEqual(['/'])
})

test('wide screens keep parameter tables as tables', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(url(PAGES[1].path))
  await expect(page.locator('main h3#path-parameters + .vnv-table-frame table')).toHaveCSS('display', 'table')
  await expect(page.locator('main h3#path-parameters + .vnv-table-frame thead')).toBeVisible()
})
