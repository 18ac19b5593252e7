/**
 * ```jsx live blocks become <LivePlayground code noInline> with the code
 * byte for byte: line breaks, comments, braces and backticks intact.
 */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { compile, evaluate } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import remarkLiveCode, { parseLiveMeta } from '../../lib/mdx/remark-live-code.mjs'
import { lightEditorTheme, tokenStyle } from '../components/editor-themes'
import { highlightJsx } from '../components/highlight'

async function playgroundsOf(mdx: string) {
  const { default: Content } = await evaluate(mdx, { ...runtime, remarkPlugins: [remarkLiveCode] } as never)
  const seen: { code: string; noInline?: boolean; section?: string }[] = []
  const LivePlayground = (props: { code: string; noInline?: boolean; section?: string }) => {
    seen.push(props)
    return null
  }
  const html = renderToStaticMarkup(createElement(Content, { components: { LivePlayground } }))
  return { seen, html }
}

test('the code keeps its line breaks, comments and special characters', async () => {
  const code =
    "function Demo() {\n  // a comment ends at the line break\n  const label = `x ${'{'}y}` // </script>\n  return <Button>{label}</Button>\n}\nrender(<Demo />)"
  const { seen } = await playgroundsOf(`# Page\n\n\`\`\`jsx live noInline\n${code}\n\`\`\`\n`)
  assert.equal(seen.length, 1)
  assert.equal(seen[0].code, code)
  assert.equal(seen[0].noInline, true)
})

test('the code is a JS string literal even when MDX keeps JSX for the bundler', async () => {
  // Next compiles MDX to JSX, and its JSX transform folds line breaks inside
  // string attributes: a literal expression is the only safe carrier.
  const out = String(await compile('```jsx live\n<A>\n  {/* x */}\n</A>\n```\n', { jsx: true, remarkPlugins: [remarkLiveCode] }))
  assert.match(out, /<LivePlayground code=\{"<A>\\n  \{\/\* x \*\/\}\\n<\/A>"\}/)
})

test('an example that does not compile stops the page, naming each such example with its line in the page', async () => {
  const page =
    '# Page\n\n```jsx live\n<Card>\n  <Body style={{ padding: 0 }>x</Body>\n</Card>\n```\n\n```tsx live\n<Ok />\n```\n\n```jsx live noInline\nconst A = () => <b>\nrender(<A />)\n```\n'
  await assert.rejects(compile(page, { jsx: true, remarkPlugins: [remarkLiveCode] }), (error: Error & { line?: number }) => {
    // Where the compiler stops, as a reader would be told (code line 3 is page line 6; code line 1 of the last, 14).
    assert.equal(
      error.message,
      'line 6: the live example does not compile: Unexpected token (3:8); line 14: the live example does not compile: Unexpected token, expected ";" (1:14)'
    )
    assert.equal(error.line, 6)
    return true
  })
})

test('only jsx/tsx blocks marked live become playgrounds', async () => {
  const { seen, html } = await playgroundsOf('```jsx\n<A />\n```\n\n```js live\nx\n```\n\n```tsx live\n<B />\n```\n')
  assert.deepEqual(
    seen.map((p) => [p.code, p.noInline]),
    [['<B />', undefined]]
  )
  assert.match(html, /&lt;A \/&gt;/)
})

test('each example is named by the heading it sits under, so a page’s examples can be told apart', async () => {
  const { seen } = await playgroundsOf(
    '# Page\n\n```jsx live\n<A />\n```\n\n## Variants [#kinds]\n\n```jsx live\n<B />\n```\n\n### `Button` sizes\n\n```jsx live\n<C />\n```\n\n```jsx live\n<D />\n```\n'
  )
  assert.deepEqual(
    seen.map((p) => p.section),
    [undefined, 'Variants', 'Button sizes, example 1', 'Button sizes, example 2']
  )
})

test('the meta string is read word by word', () => {
  assert.deepEqual(parseLiveMeta('live noInline title="x"'), { live: true, noInline: true })
  assert.deepEqual(parseLiveMeta('lively'), { live: false, noInline: false })
  assert.deepEqual(parseLiveMeta(null), { live: false, noInline: false })
})

test('the editor highlight keeps every character and line of the code, typed by Prism’s JSX grammar', () => {
  const code = '<Button variant="primary" onClick={() => save(1)}>\n  {/* note */}\n\n  Save\n</Button>\n'
  const lines = highlightJsx(code)
  assert.equal(lines.map((line) => line.map((run) => run.content).join('')).join('\n'), code)
  assert.equal(lines.length, 6) // the trailing newline opens an empty last line, as in the textarea
  const first = lines[0]
  assert.deepEqual(first.find((run) => run.content === 'Button')?.types, ['tag', 'tag', 'class-name'])
  assert.deepEqual(first.find((run) => run.content === 'variant')?.types, ['tag', 'attr-name'])
  assert.ok(lines[1].some((run) => run.types.includes('comment') && run.content.includes('note')))
  assert.deepEqual(lines[2], [])
  assert.deepEqual(highlightJsx(''), [[]])
})

test('a token takes the style of its innermost type that the theme colours', () => {
  const plain = { color: '#000000', backgroundColor: '#ffffff' }
  const theme = {
    plain,
    styles: [
      { types: ['tag'], style: { color: 'green' } },
      { types: ['class-name'], style: { color: 'purple' } },
      { types: ['comment'], style: { color: 'grey', fontStyle: 'italic' as const } }
    ]
  }
  assert.deepEqual(tokenStyle(theme, ['tag', 'tag', 'class-name']), { color: 'purple' })
  assert.deepEqual(tokenStyle(theme, ['tag', 'punctuation']), { color: 'green' })
  assert.deepEqual(tokenStyle(theme, ['comment']), { color: 'grey', fontStyle: 'italic' })
  assert.equal(tokenStyle(theme, []), undefined)
  // The shipped light theme gives tag names the function colour and attribute names their own.
  assert.equal(tokenStyle(lightEditorTheme, ['tag', 'tag', 'class-name'])?.color, '#6639ba')
  assert.equal(tokenStyle(lightEditorTheme, ['tag', 'attr-name'])?.color, '#0550ae')
})
