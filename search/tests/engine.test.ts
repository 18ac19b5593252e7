/** How the engine combines Pagefind's answers (search/components/engine.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { exactTitleFirst, mergeResults } from '../components/engine'
import type { PageHit } from '../components/hits'

describe('mergeResults', () => {
  it('lists each page once, at its best weighted score, best first', () => {
    const asTyped = [
      { id: 'a', score: 4 },
      { id: 'b', score: 3 }
    ]
    const spelledOut = [
      { id: 'c', score: 10 },
      { id: 'a', score: 2 },
      { id: 'd', score: 5 }
    ]
    assert.deepEqual(
      mergeResults([
        { results: asTyped, weight: 1 },
        { results: spelledOut, weight: 0.5 }
      ]).map((result) => result.id),
      ['c', 'a', 'b', 'd']
    )
  })
})

describe('exactTitleFirst', () => {
  const hit = (title: string): PageHit => ({ url: `/${title}/`, title, breadcrumb: [], excerpt: [], sections: [] })
  it('moves the page titled exactly as the query, in any case, to the front; the rest keep their order', () => {
    const hits = [hit('Navigator: Complex'), hit('Navigator: Simple'), hit('Navigator'), hit('Navigation')]
    assert.deepEqual(
      exactTitleFirst(hits, ' navigator ').map((page) => page.title),
      ['Navigator', 'Navigator: Complex', 'Navigator: Simple', 'Navigation']
    )
  })
  it('changes nothing when no title is the query', () => {
    const hits = [hit('Batcher'), hit('Fetch factory')]
    assert.deepEqual(exactTitleFirst(hits, 'batch'), hits)
  })
})
