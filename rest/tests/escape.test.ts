/** The one escaping boundary between spec text and MDX or HTML (rest/generator/escape.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import { markdownHtml, mdxInlineCode, mdxMarkdown, mdxText } from '../generator/escape'

describe('escaping boundary', () => {
  it('plain text escapes every MDX-significant character', () => {
    assert.equal(mdxText('a {b} <c> `d`'), 'a \\{b\\} \\<c\\> \\`d\\`')
    assert.equal(mdxText('import x'), '&#105;mport x')
    assert.equal(mdxInlineCode('a `b` c'), '``a `b` c``')
  })
  it('markdown keeps formatting but shows HTML as text and drops unsafe links', () => {
    const out = mdxMarkdown(
      'Use **bold** and <img src=x onerror=y> {expr}\n\n[x](javascript:alert(1)) [y](https://example.com)\n\nimport z from "q"'
    )
    assert.match(out, /\*\*bold\*\*/)
    assert.match(out, /\\<img src=x onerror=y>/)
    assert.match(out, /\\\{expr}/)
    assert.match(out, /\[x\]\(#\)/)
    assert.match(out, /\[y\]\(https:\/\/example\.com\)/)
    assert.match(out, /^&#105;mport z/m)
  })
  it('markdown for components becomes safe HTML: formatting kept, raw HTML as text, unsafe links dropped', () => {
    assert.equal(markdownHtml('Use `code` and **bold** {x}'), 'Use <code>code</code> and <strong>bold</strong> {x}')
    const html = markdownHtml(
      'Text <img src=x onerror="alert(1)"> [a](javascript:alert(1)) ![i](https://example.com/i.png)\n\n<script>alert(1)</script>\n\n- one\n- two'
    )
    const dom = new JSDOM(html).window.document
    assert.equal(dom.querySelectorAll('script, img').length, 0)
    assert.deepEqual(
      [...dom.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      ['#', 'https://example.com/i.png']
    )
    assert.match(dom.body.textContent!, /Text <img src=x onerror="alert\(1\)">/)
    assert.match(dom.body.textContent!, /<script>alert\(1\)<\/script>/)
    assert.equal(dom.querySelectorAll('li').length, 2)
  })
  it('fences from a spec lose their meta and any language a transform acts on, so no live example, diagram or type check runs', () => {
    const out = mdxMarkdown(
      '```jsx live noInline\n<b onClick={f}>x</b>\n```\n\n```mermaid\ngraph TD; A-->B\n```\n\n```ts twoslash\nconst a = 1\n```\n\n```sh npm2yarn\nnpm i x\n```\n\n```js filename="a.js" {1}\nrun()\n```\n\n```{evil}\nx\n```'
    )
    assert.deepEqual(out.match(/^```.*$/gm), [
      '```jsx',
      '```',
      '```text',
      '```',
      '```ts',
      '```',
      '```sh',
      '```',
      '```js',
      '```',
      '```text',
      '```'
    ])
    assert.match(out, /<b onClick=\{f\}>x<\/b>/)
    assert.match(out, /graph TD; A-->B/)
  })
})
