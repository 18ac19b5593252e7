import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { categoryCards } from '../scripts/docs-index/model'
import { firstPage, folderLandings, readSidebarTree, sidebarOrder, type SidebarNode } from '../scripts/lib/sidebar'

/** A pages/ folder on disk: path → content. */
function writeTree(root: string, files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), content)
  }
}

describe('sidebar order and folder landings', () => {
  let pages: string
  let tree: SidebarNode[]

  before(async () => {
    pages = mkdtempSync(path.join(tmpdir(), 'vnv-sidebar-'))
    writeTree(pages, {
      'docs/_meta.ts': "export default { Tutorial: 'Tutorial', Packages: 'Packages' }",
      // No page for the folder itself; its first folder holds the first page.
      'docs/Tutorial/_meta.ts': "export default { intro: 'Intro', Application: 'Application', zeta: 'Zeta' }",
      'docs/Tutorial/zeta.mdx': '# Zeta',
      'docs/Tutorial/intro.mdx': '# Intro',
      'docs/Tutorial/Application/_meta.ts': "export default { 'action-button': 'Action button', secret: { display: 'hidden' } }",
      'docs/Tutorial/Application/secret.mdx': '# Secret',
      'docs/Tutorial/Application/action-button.mdx': '# Action button',
      // A folder with a sibling page is that page; a folder with index.mdx is its index page.
      'docs/Packages/vnv-project.mdx': '# Project',
      'docs/Packages/vnv-project/models.mdx': '# Models',
      'docs/Packages/guide/index.mdx': '# Guide',
      'docs/Packages/guide/batcher.mdx': '# Batcher',
      'docs/Packages/basics/list-crud.mdx': '# List'
    })
    tree = await readSidebarTree(pages, path.join(pages, 'docs'))
  })
  after(() => rmSync(pages, { recursive: true, force: true }))

  it('orders entries as _meta lists them, then the rest by name', () => {
    assert.deepEqual(
      tree.map((n) => n.name),
      ['Tutorial', 'Packages']
    )
    assert.deepEqual(
      tree[0].children.map((n) => n.name),
      ['intro', 'Application', 'zeta']
    )
    assert.deepEqual(
      sidebarOrder([{ name: 'b' }, { name: 'c' }, { name: 'a' }], { c: 'C' }).map((n) => n.name),
      ['c', 'a', 'b']
    )
  })

  it('treats a folder with a sibling page as that page', () => {
    const project = tree[1].children.find((n) => n.name === 'vnv-project')!
    assert.equal(project.isFolder, false)
    assert.equal(project.route, '/docs/Packages/vnv-project')
    assert.deepEqual(
      project.children.map((n) => n.route),
      ['/docs/Packages/vnv-project/models']
    )
  })

  it('finds the first visible page, skipping hidden ones', () => {
    assert.equal(firstPage(tree[0]), '/docs/Tutorial/intro')
    const application = tree[0].children.find((n) => n.name === 'Application')!
    assert.equal(firstPage(application), '/docs/Tutorial/Application/action-button')
    assert.equal(firstPage({ ...application, children: application.children.filter((c) => c.name === 'secret') }), undefined)
  })

  it('lands every folder without a page of its own on its first page', () => {
    assert.deepEqual(folderLandings(tree), [
      { from: '/docs/Tutorial', to: '/docs/Tutorial/intro/' },
      { from: '/docs/Tutorial/Application', to: '/docs/Tutorial/Application/action-button/' },
      { from: '/docs/Packages', to: '/docs/Packages/basics/list-crud/' },
      { from: '/docs/Packages/basics', to: '/docs/Packages/basics/list-crud/' }
    ])
  })

  it('makes category cards in sidebar order, folders linking to their first page', () => {
    const info = (route: string) =>
      ({
        '/docs/Tutorial/intro': { title: 'Introduction', description: 'Start here.' },
        '/docs/Tutorial/Application/action-button': { title: 'Action button' }
      })[route] ?? {}
    assert.deepEqual(categoryCards(tree[0].children, { Application: 'The application' }, info), [
      { title: 'Introduction', href: '/docs/Tutorial/intro/', description: 'Start here.' },
      { title: 'The application', href: '/docs/Tutorial/Application/action-button/', description: '1 page: Action button.' },
      { title: 'zeta', href: '/docs/Tutorial/zeta/', description: '' }
    ])
  })
})
