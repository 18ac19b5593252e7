import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { pageHref } from '../theme/link/href'
import { prefetchPage } from '../theme/link/prefetch'
import { shouldSkipPrefetch } from '../theme/link/save-data'
import { sitePathOf } from '../theme/link/static-html-links'

describe('a link to a page of the site', () => {
  it('points under the base path, and navigates to the path without it', () => {
    assert.deepEqual(pageHref('/docs/Tutorial/intro/', '/', '/vnv-documentation'), {
      path: '/docs/Tutorial/intro/',
      href: '/vnv-documentation/docs/Tutorial/intro/'
    })
  })

  it('ends a page path with a slash, as the export serves it, before its query and hash', () => {
    assert.equal(pageHref('/docs/Tutorial/intro', '/', '').path, '/docs/Tutorial/intro/')
    assert.equal(pageHref('/docs/Tutorial/intro?tab=a#setup', '/', '').path, '/docs/Tutorial/intro/?tab=a#setup')
    assert.equal(pageHref('/', '/docs/', '/base').href, '/base/')
  })

  it('leaves a file path without a slash', () => {
    assert.equal(pageHref('/blog/rss.xml', '/', '').path, '/blog/rss.xml')
  })

  it('resolves a relative path against the current page', () => {
    assert.equal(pageHref('quick-start', '/docs/Tutorial/intro/', '').path, '/docs/Tutorial/intro/quick-start/')
    assert.equal(pageHref('../Components/', '/docs/Tutorial/intro/', '').path, '/docs/Tutorial/Components/')
    assert.equal(pageHref('#setup', '/docs/Tutorial/intro/', '').path, '/docs/Tutorial/intro/#setup')
  })
})

describe('prefetching', () => {
  const fourG = { effectiveType: '4g' }

  it('fetches a page once, whatever its hash or query', async () => {
    const fetched: string[] = []
    const prefetch = async (path: string) => void fetched.push(path)
    prefetchPage(prefetch, '/docs/once/', fourG)
    prefetchPage(prefetch, '/docs/once/#part', fourG)
    prefetchPage(prefetch, '/docs/once/?q=1', fourG)
    assert.deepEqual(fetched, ['/docs/once/'])
  })

  it('tries again after a failed prefetch', async () => {
    const fetched: string[] = []
    let fail = true
    const prefetch = async (path: string) => {
      fetched.push(path)
      if (fail) throw new Error('offline')
    }
    prefetchPage(prefetch, '/docs/flaky/', fourG)
    await new Promise((resolve) => setImmediate(resolve))
    fail = false
    prefetchPage(prefetch, '/docs/flaky/', fourG)
    assert.deepEqual(fetched, ['/docs/flaky/', '/docs/flaky/'])
  })

  it('fetches nothing on data-saver and 2g connections', () => {
    const fetched: string[] = []
    const prefetch = async (path: string) => void fetched.push(path)
    prefetchPage(prefetch, '/docs/saver/', { saveData: true, effectiveType: '4g' })
    prefetchPage(prefetch, '/docs/slow/', { effectiveType: 'slow-2g' })
    assert.deepEqual(fetched, [])
  })

  it('is skipped on data-saver and 2g connections only', () => {
    assert.equal(shouldSkipPrefetch({ saveData: true, effectiveType: '4g' }), true)
    assert.equal(shouldSkipPrefetch({ effectiveType: '2g' }), true)
    assert.equal(shouldSkipPrefetch({ effectiveType: 'slow-2g' }), true)
    assert.equal(shouldSkipPrefetch({ effectiveType: '3g' }), false)
    assert.equal(shouldSkipPrefetch(undefined), false)
  })
})

describe("a link in a page's static HTML (theme/link/static-html-links.ts)", () => {
  const link = (href: string, download = false) =>
    ({ getAttribute: () => href, hasAttribute: () => download }) as unknown as HTMLAnchorElement

  it('navigates to its href without the base path when the href is under it, and is left to the browser otherwise', () => {
    assert.equal(sitePathOf(link('/vnv-documentation/docs/x/#part'), '/vnv-documentation'), '/docs/x/#part')
    assert.equal(sitePathOf(link('/docs/x/'), ''), '/docs/x/')
    for (const href of ['https://example.com/docs/', '//example.com/docs/', '#part', '/other/docs/x/', '/vnv-documentationx/'])
      assert.equal(sitePathOf(link(href), '/vnv-documentation'), undefined, href)
    assert.equal(sitePathOf(link('//example.com/'), ''), undefined)
  })

  it('is no page when it downloads a file (a spec under Authentication and servers)', () => {
    assert.equal(sitePathOf(link('/vnv-documentation/openapi/session.yaml', true), '/vnv-documentation'), undefined)
  })
})
