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
