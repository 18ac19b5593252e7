/** The "did you mean" pass (search/components/did-you-mean.ts) over the words of search/shared/words.ts. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { correctQuery, nearestWord, vocabularyOf } from '../components/did-you-mean'
import { editDistance, identifierWords, wordsOf } from '../shared/words'

describe('wordsOf', () => {
  it('lower-cases words and keeps an identifier whole beside its camelCase parts', () => {
    assert.deepEqual(wordsOf('Call getNodeByToken now'), ['call', 'getnodebytoken', 'get', 'node', 'by', 'token', 'now'])
  })
  it('splits acronyms from the word after them, and snake_case at its underscores', () => {
    assert.deepEqual(wordsOf('exportAsXLS ref_extern'), ['exportasxls', 'export', 'as', 'xls', 'ref_extern', 'ref', 'extern'])
    assert.deepEqual(wordsOf('HTTPServer'), ['httpserver', 'http', 'server'])
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

const site = vocabularyOf([
  'session',
  'metadata',
  'structure',
  'breakdown',
  'sharepoint',
  'sessions',
  'node',
  'relation',
  'version',
  'versions'
])

describe('nearestWord', () => {
  it('finds the site word one or two letters away', () => {
    assert.equal(nearestWord('sesion', site), 'session')
    assert.equal(nearestWord('metdata', site), 'metadata')
    assert.equal(nearestWord('strcuture', site), 'structure')
  })
  it('prefers the nearer word, then the more frequent one', () => {
    // "sesions" is one edit from "sessions" and two from "session".
    assert.equal(nearestWord('sesions', site), 'sessions')
    assert.equal(nearestWord('verison', site), 'version')
  })
  it('leaves short words alone: too many site words are a letter away from them', () => {
    assert.equal(nearestWord('nod', site), undefined)
  })
  it('allows one typo up to five letters, two beyond', () => {
    assert.equal(nearestWord('nodde', site), 'node')
    assert.equal(nearestWord('nxdde', site), undefined)
    assert.equal(nearestWord('relatoinn', site), 'relation')
  })
})

describe('correctQuery', () => {
  it('replaces each unknown word and keeps the others as typed', () => {
    assert.equal(correctQuery('Sesion metdata', site), 'session metadata')
    assert.equal(correctQuery('node sharepiont', site), 'node sharepoint')
  })
  it('answers undefined when nothing changes, so the dialog shows no correction', () => {
    assert.equal(correctQuery('session node', site), undefined)
    assert.equal(correctQuery('zzzzzzzz', site), undefined)
  })
  it('keeps a word still being typed: the start of a site word', () => {
    assert.equal(correctQuery('structu', site), undefined)
  })
  it('keeps words with digits, which the vocabulary leaves out', () => {
    assert.equal(correctQuery('nod3', site), undefined)
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
