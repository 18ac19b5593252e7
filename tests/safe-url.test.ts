import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { hasSafeScheme } from '../lib/safe-url'

describe('URLs an author may link to', () => {
  it('are relative or http, https and mailto ones', () => {
    for (const url of ['/docs/', '#top', 'other-post/', '?page=2', 'https://example.com', 'HTTP://x', 'mailto:a@b.c'])
      assert.ok(hasSafeScheme(url), url)
  })
  it('never a scheme that runs code, however it is spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:x',
      'java\tscript:x',
      'java\nscript:x',
      'data:text/html,x',
      'vbscript:x'
    ])
      assert.ok(!hasSafeScheme(url), JSON.stringify(url))
  })
})
