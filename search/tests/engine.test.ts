/** How the engine combines Pagefind's answers (search/components/engine.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { exactTitleFirst, keyWords, mergeResults, someWordsResults, thenOthers } from '../components/engine'
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

describe('thenOthers', () => {
  it('keeps the lead in its order, then adds the other results not already in it, in theirs', () => {
    const lead = [{ id: 'op' }, { id: 'a' }]
    const rest = [{ id: 'b' }, { id: 'a' }, { id: 'c' }]
    assert.deepEqual(
      thenOthers(lead, rest).map((result) => result.id),
      ['op', 'a', 'b', 'c']
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

describe('keyWords', () => {
  it('leaves out the words of a question, which no answer needs to contain', () => {
    assert.equal(keyWords('how do I pull a project'), 'pull project')
    assert.equal(keyWords('What does ESS mean?'), 'ESS mean?')
    assert.equal(keyWords('exporting to excel'), 'exporting excel')
  })
  it('keeps a query made only of such words, and words that merely start like them', () => {
    assert.equal(keyWords('how to'), 'how to')
    assert.equal(keyWords('toolkit install'), 'toolkit install')
    assert.equal(keyWords('Me'), 'Me')
  })
})

describe('someWordsResults', () => {
  it('lists pages with more of the words first, then by their summed score', () => {
    const sharepoint = [
      { id: 'sharepoint', score: 9 },
      { id: 'ms', score: 4 }
    ]
    const credentials = [
      { id: 'docker', score: 6 },
      { id: 'ms', score: 1 }
    ]
    assert.deepEqual(
      someWordsResults([sharepoint, credentials]).map((result) => result.id),
      ['ms', 'sharepoint', 'docker']
    )
  })
})
