import { expect, test, url } from './fixtures'

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
