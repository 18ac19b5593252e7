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
import { parseLiveMeta, remarkLiveCode } from '../lib/mdx/remark-live-code.mjs'

async function playgroundsOf(mdx: string) {
  const { default: Content } = await evaluate(mdx, { ...runtime, remarkPlugins: [remarkLiveCode] } as never)
  const seen: { code: string; noInline?: boolean }[] = []
  const LivePlayground = (props: { code: string; noInline?: boolean }) => {
    seen.push(props)
    return null
  }
  const html = renderToStaticMarkup(createElement(Content, { components: { LivePlayground } }))
  return { seen, html }
}

test('the code keeps its line breaks, comments and special characters', async () => {
  const code = "function Demo() {\n  // a comment ends at the line break\n  const label = `x ${'{'}y}` // </script>\n  return <Button>{label}</Button>\n}\nrender(<Demo />)"
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

test('only jsx/tsx blocks marked live become playgrounds', async () => {
  const { seen, html } = await playgroundsOf('```jsx\n<A />\n```\n\n```js live\nx\n```\n\n```tsx live\n<B />\n```\n')
  assert.deepEqual(
    seen.map((p) => [p.code, p.noInline]),
    [['<B />', undefined]]
  )
  assert.match(html, /&lt;A \/&gt;/)
})

test('the meta string is read word by word', () => {
  assert.deepEqual(parseLiveMeta('live noInline title="x"'), { live: true, noInline: true })
  assert.deepEqual(parseLiveMeta('lively'), { live: false, noInline: false })
  assert.deepEqual(parseLiveMeta(null), { live: false, noInline: false })
})

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
  assert.match(html, /<li class="task-list-item"><label class="vnv-task"><input type="checkbox" disabled> Focus is <strong>visible<\/strong>\n?<\/label><ul/)
  assert.match(html, /<label class="vnv-task"><input type="checkbox" checked disabled> nested<\/label>/)
  assert.match(html, /<li>plain item<\/li>/)
})
