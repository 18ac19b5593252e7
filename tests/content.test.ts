import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { countWords, headingIds, internalLinks, lintPage, type LintContext, type Page } from '../scripts/content/lint-content'
import { fileToRoute } from '../scripts/content/routes'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')
const page = (route: string, source: string): Page => ({ file: `pages${route}.mdx`, route, source })
const context = (pages: Page[]): LintContext => ({
  pages: new Map(pages.map((p) => [p.route, p])),
  redirects: new Map([['/docs/intro', '/docs/Tutorial/intro/']]),
  extraRoutes: new Set()
})

const target = page('/docs/Tutorial/intro', `---\ntitle: Intro\ndescription: An introduction to the toolkit.\ntags: [getting-started]\n---\n# Intro\n\n## Set up the project\n\n${words(160)}`)

describe('content rules', () => {
  it('map files to routes like Next.js', () => {
    assert.equal(fileToRoute('docs/Tutorial/intro.mdx'), '/docs/Tutorial/intro')
    assert.equal(fileToRoute('docs/API/index.mdx'), '/docs/API')
    assert.equal(fileToRoute('index.mdx'), '/')
    assert.equal(fileToRoute('docs/_meta.ts'), null)
    assert.equal(fileToRoute('_app.tsx'), null)
  })

  it('accept a complete page', () => {
    assert.deepEqual(lintPage(target, context([target])), [])
  })

  it('require title, description and known tags on docs', () => {
    const bad = page('/docs/x', `---\ntags: [made-up]\n---\n${words(200)}`)
    assert.deepEqual(lintPage(bad, context([bad])), [
      'pages/docs/x.mdx: frontmatter "title" is missing',
      'pages/docs/x.mdx: frontmatter "description" is missing or shorter than 20 characters',
      'pages/docs/x.mdx: unknown tag "made-up" (known tags are in content/doc-tags.ts)'
    ])
  })

  it('require 150 words of prose, not counting code', () => {
    const short = page('/docs/y', `---\ntitle: Y\ndescription: A page that is far too short.\ntags: [rest]\n---\n${words(100)}\n\n\`\`\`ts\n${words(100)}\n\`\`\``)
    assert.deepEqual(lintPage(short, context([short])), ['pages/docs/y.mdx: has 100 words; pages need at least 150 (or "indexPage: true")'])
  })

  it('reject placeholder text with its line', () => {
    const lorem = page('/docs/z', `---\ntitle: Z\ndescription: A page with leftovers in it.\ntags: [rest]\n---\n${words(160)}\n\nLorem ipsum dolor.\n\nThis part is coming soon.`)
    const problems = lintPage(lorem, context([lorem]))
    assert.equal(problems.length, 2)
    assert.match(problems[0], /line 8: placeholder text matching \/lorem ipsum\/i/)
    assert.match(problems[1], /line 10: placeholder text matching \/coming soon\/i/)
  })

  it('resolve links through redirects and check anchors', () => {
    const linking = page('/docs/a', `---\ntitle: A\ndescription: A page that links elsewhere.\ntags: [rest]\n---\n${words(160)}\n\n[ok](/docs/Tutorial/intro/#set-up-the-project) [via redirect](/docs/intro) [bad](/docs/nowhere/) [bad anchor](/docs/Tutorial/intro/#nope) <a href="/docs/gone">x</a>\n\n\`[in code](/docs/ignored)\``)
    assert.deepEqual(lintPage(linking, context([linking, target])), [
      'pages/docs/a.mdx: broken link "/docs/nowhere/": no page at /docs/nowhere',
      'pages/docs/a.mdx: broken anchor "/docs/Tutorial/intro/#nope": pages/docs/Tutorial/intro.mdx has no heading with id "nope"',
      'pages/docs/a.mdx: broken link "/docs/gone": no page at /docs/gone'
    ])
  })

  it('compute heading ids like Nextra', () => {
    assert.deepEqual([...headingIds('## Set up `npm`\n### Same\n### Same\n## Custom [#my-id]\n```\n## not a heading\n```')], ['set-up-npm', 'same', 'same-1', 'my-id'])
  })

  it('ignore links and words inside code', () => {
    assert.deepEqual(internalLinks('```md\n[x](/a)\n```\n[y](/b)'), ['/b'])
    assert.equal(countWords('one two\n```\nthree four five\n```\n<Callout type="info">six</Callout>'), 3)
  })
})
