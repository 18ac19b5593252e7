/** model → MDX pages and sidebar (rest/generator/pages.ts, sidebar.ts): what a generated page says, and that nothing from a spec runs in it. */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import { mdxText } from '../../scripts/lib/generated'
import { renderSectionMeta, sidebarBadgeOf } from '../generator/sidebar'
import { HTTP_METHODS } from '../shared/http-methods'
import { typeLabel } from '../shared/type-label'
import * as Bodies from '../components/Bodies'
import { generateSpec } from '../generator/generate'
import { assertInert, configFor, fixture, pageData, render, renderGenerated, renderHeader, textOf } from './helpers'

describe('generated pages', () => {
  it('summary fallback: the page’s heading is the fallback summary, escaped', async () => {
    const { pages } = await fixture('summary-less-operation')
    assert.ok(pages.get('reports-delete-one.mdx')!.includes('\n# DELETE \\/reports\\/\\{reportId\\}\n'))
  })

  it('summary-less operation: listed once by its path beside its method, titled by method and path', async () => {
    const { pages } = await fixture('summary-less-operation')
    const meta = pages.get('_meta.ts')!
    assert.match(meta, /"reports-delete-one": "\/reports\/\{reportId\}"/)
    assert.match(meta, /"reports-get-one": "Returns the report with the given id\."/)
    const intro = pages.get('introduction.mdx')!
    const deleteLine = intro.split('\n').find((line) => line.includes('reports-delete-one'))!
    assert.equal(deleteLine.match(/DELETE/g)?.length, 1, deleteLine)
    assert.equal(deleteLine.match(/reportId/g)?.length, 1, deleteLine)
  })

  // One body under a hundred media types was written out a hundred times: 75,227 bytes of MDX and 241,578 bytes
  // of the components' HTML (a tab each, every tab with its tree and example), now 22,579 and 31,219 bytes. What
  // is left of the MDX is mostly the operation's TypeScript, which openapi-typescript writes per media type.
  it('many media types one body: the body is carried and shown once, under the list of its hundred media types', async () => {
    const result = await fixture('many-media-types-one-body')
    const mdx = result.pages.get('attachments-upload.mdx')!
    assert.ok(Buffer.byteLength(mdx) < 30_000, `${Buffer.byteLength(mdx)} bytes of MDX`)
    const data = pageData(result, 'attachments-upload.mdx')
    const [body] = data.operation.requestBody!.content
    assert.equal(data.operation.requestBody!.content.length, 1)
    assert.equal(body.mediaType, 'application/vnd.vnv.attachment.v1+json')
    assert.equal(body.otherMediaTypes?.length, 99)
    const html = render(Bodies.RequestBody, data)
    assert.ok(Buffer.byteLength(html) < 40_000, `${Buffer.byteLength(html)} bytes of HTML`)
    const dom = new JSDOM(html).window.document
    assert.equal(dom.querySelectorAll('.vnv-media__type code').length, 100)
    assert.equal(dom.querySelectorAll('.vnv-schema').length, 1)
    assert.equal(dom.querySelectorAll('[role="tab"]').length, 0)
    // The response's two bodies differ: two tabs, each named by its one media type.
    const tabs = new JSDOM(render(Bodies.Responses, data)).window.document.querySelectorAll('[role="tab"]')
    assert.deepEqual(
      [...tabs].map((tab) => tab.textContent),
      ['application/json', 'text/plain']
    )
  })

  it('media types sharing a body among others: one tab for them, named by the first and how many more, listing them all', async () => {
    const result = await generateSpec(
      configFor('shared-bodies'),
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'Shared bodies', version: '1' },
        paths: {
          '/files': {
            put: {
              operationId: 'Files.put',
              requestBody: {
                content: {
                  'image/png': { schema: { type: 'string', format: 'binary' } },
                  'application/json': { schema: { type: 'object' } },
                  'image/jpeg': { schema: { type: 'string', format: 'binary' } }
                }
              },
              responses: { '204': { description: 'Stored' } }
            }
          }
        }
      })
    )
    const dom = new JSDOM(render(Bodies.RequestBody, pageData(result, 'files-put.mdx'))).window.document
    assert.deepEqual(
      [...dom.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent),
      ['image/png and 1 more', 'application/json']
    )
    assert.equal(dom.querySelector('[role="tabpanel"] .vnv-media__type')?.textContent, 'Media types: image/png, image/jpeg')
  })

  it('markdown in parameters: each paragraph and list item of a description renders as Markdown in its table cell', async () => {
    const { pages } = await fixture('markdown-in-parameters')
    const html = await renderGenerated(pages.get('lists-get-one.mdx')!)
    const cell = new JSDOM(html).window.document.querySelector('table td:last-child')!
    assert.equal(cell.querySelector('code')?.textContent, 'ListInfo.id')
    assert.equal(cell.querySelector('strong')?.textContent, 'not')
    assert.equal(cell.querySelector('a')?.getAttribute('href'), 'https://example.com/lists')
    assert.equal(cell.querySelectorAll('br').length, 3)
    assert.match(cell.textContent!, /• one id per list/)
    assert.doesNotMatch(cell.textContent!, /\*\*|`|\]\(/)
    assert.match(html, /A view name \| or another one\./)
  })

  it('webhooks callbacks links: callbacks and response links are listed on their operation page', async () => {
    const { pages } = await fixture('webhooks-callbacks-links')
    const html = await renderGenerated(pages.get('subscriptions-create.mdx')!)
    assert.match(html, /<h3>Links<\/h3>/)
    assert.match(
      html,
      /201 <code>ReadSubscription<\/code> → <a href="[^"]*\/subscriptions-get-one\/">Read one subscription<\/a> — The <code>id<\/code> of the answer/
    )
    assert.match(html, /<h2>Callbacks<\/h2>/)
    assert.match(
      html,
      /<code>onCommit<\/code>: <code>POST \{\$request\.body#\/callbackUrl\}<\/code> — Sent after each commit of a watched project/
    )
  })

  it('webhooks callbacks links: a webhook page each, in a sidebar group of their own after the tags, without invented samples', async () => {
    const { model, pages } = await fixture('webhooks-callbacks-links')
    const webhook = model.operations.find((op) => op.webhook)!
    assert.equal(webhook.path, 'projectCommitted')
    assert.equal(webhook.pointer, '#/webhooks/projectCommitted/post')
    const meta = pages.get('_meta.ts')!
    assert.ok(meta.indexOf('"-- Webhooks"') > meta.indexOf('"-- Subscriptions"'), meta)
    assert.match(meta, /"webhooks-project-committed": "A project was committed"/)
    const page = pages.get('webhooks-project-committed.mdx')!
    assert.doesNotMatch(page, /## Code samples|CodeSamples/)
    assert.match(page, /"webhook":true/)
    const { operation, spec } = pageData(await fixture('webhooks-callbacks-links'), 'webhooks-project-committed.mdx')
    assert.match(textOf(renderHeader({ operation, spec })), /Webhook projectCommitted: a request the API may send to your server/)
    assert.match(pages.get('introduction.mdx')!, /### Webhooks/)
  })

  it('an operation’s reference and its code samples are two blocks, side by side on wide screens; a page without samples has none', async () => {
    const { pages } = await fixture('webhooks-callbacks-links')
    const page = new JSDOM(await renderGenerated(pages.get('subscriptions-create.mdx')!)).window.document
    const [reference, samples] = page.querySelector('.vnv-wide-content.vnv-operation-columns')!.children
    const headings = (element: Element) => [...element.querySelectorAll('h2')].map((h) => h.textContent)
    assert.deepEqual(headings(reference), ['Responses', 'Callbacks'])
    assert.equal(samples.className, 'vnv-operation-samples')
    assert.deepEqual(headings(samples), ['Code samples'])
    assert.equal(page.querySelector('.vnv-operation-columns + h2')?.textContent, 'TypeScript types')
    const webhook = new JSDOM(await renderGenerated(pages.get('webhooks-project-committed.mdx')!)).window.document
    assert.equal(webhook.querySelector('.vnv-operation-columns'), null)
  })

  it('a parameter of a named scalar schema is its table row, linked to the schema’s page; named objects and maps get their trees', async () => {
    const result = await fixture('named-scalar-parameter-has-no-tree')
    const page = [...result.pages.keys()].find((name) => result.pages.get(name)!.includes('\nexport const operation = '))!
    assert.match(result.pages.get(page)!, /^\| `token` \| \[Token\]\([^)]*\/schemas\/token\/\) \| yes \| Token of the item\. \|$/m)
    const { operation } = pageData(result, page)
    assert.deepEqual(
      operation.parameters!.filter((p) => p.schema).map((p) => p.name),
      ['filter', 'labels']
    )
  })

  it('parameter tables use the shared type label (the schema trees show the same)', async () => {
    const { model, pages } = await fixture('path-level-parameters')
    const page = [...pages.values()].find((p) => p.includes('## Parameters'))!
    for (const p of model.operations[0].parameters) assert.ok(page.includes(`| \`${p.name}\` | ${mdxText(typeLabel(p.schema))} |`), p.name)
  })
})

describe('sidebar', () => {
  it('tag grouping: _meta follows the spec’s tag order by first tag, undeclared tags after, untagged last', async () => {
    const { pages } = await fixture('tag-grouping')
    const meta = pages.get('_meta.ts')!
    const keys = [...meta.matchAll(/^ {2}("[^"]+"): /gm)].map((m) => JSON.parse(m[1]))
    assert.deepEqual(keys, [
      'introduction',
      'changelog',
      '-- Beta',
      'b-get',
      '-- Alpha',
      'a-get',
      '-- Gamma',
      'c-get',
      '-- Other operations',
      'd-get'
    ])
    assert.match(meta, /"-- Other operations": \{ type: 'separator', title: "Other operations" \}/)
  })

  it('the REST section’s entries: every spec folder with its label, in the order given', async () => {
    const [a, b] = await Promise.all(['tag-grouping', 'circular-refs'].map(fixture))
    const source = renderSectionMeta([b, { config: { ...a.config, label: 'Say "hi"' } }], 'openapi/*.yaml')
    assert.match(source, /^\/\/ generated from openapi\/\*\.yaml — do not edit\n/)
    assert.match(source, /\{\n {2}"circular-refs": "circular-refs",\n {2}"tag-grouping": "Say \\"hi\\""\n\}/)
  })

  it('an operation page names its method as its sidebar badge; rest/styles.css colours page and sidebar badges alike', () => {
    assert.deepEqual(sidebarBadgeOf('post'), { text: 'POST', tone: 'post' })
    // Five letters would widen every sidebar: a shorter word.
    assert.deepEqual(sidebarBadgeOf('delete'), { text: 'DEL', label: 'DELETE', tone: 'delete' })
    const styles = readFileSync(path.resolve('rest/styles.css'), 'utf8')
    for (const method of HTTP_METHODS) {
      assert.match(styles, new RegExp(`--vnv-method-${method}: #[0-9a-f]{6};`), method)
      assert.match(
        styles,
        new RegExp(
          `\\.vnv-method--${method},\\s*\\.vnv-sidebar__badge--${method} \\{\\s*background: var\\(--vnv-method-${method}\\);\\s*\\}`
        ),
        method
      )
    }
    assert.doesNotMatch(
      styles.replace(/:root \{[^}]*\}/, ''),
      /\.vnv-method--\w+[^{]*\{[^}]*#[0-9a-f]{3,6}/i,
      'a method colour outside the custom properties'
    )
  })
})

describe('hostile spec', () => {
  it('fence meta never runs: a fence from any description of a spec is plain code on every page, whatever its meta', async () => {
    const { pages } = await fixture('fence-meta-never-runs')
    const fences = [...pages.values()].flatMap((mdx) => mdx.match(/^\s*```.*$/gm) ?? []).map((line) => line.trim())
    // Fences of the info, operation and schema descriptions stay fences; those of table cells and
    // responses become code elements (in the cell, or in the page's data as HTML).
    assert.ok(fences.length >= 8, fences.join(' '))
    for (const fence of fences) assert.match(fence, /^```(jsx|ts|sh|js|text)?$/, fence)
    for (const [name, mdx] of pages) assert.doesNotMatch(mdx, /\blive\b(?!<)|noInline|twoslash|npm2yarn|filename=/, name)
    const globals = globalThis as { __pwned?: string }
    for (const [name, mdx] of pages) {
      if (!name.endsWith('.mdx')) continue
      const html = await renderGenerated(mdx)
      assert.equal(globals.__pwned, undefined, name)
      assert.doesNotMatch(html, /<button|class="mermaid"|twoslash/, name)
    }
    assert.match(await renderGenerated(pages.get('runs-list.mdx')!), /graph TD; A--&gt;B/)
  })

  it('builds pages where no payload executes and the text shows literally', async () => {
    const { pages } = await fixture('hostile')
    const globals = globalThis as { __pwned?: string }
    for (const [name, mdx] of pages) {
      if (!name.endsWith('.mdx')) continue
      const html = await renderGenerated(mdx)
      assert.equal(globals.__pwned, undefined, `${name}: a payload ran`)
      // Descriptions may render allowed formatting (b, i, details): what must never appear is what runs or loads.
      assertInert(html, name, 'script, img, iframe, style, svg, object, embed')
      assert.doesNotMatch(html, / (style|class)="[^"]*pwned/)
      if (name === 'evil-get.mdx') {
        assert.match(html, /Summary \{summary\} &lt;script&gt;window.__pwned=&#x27;summary&#x27;&lt;\/script&gt;/)
        assert.match(html, /Description with \{braces\} and /)
        assert.doesNotMatch(html, /__pwned=&#x27;description/)
        assert.match(html, /import fake from/)
        // The script goes, and the space it leaves at the cell's start with it.
        assert.match(html, /<td>\{param\} \| pipe\./)
        assert.doesNotMatch(html, /__pwned=&#x27;param/)
      } else if (name === 'evil-post.mdx') {
        assert.match(html, /<h1>No summary: the first sentence \{stands\} in\.<\/h1>/)
        assert.match(html, /Request body  \{body\}/)
        assert.match(html, /export const b = 1/)
      } else if (name.startsWith('schemas/')) {
        // The description's <img onerror> is removed by the sanitiser; its text shows literally.
        assert.match(html, /<p>Schema {2}\{named\} <code>n<\/code><\/p>/)
      } else if (name === 'schemas.mdx') {
        // The list of schemas: the spec's title and each schema's first sentence as text.
        assert.match(html, /Hostile \{title\} &lt;script&gt;/)
        assert.match(html, /Evil<\/a>: Schema \{named\} n<\/li>/)
      } else if (name === 'changelog.mdx') {
        assert.match(html, /<h1>Changelog: Hostile \{title\} &lt;script&gt;/)
      } else {
        assert.match(html, /Hostile \{title\} &lt;script&gt;/)
        assert.match(html, /export const pwned = 1/)
      }
    }
  })
})
