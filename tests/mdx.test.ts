/**
 * The site's own MDX plugins (lib/mdx, next.config.mjs), tested through MDX compiled as the site compiles
 * its pages (tests/helpers/compile-mdx.ts); the live-code one is tested with the playground
 * (playground/tests), the diagrams one with the diagrams (diagrams/tests).
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it, test } from 'node:test'
import { compileCodeHash } from '../lib/mdx/compile-code.mjs'
import type { CompiledPage } from '../theme/page-context'
import { compileMdx } from './helpers/compile-mdx'

/** The page data a compiled page gives its props (the first argument of its `pageStaticProps` call). */
function pageOf(compiled: string): CompiledPage {
  const start = compiled.indexOf('{', compiled.indexOf('= pageStaticProps('))
  assert.ok(start > 0, `no getStaticProps in\n${compiled}`)
  // To the brace that closes it, skipping those in strings.
  let depth = 0
  let end = start
  let inString = false
  do {
    const char = compiled[end]
    if (inString) {
      if (char === '\\') end++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{') depth++
    else if (char === '}') depth--
    end++
  } while (depth > 0)
  return JSON.parse(compiled.slice(start, end))
}

/** The records a compiled page imports, by the name it gives each. */
const recordImports = (compiled: string) =>
  Object.fromEntries([...compiled.matchAll(/^import (\w+) from "@\/(generated\/[^"]+)";$/gm)].map((m) => [m[1], m[2]]))

test("pages render MDX's elements with the site's components (mdx-components.tsx, as @next/mdx names it)", async () => {
  const compiled = await compileMdx('# Title\n\nSome *text*.\n')
  assert.match(compiled, /^import \{useMDXComponents as _provideComponents\} from "next-mdx-import-source-file";$/m)
  assert.match(compiled, /\.\.\._provideComponents\(\)/)
})

describe('headings', () => {
  const source = '# Intro *page*\n\n## Install [#setup]\n\n## Use\n\n### Use\n\n#### Use `it` **well**\n\n##### Five\n\n###### Six\n'

  it('get ids from their text, a repeated one -1, -2…; `[#custom-id]` sets the id and leaves the text', async () => {
    const compiled = await compileMdx(source)
    assert.match(compiled, /<_components\.h1 id="intro-page">\{"Intro "\}<_components\.em>\{"page"\}<\/_components\.em><\/_components\.h1>/)
    assert.match(compiled, /<_components\.h2 id="setup">\{"Install"\}<\/_components\.h2>/)
    assert.match(compiled, /<_components\.h2 id="use">\{"Use"\}<\/_components\.h2>/)
    assert.match(compiled, /<_components\.h3 id="use-1">\{"Use"\}<\/_components\.h3>/)
    assert.match(compiled, /<_components\.h4 id="use-it-well">/)
    assert.doesNotMatch(compiled, /\[#setup\]/)
  })

  it('make the table of contents, h2 to h6 in order without the h1, and the h1 is the title', async () => {
    const page = pageOf(await compileMdx(source))
    assert.equal(page.title, 'Intro page')
    assert.deepEqual(page.toc, [
      { depth: 2, value: 'Install', id: 'setup' },
      { depth: 2, value: 'Use', id: 'use' },
      { depth: 3, value: 'Use', id: 'use-1' },
      { depth: 4, value: 'Use it well', id: 'use-it-well' },
      { depth: 5, value: 'Five', id: 'five' },
      { depth: 6, value: 'Six', id: 'six' }
    ])
  })

  it('refuse two headings with one id, naming both lines: a link could reach only the first', async () => {
    await assert.rejects(
      compileMdx('# Page\n\n## Install [#setup]\n\n## Set up\n\n## Again [#setup]\n'),
      /line 7: the heading id "setup" is also that of line 3/
    )
    await assert.rejects(
      compileMdx('# Page\n\n## Set up\n\n## Other [#set-up]\n'),
      /line 5: the heading id "set-up" is also that of line 3/
    )
  })

  it('leave a page without an h1 untitled', async () => {
    const page = pageOf(await compileMdx('## Only a section\n'))
    assert.equal(page.title, '')
    assert.deepEqual(page.toc, [{ depth: 2, value: 'Only a section', id: 'only-a-section' }])
  })
})

describe('front matter', () => {
  it("a writer's YAML block reaches the props, and nothing of it shows on the page", async () => {
    const compiled = await compileMdx(
      '---\ntitle: Quick start\ndescription: \'Set up in "one" step {or two\'\ntags: [setup, tutorial]\nsidebar_position: 2\n---\n\n# Start\n'
    )
    assert.deepEqual(pageOf(compiled).frontMatter, {
      title: 'Quick start',
      description: 'Set up in "one" step {or two',
      tags: ['setup', 'tutorial'],
      sidebar_position: 2
    })
    assert.doesNotMatch(compiled, /sidebar_position: 2|Quick start"\}/)
  })

  it("a generated page's front matter line reaches the props and leaves the module", async () => {
    const compiled = await compileMdx(
      '{/* generated */}\n\nexport const frontMatter = {"title":"Create an item","sidebarBadge":{"text":"POST","tone":"post"}}\n\n# Create an item\n',
      'pages/docs/rest/session/create-item.mdx'
    )
    assert.deepEqual(pageOf(compiled).frontMatter, { title: 'Create an item', sidebarBadge: { text: 'POST', tone: 'post' } })
    assert.doesNotMatch(compiled, /frontMatter = /)
  })

  it('is empty for a page without any', async () => {
    assert.deepEqual(pageOf(await compileMdx('# Plain\n')).frontMatter, {})
  })
})

describe("a page's props", () => {
  it('come from getStaticProps, with its route', async () => {
    const compiled = await compileMdx('# Intro\n', 'pages/docs/Tutorial/intro/index.mdx')
    assert.match(compiled, /^import \{pageStaticProps\} from '@\/theme\/page\/static-props';$/m)
    assert.match(compiled, /^export const getStaticProps = pageStaticProps\(\{/m)
    assert.equal(pageOf(compiled).route, '/docs/Tutorial/intro')
    assert.equal(pageOf(await compileMdx('# Home\n', 'pages/index.mdx')).route, '/')
  })

  it("import the route's navigation and source records; a docs route no blog record", async () => {
    const compiled = await compileMdx('# Intro\n', 'pages/docs/Tutorial/intro.mdx')
    assert.deepEqual(recordImports(compiled), {
      navigation: 'generated/navigation/pages/docs/Tutorial/intro.json',
      source: 'generated/page-source/pages/docs/Tutorial/intro.json'
    })
    assert.match(compiled, /\}, \{\n {2}navigation,\n {2}source\n\}\);/)
    assert.deepEqual(recordImports(await compileMdx('# Home\n', 'pages/index.mdx')), {
      navigation: 'generated/navigation/pages/index.json',
      source: 'generated/page-source/pages/index.json'
    })
  })

  it("import, on a /blog route, the route's blog record too", async () => {
    const post = await compileMdx('# Welcome\n', 'pages/blog/welcome.mdx')
    assert.deepEqual(recordImports(post), {
      navigation: 'generated/navigation/pages/blog/welcome.json',
      source: 'generated/page-source/pages/blog/welcome.json',
      blog: 'generated/blog/pages/blog/welcome.json'
    })
    assert.match(post, /\}, \{\n {2}navigation,\n {2}source,\n {2}blog\n\}\);/)
    assert.equal(recordImports(await compileMdx('# Blog\n', 'pages/blog/index.mdx')).blog, 'generated/blog/pages/blog.json')
    // A route that only starts with the same letters is no blog page.
    assert.equal(recordImports(await compileMdx('# Blogroll\n', 'pages/blogroll.mdx')).blog, undefined)
  })

  it('are no part of an MDX file outside pages/, whose headings still get ids', async () => {
    for (const file of ['components/partial.mdx', 'pages-old/intro.mdx']) {
      const compiled = await compileMdx('# Partial\n\n## Part\n', file)
      assert.doesNotMatch(compiled, /getStaticProps|pageStaticProps|@\/generated\//, file)
      assert.match(compiled, /<_components\.h2 id="part">/, file)
    }
  })
})

describe("a page's data exports", () => {
  const source =
    '{/* generated */}\n\nimport { DocCardList } from "@/docs-index/components/DocCardList"\n\n' +
    'export const category = {"label":"Advanced concepts"}\n\nexport const cards = [{"title":"Operations","href":"/docs/ops/"}]\n\n' +
    'export const byTitle = (a, b) => a.title.localeCompare(b.title)\n\n# {category.label}\n\n<DocCardList cards={cards.sort(byTitle)} />\n'

  it('reach the page as data of its props, which its content reads, and leave its module', async () => {
    const compiled = await compileMdx(source, 'pages/docs/category/advanced-concepts.mdx')
    assert.deepEqual(pageOf(compiled).data, {
      category: { label: 'Advanced concepts' },
      cards: [{ title: 'Operations', href: '/docs/ops/' }]
    })
    assert.doesNotMatch(compiled, /export const (category|cards)\b/)
    assert.match(compiled, /function _createMdxContent\(props\) \{\n {2}const \{category, cards\} = props\.page\.data;/)
  })

  it('stay code where they are no JSON (a function, an expression), and a page without any has no data', async () => {
    const compiled = await compileMdx(source, 'pages/docs/category/advanced-concepts.mdx')
    assert.match(compiled, /^export const byTitle = \(a, b\) => /m)
    assert.match(compiled, /^import \{DocCardList\} from "@\/docs-index\/components\/DocCardList";$/m)
    const plain = await compileMdx('export const answer = 6 * 7\n\n# Plain {answer}\n')
    assert.equal('data' in pageOf(plain), false)
    assert.match(plain, /^export const answer = 6 \* 7;$/m)
    assert.doesNotMatch(plain, /props\.page\.data/)
  })

  it('are no props of an MDX file outside pages/', async () => {
    const compiled = await compileMdx('export const cards = []\n\n# Partial\n', 'components/partial.mdx')
    assert.match(compiled, /^export const cards = \[\];$/m)
    assert.doesNotMatch(compiled, /props\.page/)
  })
})

describe('code blocks', () => {
  it("are marked for the theme's code block: language, copy and wrap buttons, and the file name when given", async () => {
    const compiled = await compileMdx('```ts filename="src/answer.ts"\nconst answer = 42\n```\n\n```bash\nnpm run dev\n```\n')
    assert.match(compiled, /<_components\.pre data-language="ts" data-copy="" data-word-wrap="" data-filename="src\/answer\.ts">/)
    assert.match(compiled, /<_components\.pre data-language="bash" data-copy="" data-word-wrap="">/)
    // Shiki's own class, inline background and tab stop are left to the theme's block (theme/mdx/Pre.tsx).
    assert.doesNotMatch(compiled, /shiki|tabIndex|style=/)
  })

  it('mark the lines a fence lists after its language ({2,4-5}), beside a file name too, and no others', async () => {
    const compiled = await compileMdx('```js {2,4-5} filename="a.js"\nl1\nl2\nl3\nl4\nl5\nl6\n```\n')
    const lines = [...compiled.matchAll(/<_components\.span( data-marked="")?>(?:<_components\.span>)?\{"(l\d)"\}/g)]
    assert.deepEqual(
      lines.map(([, marked, text]) => `${text}${marked ? ' marked' : ''}`),
      ['l1', 'l2 marked', 'l3', 'l4 marked', 'l5 marked', 'l6']
    )
    assert.match(compiled, /data-filename="a\.js"/)
  })

  it('are numbered when the fence says showLineNumbers, beside marked lines too, and not otherwise', async () => {
    const compiled = await compileMdx('```js showLineNumbers {2}\nl1\nl2\n```\n\n```js\nl3\n```\n')
    assert.match(compiled, /<_components\.pre data-language="js" data-copy="" data-word-wrap="" data-line-numbers="">/)
    assert.match(compiled, /<_components\.pre data-language="js" data-copy="" data-word-wrap="">/)
    assert.match(compiled, /<_components\.span data-marked="">(?:<_components\.span>)?\{"l2"\}/)
  })

  it('in an unknown language, or none, still show as a block, as plain text', async () => {
    const compiled = await compileMdx('```not-a-language\nkept as plain text\n```\n\n```\nno language\n```\n')
    assert.equal(compiled.match(/<_components\.pre data-language="text" data-copy="" data-word-wrap="">/g)?.length, 2)
    // The code element's content, rendered to HTML at build time (static HTML, below).
    assert.match(compiled, /\[<><_components\.span><_components\.span>\{"kept as plain text"\}/)
    assert.match(compiled, /\{"no language"\}/)
  })

  it('highlight a ```tsx fence inside an ```mdx block as a highlighter given every grammar of the sample does', async () => {
    const { createHighlighter } = await import('shiki')
    const { createOnDemandHighlighter } = await import('../lib/mdx/highlighter.mjs')
    const { CODE_THEMES } = await import('../lib/mdx/code-colours.mjs')
    const blocks: [string, string][] = [
      ['mdx', "import { Callout } from '@/theme/mdx/Callout'\n\n```tsx\nconst answer: number = 42\n```"],
      ['bash', 'npm run dev']
    ]
    const compiled = await compileMdx(blocks.map(([language, code]) => `\`\`\`\`${language}\n${code}\n\`\`\`\`\n`).join('\n'))
    // The embedded TypeScript is split into tokens, not left as one plain line.
    assert.match(compiled, /<_components\.span className="[^"]+">\{"const"\}<\/_components\.span>/)

    const onDemand = await createOnDemandHighlighter({ themes: Object.values(CODE_THEMES), langs: [] })
    // Loading all ~300 grammars took 25 s; the sample needs these three.
    const everyGrammar = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['mdx', 'tsx', 'bash'] })
    for (const [lang, code] of blocks) {
      await onDemand.loadLanguage(lang as never)
      assert.equal(onDemand.codeToHtml(code, { lang, themes: CODE_THEMES }), everyGrammar.codeToHtml(code, { lang, themes: CODE_THEMES }))
    }
  })

  it('carry their tokens’ colours as classes of the themes’ palettes, which the generated CSS defines, not inline styles', async () => {
    const { codePalette, paletteCss, tokenClass } = await import('../lib/mdx/code-colours.mjs')
    const palette = await codePalette()
    const compiled = await compileMdx('```js\nconst names = items.map((item) => item.name) // a comment\n```\n')
    // No token keeps an inline colour; the keyword, string and comment each get a light and a dark class.
    assert.doesNotMatch(compiled, /--shiki-light|style=/)
    const classes = [...compiled.matchAll(/className="(sh[ld]-[0-9a-f]{6}) (sh[ld]-[0-9a-f]{6})"/g)].map((m) => [m[1], m[2]])
    assert.ok(classes.length >= 3, compiled)
    // Tokens in the themes' text colour (` items.`) carry no class at all: the code element gives it.
    assert.match(compiled, /<_components\.span>\{" items\."\}<\/_components\.span>/)
    const css = paletteCss(palette, 'header')
    assert.match(css, new RegExp(`\\.vnv-code \\{ --shiki-light: ${palette.light.text}; --shiki-dark: ${palette.dark.text}; \\}`))
    for (const [light, dark] of classes) {
      assert.match(css, new RegExp(`\\.${light} \\{ --shiki-light: #[0-9a-f]{6}; \\}`))
      assert.match(css, new RegExp(`\\.${dark} \\{ --shiki-dark: #[0-9a-f]{6}; \\}`))
    }
    assert.equal(tokenClass('dark', '#FF9492'), 'shd-ff9492')
  })
})

test('a language brings the grammars it embeds lazily, transitively; an unknown one is passed on as it is', async () => {
  const { withLazyEmbeds } = await import('../lib/mdx/highlighter.mjs')
  const forMdx = await withLazyEmbeds(['mdx'])
  for (const language of ['mdx', 'tsx', 'markdown', 'php']) assert.ok(forMdx.includes(language), language)
  assert.deepEqual(await withLazyEmbeds(['bash']), ['bash'])
  assert.deepEqual(await withLazyEmbeds(['not-a-language']), ['not-a-language'])
})

test('a token styled beyond its two colours, or in a colour outside the palette, keeps its inline style', async () => {
  const { codePalette, tokenColourClasses } = await import('../lib/mdx/code-colours.mjs')
  const transformer = tokenColourClasses(await codePalette())
  const span = (style: string) => {
    const node = { type: 'element' as const, tagName: 'span', properties: { style } as Record<string, unknown>, children: [] }
    const context = { addClassToHast: (hast: typeof node, names: string[]) => ((hast.properties.className = names), hast) }
    transformer.span!.call(context as never, node as never, 1, 1, node as never, {} as never)
    return node.properties
  }
  const bold = '--shiki-light:#023B95;--shiki-light-font-weight:bold;--shiki-dark:#91CBFF;--shiki-dark-font-weight:bold'
  assert.deepEqual(span(bold), { style: bold })
  assert.deepEqual(span('--shiki-light:#123456;--shiki-dark:#91CBFF'), { style: '--shiki-light:#123456;--shiki-dark:#91CBFF' })
  assert.deepEqual(span('--shiki-light:#A0111F;--shiki-dark:#FF9492'), { className: ['shl-a0111f', 'shd-ff9492'] })
  assert.deepEqual(span('--shiki-light:#0E1116;--shiki-dark:#F0F3F6'), {})
})

test('task-list checkboxes are labelled by their item text', async () => {
  const { unified } = await import('unified')
  const { default: remarkParse } = await import('remark-parse')
  const { default: remarkGfm } = await import('remark-gfm')
  const { default: remarkRehype } = await import('remark-rehype')
  const { default: rehypeStringify } = await import('rehype-stringify')
  const { default: rehypeTaskListLabels } = await import('../lib/mdx/rehype-task-list-labels.mjs')
  const html = String(
    await unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeTaskListLabels)
      .use(rehypeStringify)
      .process('- [ ] Focus is **visible**\n  - [x] nested\n- plain item\n')
  )
  assert.match(
    html,
    /<li class="task-list-item"><label class="vnv-task"><input type="checkbox" disabled> Focus is <strong>visible<\/strong>\n?<\/label><ul/
  )
  assert.match(html, /<label class="vnv-task"><input type="checkbox" checked disabled> nested<\/label>/)
  assert.match(html, /<li>plain item<\/li>/)
  // In a page, as the site compiles it.
  assert.match(
    await compileMdx('- [x] Done\n'),
    /<_components\.label className="vnv-task"><_components\.input type="checkbox" checked disabled \/>\{" "\}\{"Done"\}/
  )
})

describe('the compile code hash (next.config.mjs keys the compile cache with it)', () => {
  it('changes with a module the plugins may load or with the installed packages, not with TypeScript or dependencies', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'compile-code-'))
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    try {
      write('lib/mdx/remark-x.mjs', 'export default 1')
      write('lib/y.ts', 'export const y = 1')
      write('node_modules/z/index.mjs', 'export default 1')
      write('package-lock.json', '{}')
      const first = compileCodeHash(root)
      write('lib/y.ts', 'export const y = 2')
      write('node_modules/z/index.mjs', 'export default 2')
      assert.equal(compileCodeHash(root), first)
      write('lib/mdx/remark-x.mjs', 'export default 2')
      const second = compileCodeHash(root)
      assert.notEqual(second, first)
      write('package-lock.json', '{"lockfileVersion":3}')
      assert.notEqual(compileCodeHash(root), second)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('static HTML (lib/mdx/rehype-static-html.mjs, recma-static-html.mjs)', () => {
  /** The compiled page's content function, and the function that only its getStaticProps calls. */
  const parts = (compiled: string) => ({
    content: compiled.slice(compiled.indexOf('function _createMdxContent'), compiled.indexOf('export default function MDXContent')),
    staticHtml: compiled.slice(compiled.indexOf('function _createMdxStaticHtml'))
  })
  const hole = (tag: string, index: number) =>
    new RegExp(`<_components\\.${tag} data-static-html="" dangerouslySetInnerHTML=\\{\\{\\s+__html: _staticHtml\\[${index}\\]\\s+\\}\\} />`)

  it("takes a paragraph's and a list's content out of the page's code: the page shows it from its props", async () => {
    const compiled = await compileMdx('# Title\n\nSome *text* with a [link](/docs/x/).\n\n- one\n- two\n')
    const { content, staticHtml } = parts(compiled)
    assert.match(content, /const _staticHtml = props\.page\.html;/)
    assert.match(content, hole('p', 0))
    assert.match(content, hole('ul', 1))
    assert.doesNotMatch(content, /"(Some |text|link|one|two)"/)
    // The content, rendered with the site's components when the page is built (theme/page/static-props.ts).
    assert.match(staticHtml, /\{"Some "\}<_components\.em>\{"text"\}<\/_components\.em>\{" with a "\}<_components\.a href="\/docs\/x\/">/)
    assert.match(staticHtml, /<_components\.li>\{"one"\}<\/_components\.li>/)
    assert.match(compiled, /^export const getStaticProps = pageStaticProps\([^]*\}, _createMdxStaticHtml\);$/m)
  })

  it('keeps the components that act in the browser: a code block its buttons, a table its frame, the title its actions', async () => {
    const compiled = await compileMdx('# Title\n\n```ts\nconst answer = 42\n```\n\n| a |\n|---|\n| 1 |\n')
    const { content, staticHtml } = parts(compiled)
    assert.match(content, /<_components\.h1 id="title">\{"Title"\}<\/_components\.h1>/)
    // The block's lines are static, not the block.
    assert.match(content, /<_components\.pre data-language="ts" data-copy="" data-word-wrap="">/)
    assert.ok(content.includes('<_components.code data-static-html="" dangerouslySetInnerHTML={{'), content)
    assert.match(content, hole('table', 1))
    assert.match(staticHtml, /\{"answer"\}|\{" answer"\}/)
    assert.match(staticHtml, /<_components\.th>\{"a"\}<\/_components\.th>/)
  })

  it("keeps a component's props and makes its paragraphs static; HTML written as JSX stays static", async () => {
    const compiled = await compileMdx('<Callout type="info">\nRead **this**.\n</Callout>\n\nA line<br/>break.\n')
    const { content, staticHtml } = parts(compiled)
    assert.match(content, /<Callout type="info">/)
    assert.ok(content.includes('<_components.p data-static-html="" dangerouslySetInnerHTML={{'), content)
    assert.match(staticHtml, /<br \/>/)
  })

  it('keeps in the code what is not static: an expression, and a relative link, which the browser resolves', async () => {
    const compiled = await compileMdx('export const answer = 6 * 7\n\nThe answer is {answer}.\n\nSee [the next page](next/).\n')
    const { content } = parts(compiled)
    assert.match(content, /\{"The answer is "\}\{answer\}/)
    assert.match(content, /<_components\.a href="next\/">/)
    assert.doesNotMatch(compiled, /_staticHtml|_createMdxStaticHtml/)
  })

  it("renders a block its writer marks data-static-html at build time, components included: their code leaves the page's", async () => {
    const compiled = await compileMdx(
      'import { Meta } from \'./meta\'\n\n# Title\n\n<div data-static-html>\n<Meta of="x" />\n</div>\n\n<Live />\n'
    )
    const { content, staticHtml } = parts(compiled)
    assert.match(content, /<div data-static-html dangerouslySetInnerHTML=\{\{\s+__html: _staticHtml\[0\]\s+\}\} \/>/)
    assert.doesNotMatch(content, /<Meta/)
    assert.match(content, /<Live \/>/)
    assert.match(staticHtml, /<Meta of="x" \/>/)
  })

  it('leaves an MDX file outside pages/ whole: it has no props to take its HTML from', async () => {
    const compiled = await compileMdx('Some *text*.\n', 'components/partial.mdx')
    assert.match(compiled, /<_components\.p>\{"Some "\}<_components\.em>/)
    assert.doesNotMatch(compiled, /data-static-html|_staticHtml/)
  })
})
