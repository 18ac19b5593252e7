/**
 * The end of a page (page-source/): "Last updated on" with the date git gives for the page's file,
 * "Edit this page" to that file on the configured branch (a REST page: its spec), "Was this page
 * helpful?" on docs pages, and the sitemap's <lastmod>. Dates are read here with git itself.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { STORAGE_KEYS } from '../config/constants'
import { siteConfig } from '../config/site'
import { sourcesOfLine } from '../scripts/lib/generated'
import { seriousViolations } from './a11y'
import { BASE, expect, sidewaysScroll, test, url, waitForHydration } from './fixtures'

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
/** A shallow clone gives no dates: pages then show none. */
const SHALLOW = git('rev-parse', '--is-shallow-repository') === 'true'
/** Where the site sits in its repository ('' at its root): edit links name files from the repository's root. */
const PREFIX = git('rev-parse', '--show-prefix')
const lastCommitDate = (file: string) => git('log', '-1', '--format=%cI', '--', file)

const source = siteConfig.source!
const DOC = { path: '/docs/Tutorial/intro/', file: 'pages/docs/Tutorial/intro.mdx' }
const REST = { path: '/docs/rest/session/project-commit-project/', file: 'openapi/session.yaml' }

for (const { kind, page: target } of [
  { kind: 'a hand-written docs page', page: DOC },
  { kind: 'a REST operation page', page: REST }
])
  test(`${kind} ends with its last commit's date and a link to edit ${target.file}`, async ({ page }) => {
    await page.goto(url(target.path))
    const end = page.locator('main article .vnv-page-source')
    await expect(end.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      `${source.repository}/blob/${source.branch}/${PREFIX}${target.file}`
    )
    const time = end.locator('time')
    if (SHALLOW) {
      await expect(time).toHaveCount(0)
      return
    }
    const date = lastCommitDate(target.file)
    expect(date).toMatch(/^\d{4}-\d\d-\d\dT/)
    await expect(time).toHaveAttribute('datetime', date)
    const day = new Date(date).toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    await expect(end).toContainText(`Last updated on ${day}`)
  })

test('a list made from several files (a blog tag page) is dated by the newest of them in the sitemap, and shows no source line: nothing of its own to edit', async ({
  page,
  request
}) => {
  const files = sourcesOfLine(readFileSync('pages/blog/tags/hello.mdx', 'utf8').split('\n')[1])
  expect(files?.length).toBeGreaterThan(1)
  await page.goto(url('/blog/tags/hello/'))
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.locator('.vnv-page-source')).toHaveCount(0)
  const xml = await (await request.get(url('/sitemap.xml'))).text()
  const entry = xml.match(new RegExp(`<url><loc>[^<]*${BASE}/blog/tags/hello/</loc>(.*?)</url>`))
  expect(entry, '/blog/tags/hello/ is in the sitemap').not.toBeNull()
  if (SHALLOW) return expect(entry![1]).toBe('')
  const dates = files!.map(lastCommitDate).filter(Boolean)
  const newest = dates.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a))
  expect(entry![1]).toBe(`<lastmod>${newest}</lastmod>`)
})

test('"Was this page helpful?": No opens a pre-filled issue with the page’s title and URL in a new tab; Yes answers politely', async ({
  page,
  context
}) => {
  // The issue form is GitHub's: answered here, so the test never leaves the machine.
  await context.route(`${source.repository}/issues/new**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>New issue</title>' })
  )
  await page.goto(url(DOC.path))
  await waitForHydration(page)
  const feedback = page.getByRole('region', { name: 'Was this page helpful?' })
  const status = feedback.getByRole('status')
  await expect(status).toHaveText('')

  const title = (await page.title()).replace(/ \| VnV Tools$/, '')
  const canonical = `${siteConfig.url}${BASE}${DOC.path}`
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
  const no = feedback.getByRole('link', { name: /^No\b/ })
  const issue = new URL((await no.getAttribute('href'))!)
  expect(`${issue.origin}${issue.pathname}`).toBe(`${source.repository}/issues/new`)
  expect(issue.searchParams.get('title')).toContain(title)
  expect(issue.searchParams.get('body')).toContain(canonical)

  // Keyboard: Tab reaches Yes, Enter answers.
  const yes = feedback.getByRole('button', { name: 'Yes' })
  await yes.focus()
  await page.keyboard.press('Enter')
  await expect(status).toHaveText('Glad it helped.')
  await expect(status).toHaveAttribute('role', 'status')

  const [tab] = await Promise.all([context.waitForEvent('page'), no.click()])
  await expect(tab).toHaveURL(issue.href)
  await expect(status).toHaveText(/^Thank you! .*issue/)
})

test('a docs tag page, a list of pages, asks no "Was this page helpful?"', async ({ page }) => {
  await page.goto(url('/docs/tags/sessions/'))
  await expect(page.getByRole('heading', { level: 1, name: 'Pages tagged “Sessions”' })).toBeVisible()
  await expect(page.locator('.vnv-feedback-slot')).toHaveCount(0)
})

test('a blog post shows its date and edit link but no feedback; the home page shows neither', async ({ page }) => {
  await page.goto(url('/blog/welcome/'))
  const post = page.locator('main article')
  await expect(post.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    `${source.repository}/blob/${source.branch}/${PREFIX}pages/blog/welcome.mdx`
  )
  await expect(post.locator('.vnv-page-source time')).toHaveCount(SHALLOW ? 0 : 1)
  await expect(page.getByRole('region', { name: 'Was this page helpful?' })).toHaveCount(0)
  // The question loads after the page, into a slot the HTML already holds: a post has none.
  await expect(page.locator('.vnv-feedback-slot')).toHaveCount(0)
  await page.goto(url('/'))
  await waitForHydration(page)
  await expect(page.locator('.vnv-page-source, .vnv-feedback, .vnv-feedback-slot')).toHaveCount(0)
})

test.describe('the not-found page', () => {
  test.use({ allowedConsoleErrors: /status of 404/ })
  test('shows no date, edit link or feedback', async ({ page }) => {
    await page.goto(url('/no-such-page/'))
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('.vnv-page-source, .vnv-feedback, .vnv-feedback-slot')).toHaveCount(0)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  for (const mode of ['light', 'dark'] as const)
    test(`the page's end fits 390 px and passes axe (${mode})`, async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.colorMode, mode])
      await page.goto(url(DOC.path))
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
      const feedback = page.getByRole('region', { name: 'Was this page helpful?' })
      await feedback.getByRole('button', { name: 'Yes' }).click()
      for (const part of [page.locator('.vnv-page-source'), feedback]) {
        await part.scrollIntoViewIfNeeded()
        const box = (await part.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(390)
      }
      const overflow = await sidewaysScroll(page)
      expect(overflow, 'sideways scroll of the page').toBeLessThanOrEqual(0)
      expect(await seriousViolations(page), 'accessibility (axe)').toEqual([])
    })
})

test('sitemap.xml gives the page the date of its file’s last commit', async ({ request }) => {
  const xml = await (await request.get(url('/sitemap.xml'))).text()
  const loc = `${siteConfig.url}${BASE}${DOC.path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const entry = xml.match(new RegExp(`<url><loc>${loc}</loc>(.*?)</url>`))
  expect(entry, `${DOC.path} is in the sitemap`).not.toBeNull()
  expect(entry![1]).toBe(SHALLOW ? '' : `<lastmod>${lastCommitDate(DOC.file)}</lastmod>`)
})
