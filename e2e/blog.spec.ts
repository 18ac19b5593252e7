/**
 * Every blog page type: the list, a post, tags, authors, the archive, the
 * feeds, and the interactive MDX post.
 */
import { expect, test, typeInSearch, url, BASE, waitForHydration } from './fixtures'

// Newest first; the posts of one day in the order of their addresses.
const POSTS = [
  { slug: 'auto-generated-post', date: '2026-11-23' },
  { slug: 'first-blog-post', date: '2026-11-23' },
  { slug: 'long-blog-post', date: '2026-11-23' },
  { slug: 'mdx-blog-post', date: '2026-11-23' },
  { slug: 'welcome', date: '2026-11-23' }
]

test('the blog list shows every post newest first with byline, excerpt and tags', async ({ page }) => {
  await page.goto(url('/blog/'))
  const summaries = page.locator('.vnv-post-summary')
  await expect(summaries).toHaveCount(POSTS.length)
  const hrefs = await summaries.locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual(POSTS.map((p) => url(`/blog/${p.slug}/`)))
  const dates = await summaries.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')))
  expect(dates).toEqual(POSTS.map((p) => p.date))
  for (const summary of await summaries.all()) {
    await expect(summary).toContainText(/\d+ min read/)
    await expect(summary.locator('a[href*="/blog/authors/"]').first()).toBeVisible()
    await expect(summary.getByRole('list', { name: 'Tags' }).getByRole('link').first()).toBeVisible()
  }
})

test('the long post is cut at its truncate marker in the list', async ({ page }) => {
  await page.goto(url('/blog/'))
  const summary = page.locator('.vnv-post-summary', { has: page.locator(`a[href="${url('/blog/long-blog-post/')}"]`) })
  await expect(summary.getByRole('link', { name: /Read more about Deep dive/ })).toBeVisible()
  const excerpt = (await summary.locator('.vnv-post-summary__excerpt').innerText()).length
  await page.goto(url('/blog/long-blog-post/'))
  const full = (await page.locator('main article').innerText()).length
  expect(excerpt).toBeLessThan(full / 4)
})

test('a post shows title, reading time, authors, tags and the posts around it', async ({ page }) => {
  await page.goto(url('/blog/long-blog-post/'))
  await expect(page.locator('h1')).toHaveText('Deep dive: sessions, commits and the operation stack')
  await expect(page.locator('.vnv-post-header')).toContainText(/\d+ min read/)
  await expect(page.locator('.vnv-post-header').getByRole('link', { name: 'Docs team' })).toHaveAttribute(
    'href',
    url('/blog/authors/docs-team/')
  )
  await expect(page.locator('.vnv-post-footer').getByRole('link', { name: 'Hello' })).toHaveAttribute('href', url('/blog/tags/hello/'))
  const pager = page.getByRole('navigation', { name: 'Blog post navigation' })
  await expect(pager.getByRole('link', { name: /Newer post/ })).toHaveAttribute('href', url('/blog/first-blog-post/'))
  await expect(pager.getByRole('link', { name: /Older post/ })).toHaveAttribute('href', url('/blog/mdx-blog-post/'))
  // The sidebar groups recent posts by year and marks the current one.
  const sidebar = page.getByRole('navigation', { name: 'Recent posts' })
  await expect(sidebar.locator('.vnv-blog-sidebar__year')).toHaveText(['2026'])
  await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', url('/blog/long-blog-post/'))
})

test('a search hit on a post’s section, opened from outside the blog, lands on that section with the focus on it', async ({ page }) => {
  await page.goto(url('/docs/'))
  await waitForHydration(page)
  await typeInSearch(page, 'operation stack')
  await page.locator(`.vnv-search-hit[href="${url('/blog/long-blog-post/#the-operation-stack')}"]`).click()
  const heading = page.locator('h2#the-operation-stack')
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
})

test('the oldest post has no older neighbour and the newest no newer one', async ({ page }) => {
  await page.goto(url('/blog/welcome/'))
  const pager = page.getByRole('navigation', { name: 'Blog post navigation' })
  await expect(pager.getByRole('link', { name: /Older post/ })).toHaveCount(0)
  await page.goto(url('/blog/auto-generated-post/'))
  await expect(page.getByRole('navigation', { name: 'Blog post navigation' }).getByRole('link', { name: /Newer post/ })).toHaveCount(0)
})

test('the tags page counts posts per tag and a tag page lists exactly its posts', async ({ page }) => {
  await page.goto(url('/blog/tags/'))
  const docs = page.locator('main').locator(`a[href="${url('/blog/tags/docusaurus/')}"]`)
  await expect(docs.locator('.vnv-tag__count')).toHaveText('3')
  for (const slug of ['auto-generated', 'docusaurus', 'facebook', 'hello', 'hola']) {
    await expect(
      page
        .locator('main')
        .locator(`a[href="${url(`/blog/tags/${slug}/`)}"]`)
        .first()
    ).toBeVisible()
  }
  await docs.click()
  await expect(page).toHaveURL(new RegExp(`${BASE}/blog/tags/docusaurus/$`))
  await page.goto(url('/blog/tags/hello/'))
  const listed = await page.locator('.vnv-post-summary h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(listed).toEqual([url('/blog/long-blog-post/'), url('/blog/welcome/')])
  // The heading's anchor is its words' and the tag's description is a paragraph of its own.
  await expect(page.locator('h1')).toHaveAttribute('id', 'posts-tagged-hello')
  await expect(page.locator('h1 + p')).toHaveText(/^Introductions: posts that present the blog/)
})

test('the authors page lists authors and an author page lists their posts', async ({ page }) => {
  await page.goto(url('/blog/authors/'))
  await expect(page.locator('main').getByRole('link', { name: 'Docs team' }).first()).toHaveAttribute(
    'href',
    url('/blog/authors/docs-team/')
  )
  await page.goto(url('/blog/authors/docs-team/'))
  // Authors are teams or people: the title takes the name as the authors file writes it.
  await expect(page.locator('h1')).toHaveText('Posts by Docs team')
  const listed = await page.locator('.vnv-post-summary h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(listed).toEqual(POSTS.map((p) => url(`/blog/${p.slug}/`)))
  // The authors file's link for the team, opening in a new tab.
  const profile = page.locator('.vnv-author-profile').getByRole('link', { name: /github\.com\/infrasoftbe\/vnv-documentation/ })
  await expect(profile).toHaveAttribute('href', 'https://github.com/infrasoftbe/vnv-documentation')
  await expect(profile).toHaveAttribute('rel', /noopener/)
})

test('the archive groups posts by year, newest year first', async ({ page }) => {
  await page.goto(url('/blog/archive/'))
  await expect(page.locator('main h2')).toHaveText(['2026'])
  await expect(page.locator('.vnv-archive li')).toHaveCount(POSTS.length)
})

for (const feed of ['rss.xml', 'atom.xml']) {
  test(`the ${feed} feed is well-formed XML with absolute links under the base path`, async ({ page, request }) => {
    const response = await request.get(url(`/blog/${feed}`))
    expect(response.status()).toBe(200)
    const xml = await response.text()
    await page.goto(url('/blog/'))
    const result = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      const links = [...doc.querySelectorAll('item > link, entry > link')].map((l) => l.getAttribute('href') ?? l.textContent ?? '')
      return { error: doc.querySelector('parsererror')?.textContent ?? null, links }
    }, xml)
    expect(result.error).toBeNull()
    expect(result.links).toHaveLength(POSTS.length)
    for (const link of result.links) expect(link).toMatch(new RegExp(`^https://[^/]+${BASE}/blog/[a-z-]+/$`))
    // Linked from the blog's head for feed readers.
    await expect(page.locator(`head link[rel="alternate"][href$="${BASE}/blog/${feed}"]`)).toHaveCount(1)
  })
}

test('the MDX post runs its interactive operation stack', async ({ page }) => {
  await page.goto(url('/blog/mdx-blog-post/'))
  await waitForHydration(page)
  const demo = page.locator('.operation-stack-demo')
  await expect(demo).toContainText('0 pending')
  await demo.getByRole('button', { name: 'Add node' }).click()
  await demo.getByRole('button', { name: 'Add node' }).click()
  await expect(demo).toContainText('2 pending')
  await demo.getByRole('button', { name: 'Undo' }).click()
  await expect(demo).toContainText('1 pending')
  await demo.getByRole('button', { name: 'Commit' }).click()
  await expect(demo).toContainText('0 pending')
})

test('on a wide screen a post keeps its column while the page loads: it does not wait for the sidebar, last in the HTML, to be placed', async ({
  browser
}) => {
  // The page as its HTML arrives, before any script: removing the sidebar from a page React hydrates would race
  // the hydration, which then fails on the missing element (React errors 418 and 422, seen once in CI).
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(url('/blog/long-blog-post/'))
  const left = () => page.locator('.vnv-blog__content').evaluate((content) => Math.round(content.getBoundingClientRect().left))
  const placed = await left()
  await page.locator('.vnv-blog-sidebar').evaluate((sidebar) => sidebar.remove())
  expect(await left()).toBe(placed)
  await context.close()
})

test('at 1280 px a post beside its contents reads in a column as wide as a docs page’s', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const width = (selector: string) => page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().width))
  await page.goto(url('/docs/Tutorial/quick-start/'))
  const docs = await width('main > article')
  await page.goto(url('/blog/long-blog-post/'))
  await expect(page.locator('.vnv-blog__toc')).toBeVisible()
  expect(await width('.vnv-blog__content')).toBeGreaterThanOrEqual(docs)
})

test('the recent posts read as a list of titles in the text colour, the current post in the link colour, the links in a line underlined', async ({
  page
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(url('/blog/long-blog-post/'))
  const look = (link: string) =>
    page
      .locator('.vnv-blog-sidebar')
      .locator(link)
      .first()
      .evaluate((a) => ({ colour: getComputedStyle(a).color, underline: getComputedStyle(a).textDecorationLine }))
  const colours = await page.evaluate(() => {
    const probe = document.createElement('span')
    document.body.append(probe)
    probe.style.color = 'var(--vnv-text)'
    const text = getComputedStyle(probe).color
    probe.style.color = 'var(--vnv-primary)'
    const primary = getComputedStyle(probe).color
    probe.remove()
    return { text, primary }
  })
  expect(await look('li a:not([aria-current])')).toEqual({ colour: colours.text, underline: 'none' })
  expect((await look('a[aria-current="page"]')).colour).toBe(colours.primary)
  // Colour and weight mark it, as in Docusaurus: the navbar's tinted box, tight around a title on two lines, did not fit.
  const currentBackground = await page
    .locator('.vnv-blog-sidebar a[aria-current="page"]')
    .evaluate((a) => getComputedStyle(a).backgroundColor)
  expect(currentBackground).toBe('rgba(0, 0, 0, 0)')
  // A link inside a line of text is underlined: in the text's colour, nothing else would tell it apart.
  expect((await look('p a')).underline).toBe('underline')
})
