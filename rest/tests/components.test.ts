/** The REST components (rest/components) over generated data: schema trees, responses, types panel, and a hostile spec shown as text. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import * as Operation from '../components/Operation'
import { SchemaTree } from '../components/SchemaTree'
import * as Overview from '../components/SpecOverview'
import { operationTypeCode } from '../components/type-code'
import type { SchemaData } from '../shared/data-types'
import { assertInert, fixture, pageData, render, textOf } from './helpers'

describe('schema trees', () => {
  it('mark a circular reference instead of following it', async () => {
    const { spec } = pageData(await fixture('circular-refs'), 'trees-get-one.mdx')
    const html = render(SchemaTree, { schema: { ref: 'TreeNode' }, schemas: spec.schemas, direction: 'response' })
    assert.match(textOf(html), /↻ Circular reference to TreeNode \(shown above\)/)
  })

  it('show a discriminator with its mapping', async () => {
    const { spec } = pageData(await fixture('discriminator-in-allof'), 'items-create.mdx')
    const html = render(SchemaTree, { schema: spec.schemas.Item, schemas: spec.schemas, direction: 'request' })
    assert.match(textOf(html), /Discriminator: kind \(requirement → Requirement, test → Test\)/)
  })

  it('flag readOnly fields, saying why in requests', async () => {
    const { spec } = pageData(await fixture('oas31-examples'), 'projects-create.mdx')
    const dom = new JSDOM(render(SchemaTree, { schema: { ref: 'Project' }, schemas: spec.schemas, direction: 'request' })).window.document
    const token = [...dom.querySelectorAll('li')].find((li) => li.querySelector('.vnv-schema__name')?.textContent === 'token')!
    assert.equal(token.querySelector('.vnv-flag')?.textContent, 'read-only')
    assert.equal(token.querySelector('.vnv-flag')?.getAttribute('title'), 'Set by the server; ignored in requests')
  })

  it('label types as the parameter tables do; `nullable` only where the label does not say `| null`', () => {
    const schemas: Record<string, SchemaData> = { Maybe: { type: ['string'], nullable: true } }
    const schema: SchemaData = {
      type: ['object'],
      properties: [
        { name: 'ids', required: true, schema: { type: ['array'], items: { type: ['string'], format: 'uuid' } } },
        { name: 'note', required: false, schema: { type: ['string'], nullable: true } },
        { name: 'maybe', required: false, schema: { ref: 'Maybe' } }
      ]
    }
    const dom = new JSDOM(render(SchemaTree, { schema, schemas, direction: 'response' })).window.document
    const row = (name: string) => [...dom.querySelectorAll('li')].find((li) => li.querySelector('.vnv-schema__name')?.textContent === name)!
    assert.equal(row('ids').querySelector('.vnv-schema__type')?.textContent, 'array of string (uuid)')
    assert.equal(row('note').querySelector('.vnv-schema__type')?.textContent, 'string | null')
    assert.equal(row('note').querySelectorAll('.vnv-flag').length, 0)
    assert.equal(row('maybe').querySelector('.vnv-schema__type')?.textContent, 'Maybe')
    assert.equal(row('maybe').querySelector('.vnv-flag')?.textContent, 'nullable')
  })
})

describe('operation components', () => {
  it('responses: a named response stays a reference in the page data; the panel shows the spec’s example', async () => {
    const { operation, spec } = pageData(await fixture('oas31-examples'), 'projects-create.mdx')
    assert.deepEqual(operation.responses['200'], {
      descriptionHtml: 'The project',
      content: [{ mediaType: 'application/json', schema: { ref: 'Project' } }]
    })
    assert.match(textOf(render(Operation.Responses, { operation, spec })), /"token": "PR0001"/)
  })

  it('the types panel lists every schema the bodies use, transitively, each once', async () => {
    const result = await fixture('discriminator-in-allof')
    const code = operationTypeCode('Items.create', JSON.parse(result.data).types)
    const declared = [...code.matchAll(/^\/\/ (.*)$/gm)].map((m) => m[1])
    assert.deepEqual(declared, [
      'operations["Items.create"]',
      'components["schemas"]["Requirement"]',
      'components["schemas"]["Test"]',
      'components["schemas"]["Item"]'
    ])
    assert.match(code, /^type Item = \{$/m)
    assert.equal(operationTypeCode('Nope', JSON.parse(result.data).types), '')
  })
})

describe('hostile spec', () => {
  it('its components render every text field as text (Markdown as HTML) and no payload as markup', async () => {
    const result = await fixture('hostile')
    const get = pageData(result, 'evil-get.mdx')
    const post = pageData(result, 'evil-post.mdx')
    const parts = [
      ...[
        Operation.OperationHeader,
        Operation.Parameters,
        Operation.RequestBody,
        Operation.Responses,
        Operation.CodeSamples,
        Operation.OperationTypes
      ].flatMap((c) => [render(c, get), render(c, post)]),
      ...[Overview.SpecOverview, Overview.SpecServers, Overview.SpecSecurity].map((c) => render(c, { spec: get.spec }))
    ]
    const html = parts.join('\n')
    // Allowed formatting in a description renders (<b>); what runs, loads or styles is gone.
    assertInert(html, 'components', 'script, img, iframe, style')
    assert.deepEqual(
      [...new JSDOM(html).window.document.querySelectorAll('b')].map((b) => b.textContent),
      ['component bold']
    )
    assert.deepEqual(
      [...new JSDOM(html).window.document.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      // The downloads, and the response description's javascript: link pointing nowhere.
      ['/openapi/hostile.yaml', '/openapi/hostile.yaml', '#', '/openapi/hostile.yaml']
    )
    const text = textOf(html)
    for (const literal of [
      // Descriptions render their HTML through the allow-list: scripts and images go, text stays text.
      'Server  {srv} s',
      "/<script>window.__pwned='url'</script>/{x}",
      "{x} <script>window.__pwned='default'</script>",
      'vnv.example.org, <img src=x onerror="window.__pwned=\'variable\'"> {v}',
      'Scheme  {scheme} sc',
      'OK  {r} component bold  response link',
      'Header  {h} hd',
      'X-Evil<b>',
      'Shared response  {shared}',
      'Schema  {named} n',
      'Property  {p}',
      `"<script>window.__pwned='enum-value'</script>"`,
      `"{name} <script>window.__pwned='value'</script>"`,
      `"</script><img src=x onerror=\\"window.__pwned='example'\\">"`,
      "</code></pre><script>window.__pwned='source'</script> {src} ```\nexport const s = 1",
      'Licence <img src=x onerror="window.__pwned=\'license\'"> {lic} `l`'
    ])
      assert.ok(text.includes(literal), `missing literal text: ${literal}`)
    for (const removed of [
      'server',
      'scheme',
      'response',
      'response-img',
      'response-svg',
      'response-link',
      'header',
      'shared',
      'named-schema',
      'property'
    ])
      assert.ok(!text.includes(`__pwned='${removed}'`), `the ${removed} description kept its script or image`)
    // Markdown renders: `code` spans are code elements, not backticks.
    assert.ok(!text.includes('`sc`') && !text.includes('`hd`'), 'Markdown was shown raw')
  })
})
