/** Pagefind's result data as the dialog lists it (search/components/hits.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { excerptSegments, pageHitOf, withoutTitle, type PagefindFragment } from '../components/hits'

const operation: PagefindFragment = {
  url: '/docs/rest/session/project-export-as-xls/',
  excerpt: 'Builds an Excel workbook from the <mark>session</mark> <mark>project</mark>, and returns it',
  meta: { title: 'Export the project as a spreadsheet', breadcrumb: 'REST › Session API › Project', method: 'GET' },
  filters: { section: ['REST'] },
  sub_results: [
    {
      url: '/docs/rest/session/project-export-as-xls/',
      title: 'Export the project as a spreadsheet',
      excerpt: 'intro',
      weighted_locations: [{ weight: 9 }]
    },
    {
      url: '/docs/rest/session/project-export-as-xls/#export-the-project-as-a-spreadsheet',
      title: 'Export the project as a spreadsheet',
      excerpt: 'the title, an anchor of its own',
      weighted_locations: [{ weight: 20 }]
    },
    {
      url: '/docs/rest/session/project-export-as-xls/#parameters',
      title: 'Parameters',
      excerpt: 'the <mark>session</mark> id',
      weighted_locations: [{ weight: 1 }]
    },
    {
      url: '/docs/rest/session/project-export-as-xls/#responses',
      title: 'Responses',
      excerpt: 'a',
      weighted_locations: [{ weight: 2 }, { weight: 2 }]
    },
    {
      url: '/docs/rest/session/project-export-as-xls/#path-parameters',
      title: 'Path parameters',
      excerpt: 'b',
      weighted_locations: [{ weight: 3 }]
    },
    { url: '/docs/rest/session/project-export-as-xls/#code-samples', title: 'Code samples', excerpt: 'c', weighted_locations: [] }
  ]
}

describe('excerptSegments', () => {
  it('marks every matched word and keeps the punctuation after it unmarked', () => {
    assert.deepEqual(excerptSegments('the <mark>session</mark> <mark>project</mark>, and'), [
      { text: 'the ', mark: false },
      { text: 'session', mark: true },
      { text: ' ', mark: false },
      { text: 'project', mark: true },
      { text: ', and', mark: false }
    ])
  })
  it("shows the page's < and >, which Pagefind escapes, as the page has them", () => {
    assert.deepEqual(excerptSegments('get() → File | Record&lt;string, <mark>File</mark>&gt;, create(file)'), [
      { text: 'get() → File | Record<string, ', mark: false },
      { text: 'File', mark: true },
      { text: '>, create(file)', mark: false }
    ])
  })
  it('keeps markup of the page text as text: only whole-word marks are marks', () => {
    assert.deepEqual(excerptSegments('&lt;script&gt;alert(1)&lt;/script&gt;'), [{ text: '<script>alert(1)</script>', mark: false }])
    assert.deepEqual(excerptSegments('<script>alert(1)</script> <img src=x>'), [
      { text: '<script>alert(1)</script> <img src=x>', mark: false }
    ])
  })
})

describe('withoutTitle', () => {
  const text = (excerpt: string, title: string) =>
    withoutTitle(excerptSegments(excerpt), title)
      .map((segment) => (segment.mark ? `[${segment.text}]` : segment.text))
      .join('')
  it('drops the heading an excerpt starts with, marked words and all, and keeps what follows', () => {
    assert.equal(text('Path parameters. Name Type Required', 'Path parameters'), 'Name Type Required')
    assert.equal(text('<mark>Batcher.</mark> The <mark>batcher</mark> runs', 'Batcher'), 'The [batcher] runs')
  })
  it('drops the end of the title where the excerpt starts inside it, at a word', () => {
    assert.equal(text('the children of a structure. GET /sessions', 'List the children of a structure'), 'GET /sessions')
    assert.equal(text('ucture. GET /sessions', 'List the children of a structure'), 'ucture. GET /sessions')
    assert.equal(text('a <mark>node</mark>. Then', 'Create a node'), 'Then')
  })
  it('keeps one word of the title that starts the excerpt: it may start a sentence of the text', () => {
    assert.equal(text('node. The <mark>node</mark> is saved', 'Create a node'), 'node. The [node] is saved')
  })
  it('drops a title that holds a full stop of its own', () => {
    assert.equal(text('Node.js vs. Deno. Both run', 'Node.js vs. Deno'), 'Both run')
  })
  it('keeps an excerpt that does not start with the title', () => {
    assert.equal(text('Runs the jobs. Then stops.', 'Batcher'), 'Runs the jobs. Then stops.')
    assert.equal(text('A sentence. Then the title', 'Then the title'), 'A sentence. Then the title')
    assert.equal(text('Batcher', 'Batcher'), 'Batcher')
  })
})

describe('pageHitOf', () => {
  it('reads the title, breadcrumb, section and REST method of a page', () => {
    const hit = pageHitOf(operation)
    assert.equal(hit.title, 'Export the project as a spreadsheet')
    assert.deepEqual(hit.breadcrumb, ['REST', 'Session API', 'Project'])
    assert.equal(hit.section, 'REST')
    assert.equal(hit.method, 'GET')
  })
  it("lists at most three headings, best-matching first, and neither the text before the first heading nor the title's own section", () => {
    assert.deepEqual(
      pageHitOf(operation).sections.map((section) => section.title),
      ['Responses', 'Path parameters', 'Parameters']
    )
  })
  it('falls back to the URL for a page without a title, and to no breadcrumb', () => {
    const hit = pageHitOf({ url: '/docs/x/', excerpt: '', meta: {} })
    assert.equal(hit.title, '/docs/x/')
    assert.deepEqual(hit.breadcrumb, [])
    assert.deepEqual(hit.sections, [])
  })
})
