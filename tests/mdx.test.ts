/** The site's own MDX plugins (lib/mdx); the live-code one is tested with the playground (playground/tests). */
import assert from 'node:assert/strict'
import { test } from 'node:test'

test('task-list checkboxes are labelled by their item text', async () => {
  const { unified } = await import('unified')
  const { default: remarkParse } = await import('remark-parse')
  const { default: remarkGfm } = await import('remark-gfm')
  const { default: remarkRehype } = await import('remark-rehype')
  const { default: rehypeStringify } = await import('rehype-stringify')
  const { rehypeTaskListLabels } = await import('../lib/mdx/rehype-task-list-labels.mjs')
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
})

test('in dev, a page under pages/ accepts its own hot updates and announces them; other MDX files do not', async () => {
  const { compile } = await import('@mdx-js/mdx')
  const { recmaPageHotUpdate, PAGE_MODULE_UPDATED_EVENT } = await import('../lib/mdx/recma-page-hot-update.mjs')
  const plugin = recmaPageHotUpdate({ pagesDir: '/site/pages' })
  const compiled = async (path: string) => String(await compile({ value: '# Title\n\nText.\n', path }, { recmaPlugins: [plugin] }))

  const page = await compiled('/site/pages/docs/intro.mdx')
  assert.match(page, /if \(import\.meta\.webpackHot\) \{\s*import\.meta\.webpackHot\.accept\(\);/)
  assert.ok(page.includes(`if (import.meta.webpackHot.data) window.dispatchEvent(new Event("${PAGE_MODULE_UPDATED_EVENT}"))`))
  // A partial: its edits must reach the page that imports it, so it leaves the update to that page.
  assert.doesNotMatch(await compiled('/site/components/partial.mdx'), /webpackHot/)
  // A folder whose name only starts like pages/ is not pages/.
  assert.doesNotMatch(await compiled('/site/pages-old/intro.mdx'), /webpackHot/)
})

const HIGHLIGHT_THEME = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' }

test('code blocks highlight as with every grammar loaded, a ```tsx fence inside an ```mdx block included', async () => {
  const { compileMdx } = await import('nextra/compile')
  const { createOnDemandHighlighter } = await import('../lib/mdx/highlighter.mjs')
  const source = [
    '# Code',
    '',
    '````mdx',
    "import { Callout } from 'nextra/components'",
    '',
    '```tsx',
    'const answer: number = 42',
    '```',
    '````',
    '',
    '```bash',
    'npm run dev',
    '```',
    '',
    '```not-a-language',
    'kept as plain text',
    '```',
    ''
  ].join('\n')
  const compiled = async (rehypePrettyCodeOptions: object) =>
    (await compileMdx(source, { filePath: 'code.mdx', mdxOptions: { rehypePrettyCodeOptions } })).result
  const onDemand = await compiled({ theme: HIGHLIGHT_THEME, getHighlighter: createOnDemandHighlighter })
  assert.equal(onDemand, await compiled({ theme: HIGHLIGHT_THEME }))
  // The embedded TypeScript is split into tokens, not left as one plain line.
  assert.match(onDemand, /children: "const"\n/)
})

test('a language brings the grammars it embeds lazily, transitively; an unknown one is passed on as it is', async () => {
  const { withLazyEmbeds } = await import('../lib/mdx/highlighter.mjs')
  const forMdx = await withLazyEmbeds(['mdx'])
  for (const language of ['mdx', 'tsx', 'markdown', 'php']) assert.ok(forMdx.includes(language), language)
  assert.deepEqual(await withLazyEmbeds(['bash']), ['bash'])
  assert.deepEqual(await withLazyEmbeds(['not-a-language']), ['not-a-language'])
})

test("a code block's language icon is imported only where it shows: beside a file name", async () => {
  const { compileMdx } = await import('nextra/compile')
  const { recmaCodeIcons } = await import('../lib/mdx/recma-code-icons.mjs')
  const compiled = async (source: string) =>
    // As Nextra's loader compiles a page: a program, JSX kept.
    (await compileMdx(source, { filePath: 'code.mdx', mdxOptions: { jsx: true, outputFormat: 'program', recmaPlugins: [recmaCodeIcons] } }))
      .result
  const untitled = await compiled('```bash\nnpm run dev\n```\n\n```ts\nconst a = 1\n```\n')
  assert.doesNotMatch(untitled, /nextra\/icons|icon=/)
  const titled = await compiled('```bash\nnpm run dev\n```\n\n```ts filename="a.ts"\nconst a = 1\n```\n')
  assert.match(titled, /import \{TypeScriptIcon\} from "nextra\/icons"/)
  assert.doesNotMatch(titled, /TerminalIcon/)
  assert.match(titled, /<_components\.pre icon=\{TypeScriptIcon\}[^>]*data-filename="a\.ts"/)
})

test('highlighted tokens carry their colours as classes of the themes’ palettes, which the generated CSS defines', async () => {
  const { compileMdx } = await import('nextra/compile')
  const { CODE_THEMES, codePalette, paletteCss, tokenClass, tokenColourClasses } = await import('../lib/mdx/code-colours.mjs')
  const palette = await codePalette()
  const compiled = (
    await compileMdx('```js\nconst names = items.map((item) => item.name) // a comment\n```\n', {
      filePath: 'code.mdx',
      mdxOptions: {
        jsx: true,
        outputFormat: 'program',
        rehypePrettyCodeOptions: { theme: CODE_THEMES, transformers: [tokenColourClasses(palette)] }
      }
    })
  ).result
  // No token keeps an inline colour; the keyword, string and comment each get a light and a dark class.
  assert.doesNotMatch(compiled, /--shiki-light/)
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

test('a page compiled to call a local createElement renders what the JSX runtime renders, with one import of React', async () => {
  const { mkdirSync, mkdtempSync, rmSync, writeFileSync } = await import('node:fs')
  const path = await import('node:path')
  const { pathToFileURL } = await import('node:url')
  const { compileMdx } = await import('nextra/compile')
  const { transform } = await import('next/dist/build/swc/index.js')
  const { createElement } = await import('react')
  const { renderToStaticMarkup } = await import('react-dom/server')
  const { recmaMdxProvider } = await import('../lib/mdx/recma-mdx-provider.mjs')
  const { recmaCodeIcons } = await import('../lib/mdx/recma-code-icons.mjs')
  const { recmaLocalJsx } = await import('../lib/mdx/recma-local-jsx.mjs')
  const source =
    '# Title\n\nSome *text*, a [link](/docs/) and:\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nconst a = 1\n```\n'
  // Beside the project's node_modules, so the compiled page's imports resolve as in the build.
  const parent = path.resolve('.cache')
  mkdirSync(parent, { recursive: true })
  const dir = mkdtempSync(path.join(parent, 'local-jsx-'))
  /** Compiled as the page loader compiles it, then as Next's compiler turns its JSX into calls (automatic runtime). */
  const page = async (name: string, recmaPlugins: unknown[]) => {
    const { result } = await compileMdx(source, { filePath: 'page.mdx', mdxOptions: { jsx: true, outputFormat: 'program', recmaPlugins } })
    const { code } = await transform(result, {
      filename: `${name}.mdx`,
      jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }
    })
    const file = path.join(dir, `${name}.mjs`)
    writeFileSync(file, `${code}\nexport { MDXLayout }\n`)
    const { MDXLayout } = await import(pathToFileURL(file).href)
    return { code, html: renderToStaticMarkup(createElement(MDXLayout)) }
  }
  try {
    const runtime = await page('runtime', [recmaMdxProvider, recmaCodeIcons])
    const local = await page('local', [recmaMdxProvider, recmaCodeIcons, recmaLocalJsx])
    assert.match(runtime.code, /react\/jsx-runtime/)
    assert.doesNotMatch(local.code, /react\/jsx-runtime/)
    assert.equal(local.code.match(/from ["']react["']/g)?.length, 1)
    assert.ok((local.code.match(/_createElement\(/g)?.length ?? 0) > 10, local.code)
    assert.match(local.html, /<h1>Title<\/h1>/)
    assert.equal(local.html, runtime.html)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
