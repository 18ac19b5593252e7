import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { heaviestPages } from '../scripts/bench/measure'

/** An export with `pages` (route → [extra HTML, script chunk names]) and chunks of the given sizes of incompressible bytes. */
function exportWith(pages: Record<string, [string, string[]]>, chunks: Record<string, number>) {
  const out = mkdtempSync(path.join(tmpdir(), 'bench-'))
  mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true })
  for (const [name, bytes] of Object.entries(chunks)) writeFileSync(path.join(out, '_next/static/chunks', name), randomBytes(bytes))
  for (const [route, [head, scripts]] of Object.entries(pages)) {
    mkdirSync(path.join(out, route), { recursive: true })
    const tags = scripts.map((name) => `<script src="/vnv-documentation/_next/static/chunks/${name}" defer=""></script>`)
    writeFileSync(path.join(out, route, 'index.html'), `<!DOCTYPE html><html><head>${head}${tags.join('')}</head><body></body></html>`)
  }
  return out
}

const article = '<meta property="og:type" content="article"/>'
const website = '<meta property="og:type" content="website"/>'

describe('npm run bench weighs', () => {
  it('of each page type, the page whose HTML loads the most script; blog lists are no type, and a redirect stub (no script) outweighs no page', () => {
    const out = exportWith(
      {
        '/': [website, ['shared.js']],
        '/docs/Tutorial/short': [website, ['shared.js', 'small.js']],
        '/docs/API/long': [website, ['shared.js', 'large.js']],
        '/docs/old-link': ['<meta http-equiv="refresh" content="0; url=/docs/API/long/"/>', []],
        '/docs/Components/button': [website, ['shared.js', 'small.js']],
        '/docs/rest/session/commit': [`${website}<p class="vnv-operation-header__line"></p>`, ['shared.js', 'small.js']],
        '/blog/post': [article, ['shared.js', 'small.js']],
        '/blog': [website, ['shared.js', 'largest.js']]
      },
      { 'shared.js': 1000, 'small.js': 2000, 'large.js': 8000, 'largest.js': 20000 }
    )
    try {
      assert.deepEqual(heaviestPages(out), {
        home: '/',
        'REST operation': '/docs/rest/session/commit/',
        'blog post': '/blog/post/',
        component: '/docs/Components/button/',
        doc: '/docs/API/long/'
      })
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })

  it('no page of a type the site does not have', () => {
    const out = exportWith({ '/': [website, ['shared.js']], '/docs/intro': [website, ['shared.js']] }, { 'shared.js': 100 })
    try {
      assert.deepEqual(heaviestPages(out), { home: '/', doc: '/docs/intro/' })
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})
