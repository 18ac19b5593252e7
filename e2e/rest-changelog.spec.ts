/**
 * The REST changelog (rest/generator/changelog) as a reader meets it: a real spec's changelog page built
 * from this repository's history, the "changed on" badge of an operation page, and the Atom feed of API
 * changes. The entries checked are those of commits that will stay in the history: the spec's first one
 * and the one that removed its error schema.
 */
import { BASE, expect, typeInSearch, test, url, waitForHydration } from './fixtures'

const CHANGELOG = '/docs/rest/database/changelog/'

test('a spec’s changelog lists its commits, with breaking changes marked, and is in the spec’s sidebar', async ({ page }) => {
  await page.goto(url(CHANGELOG))
  await expect(page.locator('h1')).toHaveText('Changelog: VnV Database API')
  // The first commit of the spec says it was added.
  const added = page.locator('h2#commit-9940da4')
  await expect(added).toContainText('2026-11-23 · 9940da4')
  await expect(page.locator('main')).toContainText('The spec was added, with 1 operation and 2 named schemas.')
  // A later commit: its subject, the changed operation linked to its page, the removed schema marked breaking.
  const entry = page.locator('h2#commit-d1c13a4')
  await expect(entry).toContainText('2026-11-24 · d1c13a4')
  const items = page.locator('h2#commit-d1c13a4 ~ ul').first()
  await expect(items.getByRole('link', { name: 'GET /database' })).toHaveAttribute('href', `${BASE}/docs/rest/database/get-database/`)
  const removed = page.locator('h2#commit-d1c13a4 ~ ul li', { hasText: 'Removed: Error' }).first()
  await expect(removed.locator('.vnv-breaking')).toHaveText('Breaking')
  // What "breaking" means is on the page.
  await expect(page.locator('h2#what-counts-as-breaking')).toBeVisible()
  await expect(page.locator('h2#what-counts-as-breaking + p + ul')).toContainText('An operation or a named schema is removed.')
  // The page follows the introduction in the spec's sidebar.
  const sidebar = page.locator('.vnv-page__sidebar')
  await expect(sidebar).toContainText(/Introduction\s*Changelog/)
  await expect(sidebar.getByRole('link', { name: 'Changelog' })).toHaveAttribute('aria-current', 'page')
})

test('the feed of API changes is linked from the changelog page and answers with Atom XML', async ({ page }) => {
  await page.goto(url(CHANGELOG))
  const head = page.locator('head link[rel="alternate"][type="application/atom+xml"]')
  await expect(head).toHaveAttribute('href', `${BASE}/openapi/changes.xml`)
  const visible = page.getByRole('link', { name: 'Atom feed of API changes' })
  await expect(visible).toHaveAttribute('href', `${BASE}/openapi/changes.xml`)
  const response = await page.request.get(new URL((await visible.getAttribute('href'))!, page.url()).href)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
  const feed = await page.evaluate(
    (text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        namespace: doc.documentElement.namespaceURI,
        links: [...doc.querySelectorAll('entry > link')].map((l) => l.getAttribute('href') ?? '')
      }
    },
    await response.text()
  )
  expect(feed.error).toBeNull()
  expect(feed.namespace).toBe('http://www.w3.org/2005/Atom')
  // Absolute links under the base path, to changelog entries; this page's entries among them.
  for (const link of feed.links) expect(link).toMatch(new RegExp(`^https://[^/]+${BASE}/docs/rest/[a-z0-9-]+/changelog/#commit-[0-9a-f]+$`))
  expect(feed.links.filter((link) => link.endsWith(`${BASE}/docs/rest/database/changelog/#commit-d1c13a4`))).toHaveLength(1)
})

test('an operation changed recently shows a badge that leads to its changelog entry', async ({ page }) => {
  await page.goto(url('/docs/rest/database/get-database/'))
  await waitForHydration(page)
  const badge = page.locator('.vnv-changed-badge a')
  await expect(badge).toHaveText(/^Changed on \d{4}-\d{2}-\d{2}$/)
  const href = (await badge.getAttribute('href'))!
  const day = (await badge.textContent())!.replace('Changed on ', '')
  expect(href).toMatch(new RegExp(`^${BASE}/docs/rest/database/changelog/#commit-[0-9a-f]+$`))
  await badge.click()
  await expect(page).toHaveURL(new RegExp(`${CHANGELOG}#commit-`))
  const heading = page.locator(`h2#${href.split('#')[1]}`)
  await expect(heading).toBeVisible()
  // The badge's date is the date of the entry it leads to.
  await expect(heading).toContainText(day)
})

test('search finds a spec’s changelog by its title', async ({ page }) => {
  await page.goto(url('/docs/rest/'))
  await waitForHydration(page)
  const { results } = await typeInSearch(page, 'Changelog: VnV Database')
  const hit = results.and(page.locator(`[href^="${url(CHANGELOG)}"]`))
  await expect(hit.first()).toBeVisible()
  await hit.first().click()
  await expect(page.locator('h1')).toHaveText('Changelog: VnV Database API')
})
