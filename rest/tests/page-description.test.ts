/** The one-line description of a REST page (meta description, cards, llms.txt) from the spec's Markdown. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { operationDescription, plainDescription } from '../generator/pages'

const FALLBACK = 'GET /a — Read a.'

describe('plainDescription', () => {
  it('keeps what a reader sees of code, links and parentheses, and takes the first sentence', () => {
    assert.equal(
      plainDescription('A user of a project (`Management.User`), see [users](/docs/rest/users/). More text.', FALLBACK),
      'A user of a project (Management.User), see users.'
    )
  })
  it('leaves out code blocks and HTML, and separates paragraphs', () => {
    assert.equal(
      plainDescription('Lists the sites\n\n```json\n{}\n```\n\n<br>\n\nof a tenant. Then more.', FALLBACK),
      'Lists the sites of a tenant.'
    )
  })
  it('cuts a text without a short first sentence after a whole word, with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ')
    const description = plainDescription(words, FALLBACK)
    assert.ok(description.length <= 201, description)
    assert.match(description, /^word0 word1 .* word\d+…$/)
    assert.ok(words.startsWith(description.slice(0, -1) + ' '), 'ends where a word ends')
  })
  it('falls back when the spec says nothing', () => {
    assert.equal(plainDescription(undefined, FALLBACK), FALLBACK)
    assert.equal(plainDescription('```\ncode only\n```', FALLBACK), FALLBACK)
  })
})

describe('operationDescription', () => {
  const operation = { method: 'put', path: '/sessions/{sessionId}', summary: 'Update a session' }
  it('says what the operation is, then the first sentence of the spec’s description: a note alone says nothing of it', () => {
    assert.equal(
      operationDescription({ ...operation, description: 'No request body is documented for this `PUT`. More.' }),
      'PUT /sessions/{sessionId} — Update a session. No request body is documented for this PUT.'
    )
  })
  it('is what the operation is alone when the spec has no description, or one too long to add whole', () => {
    assert.equal(operationDescription(operation), 'PUT /sessions/{sessionId} — Update a session.')
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ')
    assert.equal(operationDescription({ ...operation, description: long }), 'PUT /sessions/{sessionId} — Update a session.')
  })
})
