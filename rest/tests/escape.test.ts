/** The one escaping boundary between spec text and MDX or HTML (rest/generator/escape.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import { compile, run } from '@mdx-js/mdx'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as runtime from 'react/jsx-runtime'
import { parse } from 'yaml'
import { compileMdx } from '../../tests/helpers/compile-mdx'
import * as Bodies from '../components/Bodies'
import { mdxText } from '../../scripts/lib/generated'
import { droppedHtml, droppedLinks, markdownHtml, mdxInlineCode, mdxInlineMarkdown, mdxMarkdown } from '../generator/escape'
import { fixture, fixtureText, pageData, render, renderGenerated } from './helpers'

/** Each element's attributes as `tag name=value`. */
const attributesOf = (dom: Document) =>
  [...dom.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${el.tagName.toLowerCase()} ${a.name}=${a.value}`))

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
    assert.equal(dom.querySelectorAll('script').length, 0)
    // Only the image from the web is shown; the one with a relative source and a handler is gone.
    assert.deepEqual(
      [...dom.querySelectorAll('img')].map((img) => img.outerHTML),
      ['<img src="https://example.com/i.png" alt="i">']
    )
    assert.deepEqual(
      [...dom.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      ['#']
    )
    assert.doesNotMatch(dom.body.textContent!, /alert|onerror/)
    assert.equal(dom.querySelectorAll('li').length, 2)
  })
  describe('sanitized inline HTML: each allowed element renders, each attack is removed', () => {
    const description = (parse(fixtureText('sanitized-inline-html')) as { info: { description: string } }).info.description
    const attacks =
      /<script|<iframe|<style|<svg|<img|style=|class=|onerror|onload|onclick|onmouseover|javascript:|data:|nx-hidden|id="main"|__pwned/i
    const allowed = [
      'span',
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
      assert.equal(dom.querySelectorAll('script, style, iframe, svg, img').length, 0)
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
      assert.equal(dom.querySelectorAll('script, style, iframe, svg, img').length, 0)
      assert.match(dom.body.textContent!, /min \{a\}/)
      assert.match(dom.body.textContent!, /line \{2\}/)
      // One line in a table cell: the same elements, inline.
      const cell = mdxInlineMarkdown(description)
      assert.doesNotMatch(cell, /\n/)
      assert.doesNotMatch(cell, attacks)
      assert.match(cell, /<li>one<\/li>/)
    })
    it('links written in HTML are reported like Markdown links, and what is removed is named', () => {
      assert.deepEqual(droppedLinks(description), ["javascript:window.__pwned='js'", 'data:text/html,x'])
      assert.deepEqual(droppedHtml(description), [
        'the event handler onclick of <a> is left out: a description may not run scripts.',
        'the HTML element <script> is left out with its content: a description may not run, embed or style anything.',
        'the event handler onmouseover of <td> is left out: a description may not run scripts.',
        'the event handler onclick of <li> is left out: a description may not run scripts.',
        'the HTML element <iframe> is left out with its content: a description may not run, embed or style anything.',
        'the HTML element <style> is left out with its content: a description may not run, embed or style anything.',
        'the HTML element <svg> is left out with its content: a description may not run, embed or style anything.',
        'the event handler onerror of <img> is left out: a description may not run scripts.',
        'the image "x" is not shown (only http, https and site paths are); its alt text stands in its place. Use a full URL.'
      ])
      // A placeholder written as HTML would vanish without a word.
      assert.deepEqual(droppedHtml('Written <tenantId>.<userId>, or `<code>` in code'), [
        'the tag <tenantId> is left out: it is not an HTML element a description may use. If it stands for a value, write it as code: `<tenantId>`.',
        'the tag <userId> is left out: it is not an HTML element a description may use. If it stands for a value, write it as code: `<userId>`.'
      ])
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

  describe('description HTML allow-list: harmless HTML renders as written, only what could run is dropped, and named', () => {
    const dom = (html: string) => new JSDOM(html).window.document
    it('the operation page keeps every allowed element, with safe attributes only; unsafe images leave their alt text', async () => {
      const result = await fixture('description-html-allow-list')
      const html = await renderGenerated(result.pages.get('gauges-list.mdx')!)
      const page = dom(html)
      const allowed = ['section', 'p', 'u', 'sub', 'sup', 'img', 'span', 'div', 'details', 'summary', 'table', 'caption', 'thead']
      for (const tag of [
        ...allowed,
        'tbody',
        'tr',
        'th',
        'td',
        'blockquote',
        'em',
        'hr',
        'ol',
        'li',
        'strong',
        'b',
        'i',
        'code',
        'pre',
        'br',
        'a'
      ])
        assert.ok(page.querySelector(tag), `<${tag}> was removed`)
      assert.equal(page.querySelectorAll('script, iframe, object, style').length, 0)
      assert.doesNotMatch(html, /__pwned|javascript:|data:/)
      assert.deepEqual(
        attributesOf(page).filter((a) => !a.startsWith('a href=')),
        [
          'img src=https://example.com/gauge.png',
          'img alt=A gauge',
          'img title=Gauge',
          'img src=/img/logo.png',
          'img alt=Site logo',
          // The generator's own: the reference and the code samples, side by side on wide screens.
          'div class=vnv-wide-content vnv-operation-columns',
          'img src=https://example.com/u.png',
          'img alt=unit',
          // The generator's static block around the responses (rendered at build time).
          'div data-static-html=true',
          'div class=vnv-operation-samples'
        ]
      )
      assert.deepEqual(
        [...page.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        ['https://example.com/doc', '#']
      )
      assert.match(page.body.textContent!, /relative gauge data gauge/)
      assert.match(page.body.textContent!, /line \{2\}/)
      // A block element written inside a paragraph splits it, as a browser would: nothing of it is lost.
      assert.match(
        html,
        /<p>Inline <span>spans<\/span> stay, and a <\/p>\s*<div><p>block written inline<\/p><\/div>\s*<p>keeps its place\.<\/p>/
      )
      assert.match(
        html,
        /<td><p><span>The unit<\/span>, <\/p> <br\/> <div>bar or psi<\/div> <br\/> <img src="https:\/\/example.com\/u.png" alt="unit"\/><\/td>/
      )
      const introduction = dom(await renderGenerated(result.pages.get('introduction.mdx')!))
      assert.equal(introduction.querySelector('div span')?.textContent, 'spanned')
    })

    it('HTML headings go below the page’s own and stay out of its table of contents', async () => {
      const result = await fixture('description-html-allow-list')
      const mdx = result.pages.get('gauges-list.mdx')!
      assert.deepEqual(
        [...dom(await renderGenerated(mdx)).querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => `${h.tagName} ${h.textContent}`),
        [
          'H1 List the gauges',
          'H3 Calibration',
          'H6 Steps',
          'H2 Parameters',
          'H3 Query parameters',
          'H2 Responses',
          'H2 Code samples',
          'H2 TypeScript types'
        ]
      )
      const compiled = await compileMdx(mdx, 'pages/docs/rest/description-html-allow-list/gauges-list.mdx')
      const toc = JSON.parse(compiled.match(/"toc": (\[[\s\S]*?\}\])/)![1]) as { value: string }[]
      assert.deepEqual(
        toc.map((entry) => entry.value),
        ['Parameters', 'Query parameters', 'Responses', 'Code samples', 'TypeScript types']
      )
      // In a component's description (under the page's h2 and h3), an h2 becomes an h5.
      const responses = render(Bodies.Responses, pageData(result, 'gauges-list.mdx'))
      assert.match(responses, /<h5>Gauges<\/h5>\n<div><p>Each gauge, <span>sorted<\/span>\.<\/p><\/div>/)
      assert.doesNotMatch(responses, /onclick|__pwned/)
    })

    it('warns about what it drops, each with file and pointer, and about nothing it keeps', async () => {
      const { model } = await fixture('description-html-allow-list')
      const at = 'openapi/description-html-allow-list.yaml at #/paths/~1gauges/get'
      assert.deepEqual(model.warnings, [
        `${at}/description: the link "javascript:window.__pwned='a'" leads nowhere on this site (relative, or not http, https or mailto); it is shown without its target. Use a full URL.`,
        `${at}/description: the event handler onerror of <img> is left out: a description may not run scripts.`,
        `${at}/description: the image "gauge.png" is not shown (only http, https and site paths are); its alt text stands in its place. Use a full URL.`,
        `${at}/description: the image "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" is not shown (only http, https and site paths are); its alt text stands in its place. Use a full URL.`,
        `${at}/description: the HTML element <script> is left out with its content: a description may not run, embed or style anything.`,
        `${at}/description: the HTML element <iframe> is left out with its content: a description may not run, embed or style anything.`,
        `${at}/description: the HTML element <object> is left out with its content: a description may not run, embed or style anything.`,
        `${at}/responses/200/description: the event handler onclick of <span> is left out: a description may not run scripts.`
      ])
    })

    it('vendor tags are unwrapped to their text without a word; a tag nothing closes warns', async () => {
      const result = await fixture('vendor-tags-unwrapped')
      const html = await renderGenerated(result.pages.get('tenants-get.mdx')!)
      const page = dom(html)
      assert.equal(page.querySelectorAll('note, important').length, 0)
      assert.match(html, /<p>Only admins may read tenants\.<\/p>\s*<p>Tenants are <strong>cached<\/strong> for a minute\.<\/p>/)
      assert.match(html, /<td>From <b>GET \/tenants<\/b>\.<\/td>/)
      assert.match(render(Bodies.Responses, pageData(result, 'tenants-get.mdx')), /<summary>.*<span>The tenant<\/span><\/summary>/)
      assert.deepEqual(result.model.warnings, [
        'openapi/vendor-tags-unwrapped.yaml at #/paths/~1tenants~1{tenantId}/get/description: the tag <tenantId> is left out: it is not an HTML element a description may use. If it stands for a value, write it as code: `<tenantId>`.'
      ])
    })
  })
})
