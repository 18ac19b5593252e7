import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { routeJsonFile } from '../lib/page-records.mjs'
import { folderEntries, firstPage, pageNavigation, sidebarLinks } from '../lib/navigation/page-navigation'
import { isRouteWithin } from '../lib/navigation/routes'
import { buildSiteTree, sortByMeta } from '../lib/navigation/site-tree'
import type { NavNode } from '../lib/navigation/types'
import { routeConflicts } from '../scripts/navigation/conflicts'
import { folderLandings, siteRedirects } from '../scripts/navigation/landings'
import { readSiteTree } from '../scripts/navigation/read-pages'
import { findNode, page, sitePagesFolder, tutorialSection } from './helpers/pages-folder'

describe('the site tree, from pages/ and its _meta files', () => {
  let tree: NavNode[]
  let remove: () => void
  const find = (route: string) => findNode(tree, route)

  before(async () => {
    ;({ tree, remove } = await sitePagesFolder({
      ...tutorialSection,
      'docs/_meta.ts':
        "export default { index: { display: 'hidden', theme: { sidebar: false } }, Tutorial: { type: 'page', title: 'Tutorial' }, Packages: { type: 'page' } }",
      'docs/Packages/vnv-project.mdx': page('Project'),
      'docs/Packages/vnv-project/models.mdx': page('Models'),
      'docs/Packages/guide/index.mdx': page('Guide'),
      'docs/Packages/guide/batcher.mdx': page('Batcher'),
      'docs/Packages/basics/list-crud.mdx': page('List'),
      'docs/Packages/basics/nodes.mdx': page('Nodes'),
      'docs/Packages/basics/nodes/create.mdx': page('Create'),
      'blog/tagged.mdx': '---\ntitle: Tagged\ntags: [sessions, unknown-tag, rest]\n---\n\n# Tagged\n',
      'blog/_meta.ts': "export default { '*': { display: 'hidden', theme: { sidebar: false, pagination: false } } }",
      'blog/welcome.mdx': page('Welcome')
    }))
  })
  after(() => remove())

  it('orders entries as _meta lists them, then the rest by name (code units, not locale)', () => {
    assert.deepEqual(
      find('/docs/Tutorial')!.children.map((n) => n.name),
      ['intro', 'Application', '-- More', 'zeta', 'site']
    )
    assert.deepEqual(
      sortByMeta([{ name: 'b' }, { name: 'B' }, { name: 'a' }, { name: 'c' }], { c: 'C' }).map((n) => n.name),
      ['c', 'B', 'a', 'b']
    )
  })

  it('titles entries from _meta, then front matter, then the file name', () => {
    assert.equal(find('/docs/Tutorial/zeta')!.title, 'Zeta')
    assert.equal(find('/docs/Packages/guide/batcher')!.title, 'Batcher')
    assert.equal(find('/docs/Packages/basics')!.title, 'basics')
  })

  it('treats a folder with a page of the same name as that page, with children', () => {
    const project = find('/docs/Packages/vnv-project')!
    assert.equal(project.kind, 'folder')
    assert.equal(project.hasPage, true)
    assert.deepEqual(
      project.children.map((n) => n.route),
      ['/docs/Packages/vnv-project/models']
    )
  })

  it('passes theme settings down folders; "*" applies to every entry of its folder', () => {
    assert.equal(find('/')!.theme.layout, 'full')
    assert.equal(pageNavigation(tree, '/docs').theme.sidebar, false)
    assert.equal(find('/blog/welcome')!.theme.sidebar, false)
    assert.equal(find('/blog/welcome')!.hidden, true)
    assert.equal(find('/docs/Tutorial/intro')!.theme.sidebar, true)
  })

  it('refuses a _meta key that names nothing, listing every such key with its file', () => {
    assert.throws(() => buildSiteTree({ meta: { ghost: 'Ghost', phantom: { title: 'Phantom' } }, children: [] }), {
      message: [
        '2 problem(s) in _meta files and front matter:',
        '  - pages/_meta.ts: "ghost" names no page or folder beside it: remove the key or add the page',
        '  - pages/_meta.ts: "phantom" names no page or folder beside it: remove the key or add the page'
      ].join('\n')
    })
  })

  it('lists every problem of every _meta file in one run: one that cannot load, values of the wrong type, unknown keys', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'meta-problems-'))
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
      writeFileSync(path.join(folder, file), content)
    }
    write('a/_meta.ts', 'export default { intro: ')
    write('a/intro.mdx', page('Intro'))
    write(
      'b/_meta.ts',
      "export default { intro: 42, other: { title: 7, display: 'gone', theme: { toc: 'no', colour: 'red' } }, ghost: 'Ghost' }"
    )
    write('b/intro.mdx', page('Intro'))
    write('b/other.mdx', page('Other'))
    try {
      await assert.rejects(readSiteTree(folder), (error: Error) => {
        const lines = error.message
          .split('\n')
          .slice(1)
          .map((line) => line.replace(/^ {2}- /, '').replace(folder.slice(1), '<pages>'))
        assert.equal(lines.length, 7, error.message)
        assert.match(lines[0], /a\/_meta\.ts:1:\d+: cannot be loaded: Unexpected end of file/)
        assert.deepEqual(
          lines.slice(1).map((line) => line.replace(/^.*b\/_meta\.ts: /, '')),
          [
            "\"intro\" is 42: write a title ('Title') or settings ({ title: 'Title', … })",
            '"other".title is 7: use text',
            '"other".display is "gone": use "normal" or "hidden"',
            '"other".theme.toc is "no": use true or false',
            '"other".theme.colour is no theme setting (known: layout, typesetting, sidebar, toc, breadcrumb, pagination)',
            '"ghost" names no page or folder beside it: remove the key or add the page'
          ]
        )
        return true
      })
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('lists front matter that cannot be read with the _meta problems, every page of it, in one error', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'front-matter-problems-'))
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
      writeFileSync(path.join(folder, file), content)
    }
    write('a/_meta.ts', "export default { ghost: 'Ghost' }")
    write('a/one.mdx', '---\ntags: [unclosed\n---\n\n# One\n')
    write('a/two.mdx', '---\ntitle: "unclosed\n---\n\n# Two\n')
    write('a/three.MDX', '# Three\n')
    try {
      await assert.rejects(readSiteTree(folder), (error: Error) => {
        const lines = error.message.split('\n')
        assert.equal(lines[0], '4 problem(s) in _meta files and front matter:')
        assert.match(lines[1], /a\/one\.mdx:\d+:\d+: front matter is not valid YAML: /)
        assert.match(lines[2], /a\/three\.MDX: pages are \.mdx files, in lower case; rename it to publish it$/)
        assert.match(lines[3], /a\/two\.mdx:2:\d+: front matter is not valid YAML: /)
        assert.match(lines[4], /a\/_meta\.ts: "ghost" names no page/)
        return true
      })
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('gives a page only its own section as sidebar: a top-level folder never leaks into it', () => {
    const navigation = pageNavigation(tree, '/docs/Tutorial/intro')
    assert.deepEqual(
      navigation.sidebar!.map((entry) => entry.title),
      ['Intro', 'Application', 'More', 'Zeta', 'Site']
    )
    assert.ok(!JSON.stringify(navigation).includes('/blog'))
  })

  it('opens the folders on the page path and leaves the others to load their entries when opened', () => {
    const onPath = pageNavigation(tree, '/docs/Tutorial/Application/action-button').sidebar!
    const application = onPath.find((entry) => entry.title === 'Application')!
    assert.deepEqual(application.children, [{ title: 'Action button', route: '/docs/Tutorial/Application/action-button' }])
    const elsewhere = pageNavigation(tree, '/docs/Tutorial/intro').sidebar!.find((entry) => entry.title === 'Application')!
    assert.equal(elsewhere.children, undefined)
    assert.equal(elsewhere.folder, '/docs/Tutorial/Application')
    assert.deepEqual(folderEntries(tree).get('/docs/Tutorial/Application'), application.children)
  })

  it('shows a page’s sidebar badge from its front matter, in its folder’s entries too; a badge without text is none', async () => {
    const badged = await sitePagesFolder({
      'docs/_meta.ts': "export default { api: { type: 'page' } }",
      // A generated page's front matter (the REST reference's), with a sidebar badge.
      'docs/api/items/create.mdx':
        '{/* generated */}\n\nexport const frontMatter = {"title":"Create an item","sidebarBadge":{"text":"POST","tone":"post"}}\n\n# Create an item\n',
      'docs/api/items/list.mdx': page('List items'),
      'docs/api/items/odd.mdx': '---\ntitle: Odd\nsidebarBadge: 3\n---\n\n# Odd\n'
    })
    try {
      const items = pageNavigation(badged.tree, '/docs/api/items/create').sidebar!.find((entry) => entry.folder === '/docs/api/items')!
      assert.deepEqual(items.children, [
        { title: 'Create an item', route: '/docs/api/items/create', badge: { text: 'POST', tone: 'post' } },
        { title: 'List items', route: '/docs/api/items/list' },
        { title: 'Odd', route: '/docs/api/items/odd' }
      ])
      assert.deepEqual(folderEntries(badged.tree).get('/docs/api/items'), items.children)
    } finally {
      badged.remove()
    }
  })

  it('marks separators and external links as such', () => {
    const sidebar = pageNavigation(tree, '/docs/Tutorial/intro').sidebar!
    assert.deepEqual(sidebar[2], { title: 'More', separator: true })
    assert.deepEqual(sidebar[4], { title: 'Site', route: 'https://example.com', external: true })
  })

  it('links the previous and next page in reading order, a folder page before its children', () => {
    const { prev, next } = pageNavigation(tree, '/docs/Packages/vnv-project')
    // guide/ has no _meta: its pages come by name, batcher before index.
    assert.deepEqual(prev, { title: 'Guide', route: '/docs/Packages/guide' })
    assert.deepEqual(next, { title: 'Models', route: '/docs/Packages/vnv-project/models' })
    assert.equal(pageNavigation(tree, '/docs/Tutorial/intro').prev, null)
  })

  it('names a neighbour in another folder with its folder, so that the pager says where it leads', () => {
    assert.deepEqual(pageNavigation(tree, '/docs/Packages/guide/batcher').prev, {
      title: 'Nodes: Create',
      route: '/docs/Packages/basics/nodes/create'
    })
    assert.deepEqual(pageNavigation(tree, '/docs/Packages/basics/nodes').prev, { title: 'List', route: '/docs/Packages/basics/list-crud' })
    // A page of the reader's folder, or a folder's own page, keeps its title.
    assert.deepEqual(pageNavigation(tree, '/docs/Packages/basics/nodes/create').prev, {
      title: 'Nodes',
      route: '/docs/Packages/basics/nodes'
    })
    assert.deepEqual(pageNavigation(tree, '/docs/Packages/basics/nodes').next, {
      title: 'Create',
      route: '/docs/Packages/basics/nodes/create'
    })
    assert.deepEqual(pageNavigation(tree, '/docs/Packages/vnv-project').next, {
      title: 'Models',
      route: '/docs/Packages/vnv-project/models'
    })
    assert.deepEqual(pageNavigation(tree, '/docs/Packages/vnv-project').prev, { title: 'Guide', route: '/docs/Packages/guide' })
  })

  it('builds the breadcrumb from the section down, folders linking to their first page', () => {
    assert.deepEqual(pageNavigation(tree, '/docs/Tutorial/Application/action-button').breadcrumb, [
      { title: 'Tutorial', route: '/docs/Tutorial/intro' },
      { title: 'Application', route: '/docs/Tutorial/Application/action-button' },
      { title: 'Action button', route: '/docs/Tutorial/Application/action-button' }
    ])
  })

  it('links a page’s tags to their tag pages in front matter order, leaving out tags that have no page, on pages without a sidebar too', () => {
    const tagLink = (slug: string) => (slug === 'unknown-tag' ? null : { title: `Label of ${slug}`, route: `/docs/tags/${slug}` })
    assert.deepEqual(pageNavigation(tree, '/blog/tagged', tagLink).tags, [
      { title: 'Label of sessions', route: '/docs/tags/sessions' },
      { title: 'Label of rest', route: '/docs/tags/rest' }
    ])
    assert.deepEqual(pageNavigation(tree, '/docs/Packages/guide/batcher', tagLink).tags, [])
  })

  it('gives pages without a sidebar, a pager or a section none of them', () => {
    assert.deepEqual(pageNavigation(tree, '/blog/welcome'), {
      route: '/blog/welcome',
      theme: find('/blog/welcome')!.theme,
      sidebar: null,
      breadcrumb: [],
      prev: null,
      next: null,
      tags: []
    })
    assert.equal(pageNavigation(tree, '/').sidebar, null)
    assert.equal(pageNavigation(tree, '/docs').sidebar, null)
  })

  it('finds the first visible page, skipping hidden ones', () => {
    assert.equal(firstPage(find('/docs/Tutorial')!), '/docs/Tutorial/intro')
    const application = find('/docs/Tutorial/Application')!
    assert.equal(firstPage(application), '/docs/Tutorial/Application/action-button')
    assert.equal(firstPage({ ...application, children: application.children.filter((c) => c.name === 'secret') }), undefined)
  })

  it('points each navbar sidebar link at its first page, and lists every sidebar with none', () => {
    assert.deepEqual(sidebarLinks(tree, { tutorial: '/docs/Tutorial', packages: '/docs/Packages' }), {
      tutorial: '/docs/Tutorial/intro',
      packages: '/docs/Packages/basics/list-crud'
    })
    assert.throws(() => sidebarLinks(tree, { empty: '/docs/Empty', ghost: '/docs/Ghost' }), {
      message:
        'Sidebar "empty" has nothing to be linked to: no page was found under "/docs/Empty". Add a page there (and its _meta entry) or remove the navbar item that links to this sidebar.\n' +
        'Sidebar "ghost" has nothing to be linked to: no page was found under "/docs/Ghost". Add a page there (and its _meta entry) or remove the navbar item that links to this sidebar.'
    })
  })

  it('lands every folder without a page of its own on its first page', () => {
    assert.deepEqual(folderLandings([find('/docs/Tutorial')!, find('/docs/Packages')!]), [
      { from: '/docs/Tutorial', to: '/docs/Tutorial/intro/' },
      { from: '/docs/Tutorial/Application', to: '/docs/Tutorial/Application/action-button/' },
      { from: '/docs/Packages', to: '/docs/Packages/basics/list-crud/' },
      { from: '/docs/Packages/basics', to: '/docs/Packages/basics/list-crud/' }
    ])
  })

  it('serves configured redirects first and lands only the folders no configured redirect covers', () => {
    const docs = { ...find('/docs')!, children: [find('/docs/Tutorial')!, find('/docs/Packages')!] }
    const redirects = siteRedirects(
      [docs],
      [
        { from: '/old', to: '/docs/Tutorial/intro/' },
        { from: '/docs/Packages/', to: '/docs/Tutorial/intro/' }
      ]
    )
    assert.deepEqual(redirects.slice(0, 2), [
      { from: '/old', to: '/docs/Tutorial/intro/' },
      { from: '/docs/Packages/', to: '/docs/Tutorial/intro/' }
    ])
    assert.ok(redirects.some((r) => r.from === '/docs/Tutorial' && r.to === '/docs/Tutorial/intro/'))
    assert.ok(!redirects.some((r) => r.from === '/docs/Packages'), 'the configured redirect of /docs/Packages/ wins over its landing')
  })

  it('answers every REST page, hand-written or generated, and every REST folder under /docs/REST/ too', async () => {
    const { tree: restTree, remove: removeRest } = await sitePagesFolder({
      ...tutorialSection,
      'docs/rest.mdx': page('REST'),
      'docs/rest/overview.mdx': page('Overview'),
      'docs/rest/shop/_meta.ts': "export default { intro: 'Shop API', schemas: 'Schemas', changelog: 'Changelog' }",
      'docs/rest/shop/intro.mdx': page('Shop API'),
      'docs/rest/shop/changelog.mdx': page('Changelog'),
      'docs/rest/shop/schemas/order.mdx': page('Order')
    })
    try {
      const upper = siteRedirects(restTree, [{ from: '/docs/REST/overview', to: '/docs/Tutorial/intro/' }]).filter((r) =>
        r.from.startsWith('/docs/REST')
      )
      assert.deepEqual(upper, [
        { from: '/docs/REST/overview', to: '/docs/Tutorial/intro/' },
        { from: '/docs/REST', to: '/docs/rest/' },
        { from: '/docs/REST/shop/intro', to: '/docs/rest/shop/intro/' },
        { from: '/docs/REST/shop/schemas/order', to: '/docs/rest/shop/schemas/order/' },
        { from: '/docs/REST/shop/changelog', to: '/docs/rest/shop/changelog/' },
        { from: '/docs/REST/shop', to: '/docs/rest/shop/intro/' },
        { from: '/docs/REST/shop/schemas', to: '/docs/rest/shop/schemas/order/' }
      ])
    } finally {
      removeRest()
    }
  })

  it('names each page’s navigation file after its route, the home page index.json', () => {
    assert.equal(routeJsonFile('/docs/Tutorial/intro'), 'docs/Tutorial/intro.json')
    assert.equal(routeJsonFile('/docs'), 'docs.json')
    assert.equal(routeJsonFile('/'), 'index.json')
  })

  it('knows when a route is inside a section', () => {
    assert.ok(isRouteWithin('/docs/Tutorial/intro', '/docs/Tutorial'))
    assert.ok(isRouteWithin('/docs/Tutorial/', '/docs/Tutorial'))
    assert.ok(!isRouteWithin('/docs/TutorialX', '/docs/Tutorial'))
  })
})

describe('pages Next.js would settle silently, one of them lost', () => {
  it('are every route two files claim and every old URL now a page’s, all listed in one run with both files named', () => {
    const problems = routeConflicts(
      [
        'docs/Guides/dockers.mdx',
        'docs/Guides/dockers/index.mdx',
        'docs/a.tsx',
        'docs/a.mdx',
        'docs/_meta.ts',
        'docs/ok.mdx',
        'docs/moved.mdx'
      ],
      [
        { from: '/docs/moved', to: '/docs/ok/' },
        { from: '/docs/gone', to: '/docs/ok/' }
      ]
    )
    assert.deepEqual(problems, [
      'pages/docs/Guides/dockers.mdx and pages/docs/Guides/dockers/index.mdx are both the page at /docs/Guides/dockers: rename or move one of them.',
      'pages/docs/a.tsx and pages/docs/a.mdx are both the page at /docs/a: rename or move one of them.',
      'config/redirects.ts sends the old URL /docs/moved to /docs/ok/, but pages/docs/moved.mdx is the page at that URL: remove the redirect or move the page.'
    ])
  })
})

describe('a _meta file that imports a file another generator writes, before it is written', () => {
  it('says which file is missing and what to run, in the list of problems', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'meta-generated-'))
    mkdirSync(path.join(folder, 'a'))
    writeFileSync(path.join(folder, 'a/_meta.ts'), "import labels from '../generated/labels'\nexport default labels\n")
    writeFileSync(path.join(folder, 'a/intro.mdx'), page('Intro'))
    try {
      await assert.rejects(readSiteTree(folder), (error: Error) => {
        assert.match(
          error.message,
          /a\/_meta\.ts cannot be loaded: \S*generated\/labels\S* is missing: another generator writes it\. Run npm run generate first\./
        )
        return true
      })
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
