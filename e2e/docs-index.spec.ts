/**
 * Pages generated from the docs' frontmatter and sidebar: docs tags and
 * category indexes.
 */
import { expect, test, url, wrapPoints } from './fixtures'

test('at 1280 px a tag page’s cards take the width a table of contents would have held: a list has no sections', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(url('/docs/tags/sessions/'))
  const content = (await page.locator('main .vnv-content').boundingBox())!
  expect(content.x + content.width).toBeGreaterThan(1280 - 64)
  await expect(page.locator('.vnv-page__toc, .vnv-toc-disclosure')).toHaveCount(0)
})

test('the tags page lists every tag with its page count', async ({ page }) => {
  await page.goto(url('/docs/tags/'))
  await expect(page.locator('h1')).toHaveText('Tags')
  const jira = page.locator('main').locator(`a[href="${url('/docs/tags/jira/')}"]`)
  await expect(jira).toContainText('Jira')
  await expect(jira.locator('.vnv-tag__count')).toHaveText('1')
  expect(await page.locator('main .vnv-tag').count()).toBeGreaterThan(20)
})

test('a tag page lists exactly the docs that carry the tag', async ({ page }) => {
  await page.goto(url('/docs/tags/jira/'))
  const cards = page.locator('main .vnv-doc-cards a')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toHaveAttribute('href', url('/docs/Tutorial/digital-platforms/jira/'))
  await cards.first().click()
  await expect(page.locator('h1')).toContainText('Jira')
})

test('a doc page shows its tags, each linking to its tag page', async ({ page }) => {
  await page.goto(url('/docs/Tutorial/digital-platforms/jira/'))
  const tags = page.getByRole('navigation', { name: 'Tags' })
  await expect(tags.getByRole('link')).toHaveText(['Digital platforms', 'Jira'])
  await tags.getByRole('link', { name: 'Digital platforms' }).click()
  await expect(page).toHaveURL(/\/docs\/tags\/digital-platforms\/$/)
  await expect(page.locator('main .vnv-doc-cards a')).toHaveCount(7)
  // The heading's anchor is its words', and the tag's description a paragraph under it.
  await expect(page.locator('h1')).toHaveAttribute('id', 'pages-tagged-digital-platforms')
  await expect(page.locator('h1 + p')).toHaveText('External platforms the toolkit works with or keeps references to. 7 pages.')
})

test('an operation’s path in a card wraps at its slashes, never inside a name', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(url('/docs/category/sessions/'))
  const description = page.locator('main .vnv-doc-cards a', { hasText: 'Get the project configuration' }).locator('.vnv-card__description')
  const ends = await wrapPoints(description)
  expect(ends.length, 'the description wraps').toBeGreaterThan(1)
  expect(ends.filter((character) => character !== '/' && !/\s/.test(character))).toEqual([])
  await expect(description).toHaveText('GET /sessions/{sessionId}/project/configuration — Get the project configuration.')
})

test('a category index shows its title, description and one card per page of the folder', async ({ page }) => {
  await page.goto(url('/docs/category/digital-platforms/'))
  await expect(page.locator('h1')).toHaveText('Digital platforms')
  await expect(page.locator('h1')).toHaveAttribute('id', 'digital-platforms')
  await expect(page.locator('main')).toContainText('The external platforms the VnV toolkit works with or keeps references to')
  const cards = page.locator('main .vnv-doc-cards a')
  // Same pages, same order as the folder's _meta.ts (the sidebar).
  const order = ['azure', 'jira', 'neo4j', 'relatics', 'rqa-studio', 'sharepoint', 'testlink']
  await expect(cards).toHaveCount(order.length)
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual(order.map((slug) => url(`/docs/Tutorial/digital-platforms/${slug}/`)))
  for (const card of await cards.all()) await expect(card.locator('.vnv-card__description')).not.toBeEmpty()
  // Drawn as the home page draws its cards: a box, not a paragraph of underlined link text.
  await expect(cards.first()).toHaveCSS('text-decoration-line', 'none')
})
