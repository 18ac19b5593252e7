/** The one-line description of a REST page (meta description, cards, llms.txt) from the spec's Markdown. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { plainDescription } from '../generator/pages'

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
