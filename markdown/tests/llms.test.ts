/** llms.txt and llms-full.txt (llmstxt.org) from the pages' twins. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { NavNode } from '../../lib/navigation/types'
import type { RootContent } from 'mdast'
import { heading, link, paragraph, text } from '../generator/build'
import { pagesInOrder } from '../generator/generate'
import { renderLlmsFullTxt, renderLlmsTxt, type LlmsPage, type LlmsSection } from '../generator/llms'

const site = { title: 'VnV Tools', summary: 'Build, edit and connect VnV projects.' }
const page = (title: string, slug: string, description?: string, ...content: RootContent[]): LlmsPage => ({
  title,
  description,
  url: `https://docs.example/base/docs/${slug}/`,
  twinUrl: `https://docs.example/base/docs/${slug}.md`,
  tree: { type: 'root', children: [heading(1, text(title)), ...(content.length ? content : [paragraph(text(`About ${title}.`))])] }
})
const sections: LlmsSection[] = [
  { title: 'Tutorial', pages: [page('Intro', 'Tutorial/intro', 'Where to start.'), page('Quick start', 'Tutorial/quick-start')] },
  { title: 'Empty', pages: [] },
  { title: 'Optional', pages: [page('Tags', 'tags', 'Every tag.')] }
]

describe('llms.txt', () => {
  it('has the site as h1, its summary as a blockquote and one section per area listing each twin', () => {
    assert.equal(
      renderLlmsTxt(site, sections),
      [
        '# VnV Tools',
        '',
        '> Build, edit and connect VnV projects.',
        '',
        '## Tutorial',
        '',
        '- [Intro](https://docs.example/base/docs/Tutorial/intro.md): Where to start.',
        '- [Quick start](https://docs.example/base/docs/Tutorial/quick-start.md)',
        '',
        '## Optional',
        '',
        '- [Tags](https://docs.example/base/docs/tags.md): Every tag.',
        ''
      ].join('\n')
    )
  })

  it('escapes titles that would otherwise become Markdown', () => {
    const text = renderLlmsTxt(site, [{ title: 'A', pages: [page('Use [brackets] and *stars*', 'x')] }])
    assert.ok(text.includes('- [Use \\[brackets\\] and \\*stars\\*](https://docs.example/base/docs/x.md)'), text)
  })
})

describe('llms-full.txt', () => {
  it('holds every page in order, each opened by its title and the URL it comes from', () => {
    const full = renderLlmsFullTxt(site, sections)
    const order = ['# Intro', '# Quick start', '# Tags'].map((title) => full.indexOf(`\n${title}\n`))
    assert.ok(
      order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1])),
      full
    )
    assert.ok(full.includes('# Intro\n\nSource: [Intro](https://docs.example/base/docs/Tutorial/intro/)\n\nAbout Intro.'))
    assert.ok(full.startsWith('# VnV Tools\n\n> Build, edit and connect VnV projects.\n\n---\n\n# Intro'))
  })

  it("writes a same-page link (#anchor) with its page's URL, since joined pages share one document", () => {
    const withAnchor = (title: string, slug: string) =>
      page(title, slug, undefined, paragraph(text('See '), link('#setup', text('Setup')), text('.')), heading(2, text('Setup')))
    const full = renderLlmsFullTxt(site, [{ title: 'A', pages: [withAnchor('One', 'one'), withAnchor('Two', 'two')] }])
    assert.ok(full.includes('See [Setup](https://docs.example/base/docs/one/#setup).'), full)
    assert.ok(full.includes('See [Setup](https://docs.example/base/docs/two/#setup).'), full)
    assert.doesNotMatch(full, /\]\(#/)
  })
})

describe('pagesInOrder', () => {
  const node = (route: string, kind: NavNode['kind'], children: NavNode[] = []): NavNode => ({
    name: route.split('/').at(-1)!,
    route,
    title: route,
    kind,
    hasPage: kind === 'page',
    hidden: false,
    isSection: false,
    theme: {} as NavNode['theme'],
    children
  })
  it("lists a folder's index page first, before the pages its name sorts among", () => {
    const tags = node('/docs/tags', 'folder', [
      node('/docs/tags/guides', 'page'),
      node('/docs/tags', 'page'),
      node('/docs/tags/jira', 'page')
    ])
    assert.deepEqual(
      pagesInOrder([node('/docs', 'folder', [tags])]).map((page) => page.route),
      ['/docs/tags', '/docs/tags/guides', '/docs/tags/jira']
    )
  })
})
