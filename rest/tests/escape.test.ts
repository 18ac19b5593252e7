/** The one escaping boundary between spec text and MDX or HTML (rest/generator/escape.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import { compile, run } from '@mdx-js/mdx'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as runtime from 'react/jsx-runtime'
import { parse } from 'yaml'
import { droppedHtml, droppedLinks, markdownHtml, mdxInlineCode, mdxInlineMarkdown, mdxMarkdown, mdxText } from '../generator/escape'
import { fixtureText } from './helpers'

describe('escaping boundary', () => {
  it('plain text escapes every MDX-significant character', () => {
    assert.equal(mdxText('a {b} <c> `d`'), 'a \\{b\\} \\<c\\> \\`d\\`')
    assert.equal(mdxText('import x'), '&#105;mport x')
    assert.equal(mdxInlineCode('a `b` c'), '``a `b` c``')
  })
  it('markdown keeps formatting, sanitises HTML and drops unsafe links', () => {
    const out = mdxMarkdown(
      'Use **bold** and <img src=x onerror=y> {expr}\n\n[x](javascript:alert(1)) [y](https://example.com)\n\nimport z from "q"'
    )
    assert.match(out, /\*\*bold\*\*/)
    assert.doesNotMatch(out, /img|onerror/)
    assert.match(out, /\\\{expr\\}/)
    assert.match(out, /\[x\]\(#\)/)
    assert.match(out, /\[y\]\(https:\/\/example\.com\)/)
    assert.match(out, /^&#105;mport z/m)
  })
  it('markdown for components becomes safe HTML: formatting kept, HTML sanitised, unsafe links dropped', () => {
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
    assert.doesNotMatch(dom.body.textContent!, /alert|onerror/)
    assert.equal(dom.querySelectorAll('li').length, 2)
  })
  describe('sanitized inline HTML: each allowed element renders, each attack is removed', () => {
    const description = (parse(fixtureText('sanitized-inline-html')) as { info: { description: string } }).info.description
    const attacks =
      /<script|<iframe|<style|<svg|<img|<span|style=|class=|onerror|onload|onclick|onmouseover|javascript:|data:|nx-hidden|id="main"|__pwned/i
    const allowed = [
      'kbd',
      'sub',
      'sup',
      'b',
      'i',
      'em',
      'strong',
      'br',
      'code',
      'a',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'details',
      'summary',
      'ul',
      'li',
      'pre'
    ]
    it('as HTML for components', () => {
      const html = markdownHtml(description)
      const dom = new JSDOM(html).window.document
      for (const tag of allowed) assert.ok(dom.querySelector(tag), `<${tag}> was removed`)
      assert.equal(dom.querySelectorAll('script, style, iframe, svg, img, span').length, 0)
      const attributes = [...dom.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].map((a) => `${el.tagName.toLowerCase()} ${a.name}=${a.value}`)
      )
      assert.deepEqual(attributes.sort(), ['a href=#', 'a href=#', 'a href=https://example.com/doc', 'a title=Doc', 'th colspan=2'].sort())
      assert.doesNotMatch(html, attacks)
      assert.match(dom.body.textContent!, /spanned \{span\}/)
    })
    it('as MDX: elements are JSX with literal attributes, text is escaped, and it compiles to the same elements', async () => {
      const mdx = mdxMarkdown(description)
      assert.doesNotMatch(mdx, attacks)
      // HTML that Markdown can say is written as Markdown: braces in code stay literal.
      assert.match(mdx, /`code \{x\}`/)
      assert.match(mdx, /<th colSpan="2">Limits<\/th>/)
      assert.match(mdx, /<pre>line 1<br \/>line \\\{2\\}<\/pre>/)
      const page = await run(String(await compile(mdx, { outputFormat: 'function-body' })), { ...runtime, baseUrl: import.meta.url })
      const html = renderToStaticMarkup(createElement(page.default))
      const dom = new JSDOM(html).window.document
      for (const tag of allowed.filter((t) => t !== 'thead')) assert.ok(dom.querySelector(tag), `<${tag}> was not rendered`)
      assert.equal(dom.querySelectorAll('script, style, iframe, svg, img, span').length, 0)
      assert.match(dom.body.textContent!, /min \{a\}/)
      assert.match(dom.body.textContent!, /line \{2\}/)
      // One line in a table cell: the same elements, inline.
      const cell = mdxInlineMarkdown(description)
      assert.doesNotMatch(cell, /\n/)
      assert.doesNotMatch(cell, attacks)
      assert.match(cell, /<li>one<\/li>/)
    })
    it('links written in HTML are reported like Markdown links, and removed elements are named', () => {
      assert.deepEqual(droppedLinks(description), ["javascript:window.__pwned='js'", 'data:text/html,x'])
      assert.deepEqual(droppedHtml(description), ['span', 'script', 'iframe', 'style', 'svg', 'img'])
      // A placeholder written as HTML would vanish without a word.
      assert.deepEqual(droppedHtml('Written <tenantId>.<userId>, or `<code>` in code'), ['tenantid', 'userid'])
    })
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
