/** The "did you mean" pass (search/components/did-you-mean.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { correctQuery, missingWords, nearestWord, vocabularyOf } from '../components/did-you-mean'

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
  'versions',
  'sync',
  'spacing',
  'connection'
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
  it('allows one typo up to seven letters, two beyond', () => {
    assert.equal(nearestWord('nodde', site), 'node')
    assert.equal(nearestWord('nxdde', site), undefined)
    assert.equal(nearestWord('relatoinn', site), 'relation')
  })
  it('leaves an English word of seven letters or fewer alone when two letters would make it a site word', () => {
    const words = vocabularyOf(['defined', 'exported'])
    assert.equal(nearestWord('denied', words), undefined)
    assert.equal(nearestWord('expired', words), undefined)
    assert.equal(nearestWord('exportd', words), 'exported')
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
  it('keeps a word the site has in another form of its stem, which the search finds as typed', () => {
    assert.equal(correctQuery('syncing', site), undefined)
    assert.equal(correctQuery('connecting sessions', site), undefined)
    assert.equal(correctQuery('relaton', site), 'relation')
  })

  it('keeps words with digits, which the vocabulary leaves out', () => {
    assert.equal(correctQuery('nod3', site), undefined)
  })
})

describe('missingWords', () => {
  it('names the words the site has in no form and no site word is near, which Pagefind would match by their start', () => {
    assert.deepEqual(missingWords(['kubernetes', 'session'], site), ['kubernetes'])
    assert.deepEqual(missingWords(['graphql'], site), ['graphql'])
  })
  it('keeps site words, their other forms, words being typed, near typos and words the vocabulary does not list', () => {
    assert.deepEqual(missingWords(['Sessions', 'syncing', 'structu', 'sesion', 'api', 'neo4j', 'node?'], site), [])
    assert.deepEqual(missingWords(['registries'], vocabularyOf(['registry'])), [], 'a plural in -ies of a site word in -y')
  })
  it('keeps identifiers, which the search also finds by their words', () => {
    assert.deepEqual(missingWords(['getProjectConfiguration', 'session_token', 'ProjectInstanceHelper'], site), [])
  })
  it('names nothing when the vocabulary could not be loaded', () => {
    assert.deepEqual(missingWords(['kubernetes'], vocabularyOf([])), [])
  })
})
