/** The docs index model (docs-index/generator/model.ts), over a site tree read from a pages/ folder on disk. */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { NavNode } from '../../lib/navigation/types'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { findNode, page, sitePagesFolder, tutorialSection } from '../../tests/helpers/pages-folder'
import { categoryCards, docTagLink, tagSummaries } from '../generator/model'
import { renderCategoryPage, renderTagPage, renderTagsIndex } from '../generator/render'
import { sourcesOfLine } from '../../scripts/lib/generated'
import { stringifyMarkdown } from '../../markdown/generator/mdx-to-markdown'
import { docsIndexComponentMarkdown } from '../generator/markdown'
import { collectDocs } from '../generator/generate'

describe('category pages', () => {
  let tree: NavNode[]
  let remove: () => void
  const find = (route: string) => findNode(tree, route)

  before(async () => {
    ;({ tree, remove } = await sitePagesFolder({
      ...tutorialSection,
      'docs/_meta.ts':
        "export default { index: { display: 'hidden', theme: { sidebar: false } }, Tutorial: { type: 'page', title: 'Tutorial' } }"
    }))
  })
  after(() => remove())

  it('makes category cards in sidebar order, folders linking to their first page', () => {
    const info = (route: string) =>
      ({
        '/docs/Tutorial/intro': { title: 'Introduction', description: 'Start here.' },
        '/docs/Tutorial/Application/action-button': { title: 'Action button' }
      })[route] ?? {}
    assert.deepEqual(categoryCards(find('/docs/Tutorial')!.children, info), [
      { title: 'Intro', href: '/docs/Tutorial/intro/', description: 'Start here.' },
      { title: 'Application', href: '/docs/Tutorial/Application/action-button/', description: '1 page: Action button.' },
      { title: 'Zeta', href: '/docs/Tutorial/zeta/', description: '' }
    ])
  })
})

describe('tag and category pages', () => {
  const doc = (route: string) => ({ route, file: `pages${route}.mdx`, title: route, description: '', tags: ['sessions'] })
  const tag = { slug: 'sessions' as const, label: 'Sessions', description: 'Sessions.', docs: [doc('/docs/a'), doc('/docs/b')] }
  const sources = (mdx: string) => sourcesOfLine(mdx.split('\n')[1])

  it('name the files they are made from, for their Last updated date', () => {
    assert.deepEqual(sources(renderTagPage(tag)), ['content/doc-tags.ts', 'pages/docs/a.mdx', 'pages/docs/b.mdx'])
    assert.deepEqual(sources(renderTagsIndex([tag, { ...tag, docs: [doc('/docs/b')] }])), [
      'content/doc-tags.ts',
      'pages/docs/a.mdx',
      'pages/docs/b.mdx'
    ])
    const category = { slug: 'c', label: 'C', description: 'C.', folder: 'docs/C' }
    assert.deepEqual(sources(renderCategoryPage(category, [], ['pages/docs/C/x.mdx'])), ['content/doc-categories.ts', 'pages/docs/C/x.mdx'])
  })

  it('a category page is titled as the index of its pages, and named in its breadcrumb as its heading names it', () => {
    const mdx = renderCategoryPage({ slug: 'c', label: 'Guides', description: 'G.', folder: 'docs/C' }, [], [])
    assert.match(mdx, /"title":"Guides: all pages"/)
    assert.match(mdx, /"sidebarTitle":"Guides"/)
    assert.match(mdx, /^# Guides$/m)
  })
})

describe('the tags index', () => {
  it('lists the tags that pages carry by label, whatever their order in content/doc-tags.ts, each with its pages by title', () => {
    const doc = (title: string, tags: string[]) => ({
      title,
      route: `/docs/${title}`,
      file: `pages/docs/${title}.mdx`,
      description: '',
      tags
    })
    const tags = tagSummaries([doc('Sessions', ['sessions', 'rest']), doc('Storage', ['aws', 'sessions']), doc('Images', ['docker'])])
    const labels = tags.map((tag) => tag.label)
    assert.deepEqual(
      labels,
      [...labels].sort((a, b) => a.localeCompare(b, 'en'))
    )
    assert.equal(tags.length, 4)
    assert.deepEqual(
      tags.find((tag) => tag.slug === 'sessions')!.docs.map((d) => d.title),
      ['Sessions', 'Storage']
    )
  })
})

describe('a page’s tag links', () => {
  it('label a known tag as content/doc-tags.ts does and link its tag page', () => {
    assert.deepEqual(docTagLink('getting-started'), { title: 'Getting started', route: '/docs/tags/getting-started' })
  })

  it('give a tag that content/doc-tags.ts does not know no link (the content check reports it)', () => {
    assert.equal(docTagLink('no-such-tag'), null)
    assert.equal(docTagLink('constructor'), null)
  })
})

describe('the tags index twin', () => {
  it('counts each tag’s pages, one page in the singular', () => {
    const call = {
      name: 'TagList',
      props: {
        tags: [
          { slug: 'rest', label: 'REST', description: 'REST pages.', count: 1 },
          { slug: 'sessions', label: 'Sessions', count: 3 }
        ]
      },
      children: [],
      page: { route: '/docs/tags', link: (sitePath: string) => `https://docs.example${sitePath}` },
      sectionDepth: 1,
      problem: () => {}
    }
    const markdown = stringifyMarkdown({ type: 'root', children: docsIndexComponentMarkdown.TagList(call) })
    assert.match(markdown, /\[REST\]\(https:\/\/docs\.example\/docs\/tags\/rest\/\) \(1 page\): REST pages\./)
    assert.match(markdown, /\[Sessions\]\(https:\/\/docs\.example\/docs\/tags\/sessions\/\) \(3 pages\)/)
  })
})

describe('reading the docs pages for their tags', () => {
  it('lists every problem of every page in one error: front matter that cannot be read, no title, an unknown tag', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-tags-'))
    const pages = {
      'docs/Tutorial/zeta.mdx': '---\ntitle: Zeta\ntags: [getting-started\n---\n\n# Zeta\n',
      'docs/Tutorial/intro.mdx': '---\ntags: [getting-started]\n---\n\n# Intro\n',
      'docs/Tutorial/Application/action-button.mdx': '---\ntitle: Button\ntags: [getting-started, microsfot, amazon]\n---\n',
      'docs/Tutorial/untagged.mdx': page('Untagged')
    }
    for (const [file, content] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), content)
    }
    try {
      assert.throws(
        () => collectDocs(dir),
        (error: Error) => {
          const lines = error.message.split('\n').map((line) => line.replace(/^ {2}- .*?(docs\/Tutorial\/)/, '$1'))
          assert.equal(lines[0], "4 problem(s) in the docs pages' front matter:", error.message)
          assert.deepEqual(lines.slice(1).sort(), [
            'docs/Tutorial/Application/action-button.mdx:3: front matter "tags": unknown tag "amazon" (the known tags are in content/doc-tags.ts)',
            'docs/Tutorial/Application/action-button.mdx:3: front matter "tags": unknown tag "microsfot" (the known tags are in content/doc-tags.ts)',
            'docs/Tutorial/intro.mdx:1: front matter "title" is missing',
            lines.find((line) => /^docs\/Tutorial\/zeta\.mdx:3:\d+: front matter is not valid YAML: /.test(line))
          ])
          return true
        }
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
