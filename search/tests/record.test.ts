/** Which pages the search indexes and under which section (search/shared/record.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { searchSectionOf, sectionOrder, sectionsOpenedBy } from '../shared/record'

describe('searchSectionOf', () => {
  it('files a docs page under its top breadcrumb entry, or Docs without one', () => {
    assert.equal(searchSectionOf('/docs/Packages/vnv-api-kit/batcher', 'Packages'), 'Packages')
    assert.equal(searchSectionOf('/docs/rest/session/project-get-project', 'REST'), 'REST')
    assert.equal(searchSectionOf('/docs/CONTRIBUTING', undefined), 'Docs')
  })
  it('files a blog post under Blog', () => {
    assert.equal(searchSectionOf('/blog/welcome', undefined), 'Blog')
  })
  it('does not index listing pages, which only repeat the titles they list', () => {
    for (const route of [
      '/blog',
      '/blog/tags/hello',
      '/blog/authors/docs-team',
      '/blog/archive',
      '/blog/page/2',
      '/docs/tags/rest',
      '/docs/category/guides'
    ])
      assert.equal(searchSectionOf(route, 'Tags'), undefined, route)
  })
  it('does not index pages outside the docs and the blog (home, 404)', () => {
    assert.equal(searchSectionOf('/', undefined), undefined)
    assert.equal(searchSectionOf('/404', undefined), undefined)
  })
})

describe('sectionOrder', () => {
  it('orders filters as the navbar does, unknown sections before the blog', () => {
    assert.deepEqual(sectionOrder(['Blog', 'REST', 'Docs', 'Tutorial', 'Other']), ['Tutorial', 'REST', 'Docs', 'Other', 'Blog'])
  })
})

describe('sectionsOpenedBy', () => {
  const trail = [
    { title: 'Tutorial', route: '/docs/Tutorial/quick-start' },
    { title: 'Guides', route: '/docs/Tutorial/Guides/certificats/' }
  ]
  it('names the folders whose breadcrumb link leads to the page, trailing slash or not', () => {
    assert.deepEqual(sectionsOpenedBy('/docs/Tutorial/Guides/certificats', trail), ['Guides'])
    assert.deepEqual(sectionsOpenedBy('/docs/Tutorial/quick-start/', trail.slice(0, 1)), ['Tutorial'])
  })
  it('names none on the other pages of a folder, which its link does not open', () => {
    assert.deepEqual(sectionsOpenedBy('/docs/Tutorial/Guides/dockers', trail), [])
  })
  it('names every level that opens the page, outermost first', () => {
    const nested = [
      { title: 'VnV API kit', route: '/docs/Packages/vnv-api-kit/guide/introduction' },
      { title: 'Guide', route: '/docs/Packages/vnv-api-kit/guide/introduction' }
    ]
    assert.deepEqual(sectionsOpenedBy('/docs/Packages/vnv-api-kit/guide/introduction', nested), ['VnV API kit', 'Guide'])
  })
})
