/** What the not-found page searches for (search/components/SuggestedPages.tsx). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { addressWords } from '../components/SuggestedPages'

describe('addressWords', () => {
  it('reads the words of the address under the base path, leaving out parts that name no subject', () => {
    assert.equal(
      addressWords('/vnv-documentation/docs/Packages/vnv-project/structure-crudd/', '/vnv-documentation'),
      'Packages vnv project structure crudd'
    )
    assert.equal(addressWords('/vnv-documentation/docs/rest/session/index.html', '/vnv-documentation'), 'rest session')
  })
  it('decodes escapes, keeps each word once, and reads a malformed escape as it is', () => {
    assert.equal(addressWords('/docs/caf%C3%A9_guide/guide', ''), 'café guide')
    assert.equal(addressWords('/docs/100%/setup', ''), '100 setup')
  })
  it('finds no words in the base path alone, nor in the not-found page’s own address', () => {
    assert.equal(addressWords('/vnv-documentation/', '/vnv-documentation'), '')
    assert.equal(addressWords('/vnv-documentation/404/', '/vnv-documentation'), '')
    assert.equal(addressWords('/vnv-documentation/404.html', '/vnv-documentation'), '')
  })
  it('takes the base path off only as a whole segment', () => {
    assert.equal(addressWords('/vnv-documentation-old/setup/', '/vnv-documentation'), 'vnv documentation old setup')
  })
})
