/** The docs index model (docs-index/generator/model.ts), over a site tree read from a pages/ folder on disk. */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { NavNode } from '../../lib/navigation/types'
import { readSiteTree } from '../../scripts/navigation/read-pages'
import { categoryCards } from '../generator/model'

const page = (title: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n`

describe('category pages', () => {
  let pages: string
  let tree: NavNode[]
  const find = (route: string, nodes = tree): NavNode | undefined => {
    for (const node of nodes) {
      if (node.route === route && node.kind !== 'separator') return node
      const found = find(route, node.children)
      if (found) return found
    }
    return undefined
  }

  before(async () => {
    pages = mkdtempSync(path.join(tmpdir(), 'vnv-docs-index-'))
    const files: Record<string, string> = {
      '_meta.ts': "export default { index: { display: 'hidden', theme: { layout: 'full' } }, docs: { type: 'page' } }",
      'index.mdx': page('Home'),
      'docs/_meta.ts':
        "export default { index: { display: 'hidden', theme: { sidebar: false } }, Tutorial: { type: 'page', title: 'Tutorial' } }",
      'docs/index.mdx': page('Documentation'),
      'docs/Tutorial/_meta.ts':
        "export default { intro: 'Intro', Application: 'Application', '-- More': { type: 'separator', title: 'More' }, zeta: 'Zeta', site: { title: 'Site', href: 'https://example.com' } }",
      'docs/Tutorial/zeta.mdx': page('Zeta page'),
      'docs/Tutorial/intro.mdx': page('Introduction'),
      'docs/Tutorial/Application/_meta.ts': "export default { 'action-button': 'Action button', secret: { display: 'hidden' } }",
      'docs/Tutorial/Application/secret.mdx': page('Secret'),
      'docs/Tutorial/Application/action-button.mdx': page('Action button')
    }
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(pages, file)), { recursive: true })
      writeFileSync(path.join(pages, file), content)
    }
    tree = await readSiteTree(pages)
  })
  after(() => rmSync(pages, { recursive: true, force: true }))

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
