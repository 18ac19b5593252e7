/**
 * Smoke tests of deploy/nginx.conf: out/ served by real nginx (playwright.nginx.config.ts), checking what
 * Debian's nginx gets wrong without that file — module scripts' type (Mermaid), text files' types and
 * charset, the bare base path, folder URLs, 404s — and what the site needs from any host: CORS on the
 * live examples' frame, long caching of hashed assets, security headers, paths that differ only in case.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Page, Response } from '@playwright/test'
import { BASE, expect, test, typeInSearch, url, waitForHydration } from '../fixtures'
import { OUT } from '../site-index'

/** Every file of out/, as a path relative to it with '/' separators. */
function outFiles(dir = OUT): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? outFiles(full) : [path.relative(OUT, full).split(path.sep).join('/')]
  })
}

/** The responses a page receives whose path starts with `prefix` (a site path). */
function responsesUnder(page: Page, prefix: string): Response[] {
  const responses: Response[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith(url(prefix))) responses.push(response)
  })
  return responses
}

test.describe('URLs', () => {
  test('the bare base path redirects to the home page, query kept', async ({ request }) => {
    const response = await request.get(`${BASE}?from=link`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(`${BASE}/?from=link`)
    const home = await request.get(BASE)
    expect(home.status()).toBe(200)
    expect(home.url()).toMatch(new RegExp(`${BASE}/$`))
  })

  test('a folder URL without its slash redirects to the folder, which serves its index.html', async ({ request }) => {
    const response = await request.get(url('/docs/API'), { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(url('/docs/API/'))
    const folder = await request.get(url('/docs/API/'))
    expect(folder.status()).toBe(200)
    expect(await folder.text()).toBe(readFileSync(path.join(OUT, 'docs/API/index.html'), 'utf8'))
  })

  test('a redirect stub lands on its target', async ({ page }) => {
    await page.goto(url('/docs/intro/?ref=old-link'))
    await expect(page).toHaveURL(`${url('/docs/Tutorial/intro/')}?ref=old-link`)
    await expect(page.locator('h1')).toBeVisible()
  })

  test.describe('unknown paths', () => {
    // The browser reports the 404 status of the document itself.
    test.use({ allowedConsoleErrors: /status of 404/ })

    test('get the site’s 404 page with status 404', async ({ page }) => {
      const response = await page.goto(url('/docs/this-page-does-not-exist/'))
      expect(response?.status()).toBe(404)
      expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8')
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    })

    test('a folder without index.html is not found, not forbidden', async ({ request }) => {
      for (const folder of ['/_next/', '/playground/']) {
        const response = await request.get(url(folder))
        expect(response.status(), folder).toBe(404)
        expect(await response.text()).toBe(readFileSync(path.join(OUT, '404.html'), 'utf8'))
      }
    })
  })

  test('paths that differ only in letter case are separate files (a page and an old URL’s stub)', async ({ request }) => {
    const byLowerCase = new Map<string, string[]>()
    for (const file of outFiles()) byLowerCase.set(file.toLowerCase(), [...(byLowerCase.get(file.toLowerCase()) ?? []), file])
    const twins = [...byLowerCase.values()].filter((group) => group.length > 1).flat()
    // docs/API/ and its stub docs/api/, the REST reference under docs/rest/ and docs/REST/.
    expect(twins).toEqual(expect.arrayContaining(['docs/API/index.html', 'docs/api/index.html', 'docs/rest/index.html']))
    for (let start = 0; start < twins.length; start += 20) {
      await Promise.all(
        twins.slice(start, start + 20).map(async (file) => {
          const response = await request.get(url(`/${file}`))
          expect(response.status(), file).toBe(200)
          expect((await response.body()).equals(readFileSync(path.join(OUT, file))), `${file} is served as itself`).toBe(true)
        })
      )
    }
  })
})

test.describe('content types', () => {
  const cases = [
    { file: '/docs/Tutorial/quick-start.md', type: 'text/markdown; charset=utf-8' },
    { file: '/llms.txt', type: 'text/plain; charset=utf-8' },
    { file: '/openapi/session.yaml', type: 'text/yaml; charset=utf-8' },
    { file: '/_mermaid/mermaid.esm.min.mjs', type: 'text/javascript; charset=utf-8' },
    { file: '/sitemap.xml', type: 'text/xml; charset=utf-8' }
  ]
  for (const { file, type } of cases) {
    test(`${file} is ${type}`, async ({ request }) => {
      const response = await request.get(url(file))
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe(type)
    })
  }

  test.describe('in the browser', () => {
    // A text file names no icon: the browser asks the domain root for /favicon.ico, which is not the site's.
    test.use({ allowedConsoleErrors: /status of 404/ })

    test('text files open as UTF-8 text, not as a download or mojibake', async ({ page }) => {
      const missing: string[] = []
      page.on('response', (response) => {
        if (response.status() === 404) missing.push(new URL(response.url()).pathname)
      })
      for (const file of ['/llms.txt', '/docs/Tutorial/servers.md']) {
        await page.goto(url(file))
        const text = readFileSync(path.join(OUT, file), 'utf8')
        // A line with characters beyond ASCII (a dash, quotes): decoded as Latin-1, it would not match.
        const line = text.split('\n').find((candidate) => /[^\x00-\x7f]/.test(candidate))
        expect(line, `${file} has a non-ASCII line to check`).toBeTruthy()
        expect(await page.locator('body').innerText()).toContain(line!.trim())
      }
      expect(missing.filter((pathname) => pathname !== '/favicon.ico')).toEqual([])
    })
  })

  test('scripts, styles and text files are compressed', async ({ request }) => {
    const html = await (await request.get(url('/'))).text()
    const script = html.match(/<script src="([^"]*\/_next\/static\/[^"]+\.js)"/)?.[1]
    const style = html.match(/<link rel="stylesheet" href="([^"]+\.css)"/)?.[1]
    expect([script, style].every(Boolean)).toBe(true)
    for (const file of [script!, style!, url('/llms.txt'), url('/_mermaid/mermaid.esm.min.mjs')]) {
      const response = await request.get(file, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(response.headers()['content-encoding'], file).toBe('gzip')
    }
  })
})

test.describe('the site in the browser', () => {
  test('a diagram page draws its diagram from the Mermaid modules', async ({ page }) => {
    const mermaid = responsesUnder(page, '/_mermaid/')
    await page.goto(url('/docs/Tutorial/servers/'))
    await waitForHydration(page)
    const diagram = page.locator('main figure.vnv-diagram').first()
    await diagram.scrollIntoViewIfNeeded()
    await expect(diagram).toHaveAttribute('data-diagram', 'drawn')
    await expect(diagram.locator('svg')).toContainText('Proxy server :8080')
    expect(mermaid.length).toBeGreaterThan(0)
    for (const response of mermaid) expect(response.headers()['content-type'], response.url()).toBe('text/javascript; charset=utf-8')
  })

  test('a live example renders in its sandboxed frame, every frame file sent with CORS', async ({ page }) => {
    const frameFiles = responsesUnder(page, '/playground/')
    const failed: string[] = []
    page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`))
    await page.goto(url('/docs/Components/elements/button/'))
    await waitForHydration(page)
    const playground = page.locator('[data-playground]').first()
    await playground.scrollIntoViewIfNeeded()
    const preview = playground.frameLocator('iframe[title^="Live example result"]')
    await expect(preview.getByRole('button', { name: 'Commit session' })).toBeVisible()
    // The frame's fonts are requested once its text is laid out.
    await expect.poll(() => frameFiles.some((response) => response.url().endsWith('.woff2'))).toBe(true)
    expect(failed).toEqual([])
    for (const response of frameFiles) {
      expect(response.status(), response.url()).toBeLessThan(400)
      expect(response.headers()['access-control-allow-origin'], response.url()).toBe('*')
    }
  })

  test('search finds pages (Pagefind’s files as nginx types them)', async ({ page }) => {
    await page.goto(url('/docs/'))
    await waitForHydration(page)
    const { results } = await typeInSearch(page, 'session')
    await expect(results.first()).toBeVisible()
  })
})

test.describe('headers', () => {
  test('hashed assets under /_next/static/ are cached for good, pages are revalidated', async ({ page }) => {
    const assets = responsesUnder(page, '/_next/static/')
    const response = await page.goto(url('/docs/Tutorial/intro/'))
    await waitForHydration(page)
    expect(response?.headers()['cache-control']).toBe('no-cache')
    expect(assets.length).toBeGreaterThan(0)
    for (const asset of assets) expect(asset.headers()['cache-control'], asset.url()).toBe('public, max-age=31536000, immutable')
  })

  test('security headers come with pages, files and 404s; CORS only with the frame’s files', async ({ request }) => {
    for (const file of ['/', '/llms.txt', '/docs/this-page-does-not-exist/', '/_next/static/no-such-file.js']) {
      const headers = (await request.get(url(file))).headers()
      expect(headers['x-content-type-options'], file).toBe('nosniff')
      expect(headers['referrer-policy'], file).toBe('strict-origin-when-cross-origin')
      expect(headers['content-security-policy'], file).toContain("frame-ancestors 'self'")
      expect(headers['access-control-allow-origin'], file).toBeUndefined()
    }
    // A missing hashed asset is a 404, not something to keep for a year.
    expect((await request.get(url('/_next/static/no-such-file.js'))).headers()['cache-control']).toBe('no-cache')
  })
})
