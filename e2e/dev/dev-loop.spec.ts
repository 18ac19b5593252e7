/**
 * The writer's loop in the browser: what `npm run dev` serves matches the
 * export, and edits show in the open page without a restart.
 */
import { expect, test } from '@playwright/test'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { BASE_PATH } from '../../playwright.config'
import { waitForHydration } from '../fixtures'

const SPEC = path.resolve('openapi/database.yaml')
const PROBE_PAGE = path.resolve('pages/docs/Tutorial/dev-loop-probe.mdx')
const PROBE_FOLDER = path.resolve('pages/docs/Tutorial/dev-loop-folder')
const INTRO = path.resolve('pages/docs/Tutorial/intro.mdx')
const originalSpec = readFileSync(SPEC, 'utf8')
const originalIntro = readFileSync(INTRO, 'utf8')

test.afterAll(() => {
  writeFileSync(SPEC, originalSpec)
  writeFileSync(INTRO, originalIntro)
  rmSync(PROBE_PAGE, { force: true })
  rmSync(PROBE_FOLDER, { recursive: true, force: true })
})

test("npm run dev writes no AGENTS.md into the writer's checkout", () => {
  // Next's dev server writes it on start unless next.config.mjs turns it off.
  expect(existsSync(path.resolve('AGENTS.md'))).toBe(false)
})

test('a folder URL and an old URL answer in dev as in the export', async ({ page }) => {
  await page.goto(`${BASE_PATH}/docs/rest/session/`)
  await expect(page).toHaveURL(/\/docs\/rest\/session\/[a-z-]+\/$/)
  await expect(page.locator('h1')).toBeVisible()
  await page.goto(`${BASE_PATH}/docs/intro`)
  await expect(page).toHaveURL(`${BASE_PATH}/docs/Tutorial/intro/`)
  // An old URL that differs from its page's only in letter case moves as its stub page moves it.
  await page.goto(`${BASE_PATH}/docs/REST/overview/`)
  await expect(page).toHaveURL(`${BASE_PATH}/docs/rest/overview/`)
  await expect(page.locator('h1')).toBeVisible()
})

test('a page twin and llms.txt answer in dev at the URLs the export gives them', async ({ request }) => {
  await expect.poll(async () => (await request.get(`${BASE_PATH}/docs/Tutorial/intro.md`)).status(), { timeout: 60_000 }).toBe(200)
  const twin = await request.get(`${BASE_PATH}/docs/Tutorial/intro.md`)
  expect(await twin.text()).toMatch(/^---\ntitle: /)
  const llms = await request.get(`${BASE_PATH}/llms.txt`)
  expect(llms.status()).toBe(200)
  expect(await llms.text()).toContain(`/docs/Tutorial/intro.md)`)
})

test('search in dev finds pages in the index of the last build (npm test builds out/ before this suite)', async ({ page }) => {
  await page.goto(`${BASE_PATH}/docs/`)
  await waitForHydration(page)
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox', { name: 'Search the documentation' }).pressSequentially('batcher', { delay: 20 })
  await expect(page.locator('.vnv-search-hit').first()).toHaveAttribute('href', `${BASE_PATH}/docs/Packages/vnv-api-kit/guide/batcher/`)
})

test("an MDX edit reaches the page's Markdown twin once the writer pauses", async ({ request }) => {
  // Its own words each run: a twin left by an earlier run must not pass for this one.
  const sentence = `A sentence the page twin must follow (${Date.now()}).`
  writeFileSync(INTRO, `${originalIntro}\n\n${sentence}\n`)
  // The twins are written again after each edit (scripts/dev.ts).
  await expect.poll(async () => (await request.get(`${BASE_PATH}/docs/Tutorial/intro.md`)).text(), { timeout: 30_000 }).toContain(sentence)
})

test('an MDX edit shows in the open page, a new page appears in its sidebar and a deleted one leaves it', async ({ page }) => {
  await page.goto(`${BASE_PATH}/docs/Tutorial/intro/`)
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' })
  // Edited before the content has hydrated, the page would fetch code newer than its HTML and fail to hydrate.
  await waitForHydration(page)

  writeFileSync(INTRO, `${originalIntro}\n\nA sentence written while the page was open.\n`)
  await expect(page.getByText('A sentence written while the page was open.')).toBeVisible()

  writeFileSync(
    PROBE_PAGE,
    '---\ntitle: Dev loop probe\ndescription: A page the dev loop test adds and removes.\n---\n\n# Dev loop probe\n\nAdded during the test.\n'
  )
  await expect(sidebar.getByRole('link', { name: 'Dev loop probe' })).toBeVisible()
  rmSync(PROBE_PAGE)
  await expect(sidebar.getByRole('link', { name: 'Dev loop probe' })).toHaveCount(0)
})

test('a page in a new folder: its folder URL leads to it, and the dev server keeps serving after the folder goes', async ({
  page,
  request
}) => {
  // A new folder means a new redirect (its URL to its first page), which the dev site follows from
  // then on, without a restart, as the export's stub page for it would.
  mkdirSync(PROBE_FOLDER, { recursive: true })
  writeFileSync(
    path.join(PROBE_FOLDER, 'first.mdx'),
    '---\ntitle: Folder probe\ndescription: A page in a folder the dev loop test adds and removes.\n---\n\n# Folder probe\n\nIn a new folder.\n'
  )
  const redirects = async () => (await request.get(`${BASE_PATH}/_dev/redirects.json`)).text()
  await expect.poll(redirects, { timeout: 60_000 }).toContain('/docs/Tutorial/dev-loop-folder/first/')
  await page.goto(`${BASE_PATH}/docs/Tutorial/dev-loop-folder/`)
  await expect(page).toHaveURL(`${BASE_PATH}/docs/Tutorial/dev-loop-folder/first/`)
  await expect(page.getByRole('heading', { level: 1, name: 'Folder probe' })).toBeVisible()

  // Closed first: Next's client would reload the removed page and race the checks below.
  await page.close()
  rmSync(PROBE_FOLDER, { recursive: true })
  await expect.poll(redirects, { timeout: 60_000 }).not.toContain('/docs/Tutorial/dev-loop-folder/')
  const intro = await request.get(`${BASE_PATH}/docs/Tutorial/intro/`)
  expect(intro.status()).toBe(200)
  expect(await intro.text()).toContain('<h1')
})

test('an MDX edit is patched into the open page, not reloaded: new title, heading and table of contents entry', async ({ page }) => {
  await page.goto(`${BASE_PATH}/docs/Tutorial/intro/`)
  await waitForHydration(page)
  // A full reload would start a new window and drop this mark (and the reader's scroll position).
  await page.evaluate(() => Object.assign(window, { openedBeforeTheEdit: true }))

  writeFileSync(
    INTRO,
    `${originalIntro.replace(/^title: .*$/m, 'title: Retitled while open')}\n\n## Heading written while open\n\nText under it.\n`
  )
  await expect(page.locator('.vnv-toc').getByRole('link', { name: 'Heading written while open' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Heading written while open' })).toBeVisible()
  await expect(page).toHaveTitle(/^Retitled while open \|/)
  expect(await page.evaluate(() => 'openedBeforeTheEdit' in window)).toBe(true)
  writeFileSync(INTRO, originalIntro)
  await expect(page.locator('.vnv-toc').getByRole('link', { name: 'Heading written while open' })).toHaveCount(0)
})

test('a broken spec shows its file and JSON pointer over the page, and the panel goes once fixed', async ({ page }) => {
  await page.goto(`${BASE_PATH}/docs/Tutorial/intro/`)
  await waitForHydration(page)
  writeFileSync(SPEC, originalSpec.replace(/^ {2}title: .*$/m, '  title: 42'))
  const panel = page.getByRole('alert').filter({ hasText: 'REST reference failed' })
  await expect(panel).toContainText('openapi/database.yaml at #/info/title')
  writeFileSync(SPEC, originalSpec)
  await expect(panel).toHaveCount(0)
})
