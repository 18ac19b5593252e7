/** The post-build search index (search/indexer/build-index.ts), run on a small exported site. */
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { buildSearchIndex, type IndexSummary } from '../indexer/build-index'

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><nav>Sidebar words</nav>${body}</body></html>`

describe('buildSearchIndex', () => {
  let out: string
  let summary: IndexSummary
  before(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'vnv-search-index-'))
    const write = (route: string, html: string) => {
      mkdirSync(path.join(out, route), { recursive: true })
      writeFileSync(path.join(out, route, 'index.html'), html)
    }
    write(
      'docs/batcher',
      page(
        '<article data-pagefind-body><span hidden data-pagefind-filter="section:Packages"></span><h1>Batcher</h1><p>Queues controllers.</p>' +
          '<div class="vnv-page-actions">Copy page</div><h2 id="run">Run the batch</h2><p>Runs every controller.</p>' +
          '<details class="vnv-toc-disclosure"><summary>On this page</summary></details>' +
          '<figure><figcaption class="vnv-playground__toolbar">Live example <button>Reset</button></figcaption><pre>batcher.run()</pre></figure></article>'
      )
    )
    // An old URL's stub and a listing page: not marked, so not indexed.
    write('docs/old-batcher', page('<p>This page has moved to the batcher.</p>'))
    write('docs/tags/kit', page('<h1>Pages tagged kit</h1>'))
    mkdirSync(path.join(out, 'pagefind'))
    writeFileSync(path.join(out, 'pagefind', 'stale.txt'), 'from the last build')
    summary = await buildSearchIndex(out)
  })
  after(() => rmSync(out, { recursive: true, force: true }))

  it('indexes only the pages the theme marks', () => {
    assert.equal(summary.pages, 1)
  })

  it('replaces the previous index whole, leaving no staging folder and no UI bundle of Pagefind’s', () => {
    const files = readdirSync(path.join(out, 'pagefind'))
    assert.ok(files.includes('pagefind.js'))
    assert.ok(!files.includes('stale.txt'))
    assert.ok(!files.some((file) => file.startsWith('pagefind-ui') || file.startsWith('pagefind-component-ui')))
    assert.equal(existsSync(path.join(out, 'pagefind.next')), false)
  })

  it('writes the vocabulary of what it indexed: the content, not the page actions, a live example’s toolbar or navigation', () => {
    const words = readFileSync(path.join(out, 'pagefind', 'vocabulary.txt'), 'utf8')
      .trim()
      .split('\n')
    for (const word of ['batcher', 'queues', 'controllers', 'batch']) assert.ok(words.includes(word), word)
    for (const word of ['copy', 'page', 'live', 'reset', 'sidebar', 'moved', 'tagged']) assert.ok(!words.includes(word), word)
    assert.equal(summary.words, words.length)
  })
})
