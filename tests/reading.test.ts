import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { hiddenSides, scrollRegionAttributes } from '../theme/mdx/scroll-fade'
import { isListingPage } from '../theme/page/listing'
import { currentHeading } from '../theme/page/Toc'

describe('the current entry of the table of contents', () => {
  const headings = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i}`, top, scrollMargin: 80 }))
  const view = { height: 800, atBottom: false, hash: '' }

  it('is the last heading at or above where a jump puts a heading (its scroll margin, rounding allowed)', () => {
    assert.equal(currentHeading(headings(-400, 80.6, 900), view), 'h1')
    assert.equal(currentHeading(headings(-400, 300, 900), view), 'h0')
  })

  it('is the text’s heading, not one of a column beside it that starts level with it or higher up', () => {
    // Parameters (h0) and Code samples (h1, the column beside) start level; Responses (h2) is below both.
    assert.equal(currentHeading(headings(-100, -100, 300), view), 'h0')
    assert.equal(currentHeading(headings(-900, -900, -40), view), 'h2')
    assert.equal(currentHeading(headings(-900, -1200, 60), view), 'h2')
    // Jumped to the column's heading: that one.
    assert.equal(currentHeading(headings(-100, -100, 300), { ...view, hash: 'h1' }), 'h1')
  })

  it('is none before the reader reaches the first heading', () => {
    assert.equal(currentHeading(headings(200, 900), view), undefined)
  })

  it('at the bottom of the page, is the heading jumped to when it is in view, else the last one', () => {
    const bottom = { ...view, atBottom: true }
    assert.equal(currentHeading(headings(-900, 300, 500), { ...bottom, hash: 'h1' }), 'h1')
    assert.equal(currentHeading(headings(-900, 300, 500), bottom), 'h2')
    assert.equal(currentHeading(headings(-900, 300, 500), { ...bottom, hash: 'h0' }), 'h2')
  })
})

describe('a table wider than its column', () => {
  it('hides more on the right at first, on both sides midway, on the left at the end; nothing when it fits', () => {
    assert.deepEqual(hiddenSides({ scrollLeft: 0, clientWidth: 350, scrollWidth: 700 }), { left: false, right: true })
    assert.deepEqual(hiddenSides({ scrollLeft: 100, clientWidth: 350, scrollWidth: 700 }), { left: true, right: true })
    assert.deepEqual(hiddenSides({ scrollLeft: 350, clientWidth: 350, scrollWidth: 700 }), { left: true, right: false })
    assert.deepEqual(hiddenSides({ scrollLeft: 0, clientWidth: 700, scrollWidth: 700 }), { left: false, right: false })
  })
  it('is a named tab stop while it hides a side, and before it is measured; one that fits is neither', () => {
    const name = 'Table, scrolls sideways'
    const region = { tabIndex: 0, role: 'region', 'aria-label': name }
    assert.deepEqual(scrollRegionAttributes({ left: false, right: true, measured: true }, name), region)
    assert.deepEqual(scrollRegionAttributes({ left: true, right: false, measured: true }, name), region)
    assert.deepEqual(scrollRegionAttributes({ left: false, right: false, measured: false }, name), {
      tabIndex: 0,
      role: undefined,
      'aria-label': undefined
    })
    assert.deepEqual(scrollRegionAttributes({ left: false, right: false, measured: true }, name), {
      tabIndex: undefined,
      role: undefined,
      'aria-label': undefined
    })
  })
})

describe('listing pages', () => {
  it('are the blog’s lists and the docs’ tag and category pages, not posts or docs pages', () => {
    assert.ok(isListingPage({ route: '/blog', blog: { list: [], total: 0 } }))
    assert.ok(isListingPage({ route: '/blog/archive', blog: { archive: [] } }))
    assert.ok(isListingPage({ route: '/docs/tags/accessibility' }))
    assert.ok(isListingPage({ route: '/docs/category/guides' }))
    assert.ok(!isListingPage({ route: '/docs/Tutorial/intro' }))
    assert.ok(!isListingPage({ route: '/docs/tagsoup' }))
    const post = { post: { slug: 'welcome' } } as unknown as NonNullable<Parameters<typeof isListingPage>[0]['blog']>
    assert.ok(!isListingPage({ route: '/blog/welcome', blog: post }))
  })
})
