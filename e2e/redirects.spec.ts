import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, url } from './fixtures'
import { OUT, htmlFiles, redirectTargetOf } from './site-index'

test.describe('redirect stubs', () => {
  test('send old URLs to the new page, keeping query and hash', async ({ page }) => {
    await page.goto(url('/docs/intro/?ref=old-link#top'))
    await expect(page).toHaveURL(`${url('/docs/Tutorial/intro/')}?ref=old-link#top`)
    await page.goto(url('/docs/api/'))
    await expect(page).toHaveURL(url('/docs/API/'))
  })

  test('work without JavaScript and carry a canonical link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(url('/docs/intro/'))
    await expect(page).toHaveURL(url('/docs/Tutorial/intro/'))
    const stub = await (await page.request.get(url('/docs/intro/'))).text()
    expect(stub).toContain(`<link rel="canonical" href="https://infrasoftbe.github.io${url('/docs/Tutorial/intro/')}">`)
    expect(stub).toContain(`<a href="${url('/docs/Tutorial/intro/')}">`)
    await context.close()
  })
})

test.describe('the REST reference under /docs/REST/', () => {
  test('answers every REST page of the sitemap, generated or hand-written, with a stub to that page', () => {
    const xml = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8')
    const restRoutes = [...xml.matchAll(/<loc>[^<]*?(\/docs\/rest\/[^<]*)<\/loc>/g)].map((m) => decodeURI(m[1]))
    // Operations, schemas, changelogs, guides and the hand-written service pages are all in the sitemap.
    expect(restRoutes.filter((route) => route.includes('/schemas/')).length).toBeGreaterThan(10)
    expect(restRoutes.filter((route) => route.endsWith('/changelog/')).length).toBeGreaterThanOrEqual(4)
    const byRoute = new Map(htmlFiles().map((file) => [file.route, file]))
    const wrong = restRoutes.filter((route) => {
      const stub = byRoute.get(route.replace('/docs/rest/', '/docs/REST/'))
      return !stub?.isRedirectStub || redirectTargetOf(stub.html) !== url(route)
    })
    expect(wrong).toEqual([])
  })

  test('sends a reader of an upper-case schema or changelog URL to its page', async ({ page }) => {
    for (const route of ['/docs/rest/management/schemas/job/', '/docs/rest/session/changelog/']) {
      await page.goto(url(route.replace('/docs/rest/', '/docs/REST/')))
      await expect(page).toHaveURL(url(route))
      await expect(page.locator('h1')).toBeVisible()
    }
  })
})
