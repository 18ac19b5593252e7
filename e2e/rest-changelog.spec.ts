/**
 * The REST changelog (rest/generator/changelog) as a reader meets it on the real site. Every spec in
 * openapi/ has carried one `info.version` through its history, so each changelog states the version it
 * starts from and lists no API change, no operation page carries a "Changed on" badge, and the Atom
 * feed of API changes has no entry for them. A version bump of openapi/session.yaml changes what these
 * tests expect.
 */
import { BASE, expect, typeInSearch, test, url, waitForHydration } from './fixtures'

const CHANGELOG = '/docs/rest/session/changelog/'

test('a spec’s changelog states the version it starts from, lists no API change, and is in the spec’s sidebar', async ({ page }) => {
  await page.goto(url(CHANGELOG))
  await expect(page.locator('h1')).toHaveText('Changelog: VnV Session API')
  // One version, dated by the first commit that carried it.
  const versions = page.locator('h2[id^="version-"]')
  await expect(versions).toHaveCount(1)
  await expect(page.locator('h2#version-3')).toContainText('Version 3 · 23 November 2026')
  const main = page.locator('main')
  await expect(main).toContainText('The changelog starts from version 3, first committed on 23 November 2026')
  await expect(main).toContainText('There is no later version, so there are no API changes to list.')
  // No change is marked breaking: the one mark on the page is in the explanation of what breaking means.
  await expect(main.locator('.vnv-breaking')).toHaveCount(1)
  await expect(page.locator('h2#what-counts-as-breaking + p .vnv-breaking')).toHaveText('Breaking')
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
  // Entries are new versions only, with absolute links under the base path; the session API has none.
  for (const link of feed.links)
    expect(link).toMatch(new RegExp(`^https://[^/]+${BASE}/docs/rest/[a-z0-9-]+/changelog/#version-[a-z0-9-]+$`))
  expect(feed.links.filter((link) => link.includes(`${BASE}${CHANGELOG}`))).toEqual([])
})

test('an operation page carries no "Changed on" badge when its spec has had one version', async ({ page }) => {
  await page.goto(url('/docs/rest/session/sessions-get-all-sessions/'))
  await waitForHydration(page)
  await expect(page.locator('h1')).toHaveText('List sessions')
  await expect(page.locator('.vnv-changed-badge')).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText('Changed on')
})

test('search finds a spec’s changelog by its title', async ({ page }) => {
  await page.goto(url('/docs/rest/'))
  await waitForHydration(page)
  const { results } = await typeInSearch(page, 'Changelog: VnV Session')
  const hit = results.and(page.locator(`[href^="${url(CHANGELOG)}"]`))
  await expect(hit.first()).toBeVisible()
  await hit.first().click()
  await expect(page.locator('h1')).toHaveText('Changelog: VnV Session API')
})
