/** The site's vocabulary that the indexer writes beside the index (search/indexer/vocabulary.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { wordsByFrequency } from '../indexer/vocabulary'

describe('wordsByFrequency', () => {
  it('lists words most frequent first, ties in code-unit order', () => {
    assert.deepEqual(wordsByFrequency(['node node relation', 'node session relation', 'batcher']), [
      'node',
      'relation',
      'batcher',
      'session'
    ])
  })
  it('leaves out words too short to correct, words with digits and runs too long to be words', () => {
    assert.deepEqual(wordsByFrequency([`the api 2025 Neo4jAPI ${'x'.repeat(25)} token`]), ['token'])
  })
  it('holds an identifier whole and its parts', () => {
    assert.deepEqual(wordsByFrequency(['getNodeByToken']).sort(), ['getnodebytoken', 'node', 'token'])
  })
})
