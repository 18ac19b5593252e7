/**
 * Markdown twins (`<route>.md`), llms.txt and llms-full.txt, and the page actions that use them.
 */
import { siteConfig } from '../config/site'
import { expect, test, url, waitForHydration, BASE } from './fixtures'

/** A URL the generator wrote absolute (on the site's origin) as a path on the test server. */
const onTestServer = (absolute: string) => {
  expect(absolute.startsWith(`${siteConfig.url}${BASE}/`), absolute).toBe(true)
  return absolute.slice(siteConfig.url.length)
}

/** The text a reader sees as prose: fenced and inline code taken out. */
const prose = (markdown: string) => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '').replace(/`[^`\n]*`/g, '')

const PAGES = [
  { kind: 'docs page', route: '/docs/Tutorial/quick-start/' },
  { kind: 'REST operation', route: '/docs/rest/session/project-get-configuration/' },
  { kind: 'blog post', route: '/blog/mdx-blog-post/' }
]

for (const { kind, route } of PAGES) {
  test(`a ${kind} links its Markdown twin, which holds its title and no JSX or HTML`, async ({ page, request }) => {
    await page.goto(url(route))
    const title = (await page.locator('h1').first().innerText()).trim()
    const href = await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href')
    expect(href).toBe(url(`${route.replace(/\/$/, '')}.md`))
    const response = await request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/markdown')
    const twin = await response.text()
    expect(twin).toMatch(new RegExp(`^---\\ntitle: .+\\n`))
    expect(twin).toContain(`url: ${siteConfig.url}${BASE}${route}\n`)
    expect(twin).toContain(`\n# ${title}\n`)
    // What the page shows under its title, by the same names: its tags, and a post's day and authors.
    const yamlList = (key: string, names: string[]) => `\n${key}:\n${names.map((name) => `  - ${name}\n`).join('')}`
    const tags = (await page.locator('main .vnv-tag').allInnerTexts()).map((tag) => tag.trim())
    if (kind !== 'REST operation') expect(tags.length).toBeGreaterThan(0)
    if (tags.length) expect(twin).toContain(yamlList('tags', tags))
    if (kind === 'blog post') {
      const authors = await page.locator('.vnv-post-authors a').allInnerTexts()
      expect(twin).toMatch(/\ndate: \d{4}-\d{2}-\d{2}\n/)
      expect(twin).toContain(yamlList('authors', authors))
    }
    const text = prose(twin)
    expect(text).not.toMatch(/<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>/)
    expect(text).not.toMatch(/^(import|export) /m)
  })
}

test('a REST operation twin has its data as Markdown tables and JSON code blocks', async ({ request }) => {
  const twin = await (await request.get(url('/docs/rest/session/project-get-configuration.md'))).text()
  expect(twin).toContain('`GET /sessions/{sessionId}/project/configuration`')
  // A GFM table: its header row, then the delimiter row.
  expect(twin).toMatch(/^\| Name \| Type \| Required \| Description \|\n\| -+ \| -+ \| -+ \| -+ \|$/m)
  // Its response is not documented, and the twin says so in the page's words.
  expect(twin).toMatch(/^### Any status\n\nThe response is not documented\.$/m)
  // A schema's example is a JSON code block (the schema page of the same configuration).
  const schema = await (await request.get(url('/docs/rest/session/schemas/project-configuration.md'))).text()
  expect(schema).toMatch(/^\| Name \| Type \| Required \| Description \|\n\| -+ \| -+ \| -+ \| -+ \|$/m)
  expect(schema).toMatch(/^```json\n\{/m)
})

test('Copy page puts the twin on the clipboard and says so', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(url('/docs/Tutorial/quick-start/'))
  await waitForHydration(page)
  const copy = page.getByRole('button', { name: 'Copy page' })
  await copy.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' })).toBeAttached()
  // The button stays where the keyboard left it, never disabled under it while it copies.
  await expect(page.locator('.vnv-page-actions button')).toBeFocused()
  const expected = await (await request.get(url('/docs/Tutorial/quick-start.md'))).text()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected)
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', url('/docs/Tutorial/quick-start.md'))
})

test('llms.txt lists every area with each page twin, and every twin it links answers', async ({ request }) => {
  const response = await request.get(url('/llms.txt'))
  expect(response.status()).toBe(200)
  const llms = await response.text()
  expect(llms).toMatch(new RegExp(`^# ${siteConfig.title}\\n\\n> .+\\n`))
  for (const area of ['Tutorial', 'REST', 'Blog', 'Optional']) expect(llms).toContain(`\n## ${area}\n`)
  const twins = [...llms.matchAll(/^- \[.+?\]\((\S+?\.md)\)/gm)].map((match) => onTestServer(match[1]))
  expect(twins.length).toBeGreaterThan(300)
  const failed: string[] = []
  for (const twin of twins) {
    const status = (await request.get(twin)).status()
    if (status !== 200) failed.push(`${status} ${twin}`)
  }
  expect(failed).toEqual([])
})

test('llms-full.txt holds the pages in sidebar order, the REST reference included', async ({ request }) => {
  const full = await (await request.get(url('/llms-full.txt'))).text()
  const at = (title: string) => full.indexOf(`\n# ${title}\n`)
  expect(at('Quick start: from install to a committed change')).toBeGreaterThan(0)
  expect(at('Get the project configuration')).toBeGreaterThan(at('Quick start: from install to a committed change'))
})

test('robots.txt names llms.txt and llms-full.txt', async ({ request }) => {
  const robots = await (await request.get(url('/robots.txt'))).text()
  expect(robots).toContain(`Allow: ${BASE}/llms.txt\n`)
  expect(robots).toContain(`Allow: ${BASE}/llms-full.txt\n`)
})
