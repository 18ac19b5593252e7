/** Words as the search sees them (search/shared/words.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { editDistance, identifierWords, wordsOf } from '../shared/words'

describe('wordsOf', () => {
  it('lower-cases words and keeps an identifier whole beside its camelCase parts', () => {
    assert.deepEqual(wordsOf('Call getNodeByToken now'), ['call', 'getnodebytoken', 'get', 'node', 'by', 'token', 'now'])
  })
  it('splits acronyms from the word after them, and snake_case at its underscores', () => {
    assert.deepEqual(wordsOf('exportAsXLS ref_extern'), ['exportasxls', 'export', 'as', 'xls', 'ref_extern', 'ref', 'extern'])
    assert.deepEqual(wordsOf('HTTPServer'), ['httpserver', 'http', 'server'])
  })
  it('keeps a hyphenated word joined before its parts, as the index has it', () => {
    assert.deepEqual(wordsOf('sub-sites of getNode-style'), [
      'subsites',
      'sub',
      'sites',
      'of',
      'getnodestyle',
      'getnode',
      'get',
      'node',
      'style'
    ])
  })
  it('splits dotted names into their words', () => {
    assert.deepEqual(wordsOf('ProjectInstance.init'), ['projectinstance', 'project', 'instance', 'init'])
  })
})

describe('editDistance', () => {
  it('counts a missing, an extra and a wrong letter as one edit each', () => {
    assert.equal(editDistance('sesion', 'session', 2), 1)
    assert.equal(editDistance('sessionn', 'session', 2), 1)
    assert.equal(editDistance('sessiun', 'session', 2), 1)
  })
  it('counts two swapped neighbours as one edit', () => {
    assert.equal(editDistance('sharepiont', 'sharepoint', 2), 1)
    assert.equal(editDistance('breakdwon', 'breakdown', 2), 1)
  })
  it('stops at the limit, returning one more than it', () => {
    assert.equal(editDistance('metadata', 'relation', 2), 3)
    assert.equal(editDistance('a', 'abcdef', 2), 3)
  })
})

describe('identifierWords', () => {
  it('spells identifiers as their words', () => {
    assert.equal(identifierWords('FetchFactory'), 'Fetch Factory')
    assert.equal(identifierWords('ProjectInstance.init'), 'Project Instance init')
    assert.equal(identifierWords('ref_extern'), 'ref extern')
  })
  it('answers undefined for a query of plain words, which has nothing to spell out', () => {
    assert.equal(identifierWords('access rights'), undefined)
    assert.equal(identifierWords('Batcher'), undefined)
  })
})
