/** The REST components (rest/components) over generated data: schema trees, responses, types panel, and a hostile spec shown as text. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import * as Bodies from '../components/Bodies'
import * as Operation from '../components/Operation'
import { generateSpec } from '../generator/generate'
import { EXAMPLE_BUDGET_CHARACTERS } from '../shared/examples'
import { Parameters } from '../components/Parameters'
import { SchemaTree } from '../components/SchemaTree'
import * as Overview from '../components/SpecOverview'
import { SchemaPage } from '../components/SchemaPage'
import { ChangedBadge } from '../components/ChangedBadge'
import { schemaSlugs } from '../generator/model/slug'
import type { SchemaData } from '../shared/data-types'
import { securityInBrief } from '../shared/labels/operation'
import { assertInert, configFor, fixture, operationPage, pageData, render, renderHeader, textOf } from './helpers'

describe('schema trees', () => {
  it('expand the named schema a body is, and link every other reference to its schema page instead of inlining it', async () => {
    const page = pageData(await fixture('circular-refs'), 'trees-get-one.mdx')
    const { operation, spec } = page
    const schema = operation.responses['200'].content![0].schema!
    const dom = new JSDOM(render(SchemaTree, { schema, expanded: operation.schemas, folder: spec.folder, direction: 'response' })).window
      .document
    assert.deepEqual(Object.keys(operation.schemas!), ['TreeNode'])
    const children = [...dom.querySelectorAll('li')].find((li) => li.querySelector('.vnv-schema__name')?.textContent === 'children')!
    assert.equal(children.querySelector('.vnv-schema__type')?.textContent, 'array of TreeNode')
    assert.equal(children.querySelector('a')?.getAttribute('href'), '/docs/rest/circular-refs/schemas/tree-node/')
    // The nested TreeNode is not expanded again: one list of properties, the root's.
    assert.equal(dom.querySelectorAll('.vnv-schema__properties').length, 1)
  })

  it('show a discriminator with its mapping', async () => {
    const result = await fixture('discriminator-in-allof')
    const page = JSON.parse(result.pages.get('schemas/item.mdx')!.match(/^export const schema = (.*)$/m)![1])
    const html = render(SchemaTree, { schema: page.schema, folder: 'discriminator-in-allof', direction: 'request' })
    assert.match(textOf(html), /Discriminator: kind \(requirement → Requirement, test → Test\)/)
  })

  it('show a discriminator without the mapping values that cannot be followed (discriminator mapping unfollowable)', async () => {
    const result = await fixture('discriminator-mapping-unfollowable')
    const page = JSON.parse(result.pages.get('schemas/pet.mdx')!.match(/^export const schema = (.*)$/m)![1])
    const text = textOf(render(SchemaTree, { schema: page.schema, folder: 'discriminator-mapping-unfollowable', direction: 'request' }))
    assert.match(text, /Discriminator: kind \(cat → Cat, dog → Dog\)/)
  })

  it('boolean schemas: a property, a body and a named schema written as true or false read "any value" or "no value"', async () => {
    const result = await fixture('boolean-schemas')
    const schemaPage = (page: string) => JSON.parse(result.pages.get(page)!.match(/^export const schema = (.*)$/m)![1])
    const folder = 'boolean-schemas'
    const dom = new JSDOM(render(SchemaTree, { schema: schemaPage('schemas/settings.mdx').schema, folder, direction: 'request' })).window
      .document
    const typeOf = (name: string) =>
      [...dom.querySelectorAll('li')]
        .find((li) => li.querySelector('.vnv-schema__name')?.textContent === name)
        ?.querySelector('.vnv-schema__type')?.textContent
    assert.equal(typeOf('meta'), 'any value')
    assert.equal(typeOf('legacyMode'), 'no value')
    assert.equal(typeOf('extra'), 'Anything')
    for (const [page, label] of [
      ['schemas/anything.mdx', 'any value'],
      ['schemas/nothing.mdx', 'no value']
    ])
      assert.equal(textOf(render(SchemaTree, { schema: schemaPage(page).schema, folder, direction: 'response' })).trim(), label)
    const data = pageData(result, 'settings-replace.mdx')
    const responses = new JSDOM(render(Bodies.Responses, data)).window.document
    assert.deepEqual(
      [...responses.querySelectorAll('.vnv-schema__root code')].map((code) => code.textContent),
      ['any value', 'no value']
    )
  })

  it('expand a body’s variants that are named schemas', async () => {
    const page = pageData(await fixture('discriminator-in-allof'), 'items-create.mdx')
    const { operation, spec } = page
    const schema = operation.requestBody!.content[0].schema!
    const text = textOf(render(SchemaTree, { schema, expanded: operation.schemas, folder: spec.folder, direction: 'request' }))
    assert.deepEqual(Object.keys(operation.schemas!), ['Requirement', 'Test'])
    assert.match(text, /Exactly one of/)
    assert.match(text, /priority/, 'a property of Requirement is shown in place')
  })

  it('flag readOnly fields, saying why in requests', async () => {
    const page = pageData(await fixture('oas31-examples'), 'projects-create.mdx')
    const { operation, spec } = page
    const schema = operation.requestBody!.content[0].schema!
    const dom = new JSDOM(render(SchemaTree, { schema, expanded: operation.schemas, folder: spec.folder, direction: 'request' })).window
      .document
    const token = [...dom.querySelectorAll('li')].find((li) => li.querySelector('.vnv-schema__name')?.textContent === 'token')!
    assert.equal(token.querySelector('.vnv-flag')?.textContent, 'read-only')
    assert.equal(token.querySelector('.vnv-flag')?.getAttribute('title'), 'Set by the server; ignored in requests')
  })

  it('label types as the parameter tables do; `nullable` only where the label does not say `| null`', () => {
    const schema: SchemaData = {
      type: ['object'],
      properties: [
        { name: 'ids', required: true, schema: { type: ['array'], items: { type: ['string'], format: 'uuid' } } },
        { name: 'note', required: false, schema: { type: ['string'], nullable: true } },
        // A reference carries the flags of the schema it names (data.ts).
        { name: 'maybe', required: false, schema: { ref: 'Maybe', refPage: 'maybe', nullable: true } }
      ]
    }
    const dom = new JSDOM(render(SchemaTree, { schema, folder: 'f', direction: 'response' })).window.document
    const row = (name: string) => [...dom.querySelectorAll('li')].find((li) => li.querySelector('.vnv-schema__name')?.textContent === name)!
    assert.equal(row('ids').querySelector('.vnv-schema__type')?.textContent, 'array of string (uuid)')
    assert.equal(row('note').querySelector('.vnv-schema__type')?.textContent, 'string | null')
    assert.equal(row('note').querySelectorAll('.vnv-flag').length, 0)
    assert.equal(row('maybe').querySelector('.vnv-schema__type')?.textContent, 'Maybe')
    assert.equal(row('maybe').querySelector('.vnv-flag')?.textContent, 'nullable')
  })
  it('name each variant by the spec’s title for it, and type a value the schema fixes (`const`, `enum`) by that value', () => {
    const schema: SchemaData = {
      oneOf: [
        { title: 'By token', type: ['object'], properties: [{ name: 'token', required: true, schema: { type: ['string'] } }] },
        { title: 'By kind', const: 'project' },
        { type: ['object'], properties: [{ name: 'id', required: true, schema: { type: ['string'] } }] }
      ],
      properties: [{ name: 'size', required: false, schema: { enum: [1, 2, 3] } }]
    }
    const dom = new JSDOM(render(SchemaTree, { schema, folder: 'f', direction: 'response' })).window.document
    const variants = [...dom.querySelectorAll('.vnv-schema__variants > ol > li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim())
    assert.match(variants[0], /^By token: object/)
    assert.match(variants[1], /^By kind: string ?Value: "project"$/)
    assert.match(variants[2], /^object/)
    assert.match(dom.querySelector('.vnv-schema > .vnv-schema__body > .vnv-schema__properties > li')!.textContent!, /^size integer/)
  })
})

describe('summaries', () => {
  it('hold nothing a reader could focus: named variants link inside their details, linked response descriptions go under the summary', async () => {
    for (const [name, page] of [
      ['discriminator-in-allof', 'items-create.mdx'],
      ['hostile', 'evil-get.mdx'],
      ['hostile', 'evil-post.mdx']
    ]) {
      const data = pageData(await fixture(name), page)
      const dom = new JSDOM(render(Bodies.RequestBody, data) + render(Bodies.Responses, data)).window.document
      assert.equal(dom.querySelectorAll('summary a, summary details, summary p, summary div').length, 0, `${name} ${page}`)
      assert.ok(dom.querySelectorAll('summary').length > 0, `${name} ${page}`)
    }
    const dom = new JSDOM(render(Bodies.RequestBody, pageData(await fixture('discriminator-in-allof'), 'items-create.mdx'))).window.document
    assert.equal(dom.querySelector('.vnv-schema__page-link a')?.textContent, 'Requirement')
  })
})

describe('an operation’s authentication in brief', () => {
  it('names the schemes, alternatives with "or" and schemes asked together with "+"; says when none is declared or the operation is public', () => {
    assert.equal(securityInBrief([[{ scheme: 'api_key' }]]), 'api_key')
    assert.equal(securityInBrief([[{ scheme: 'oauth' }, { scheme: 'api_key' }], [{ scheme: 'basic' }]]), 'oauth + api_key or basic')
    assert.equal(securityInBrief([]), 'no authentication declared', 'not "none declared" beside the servers it folds')
    assert.equal(securityInBrief(null), 'public')
    // OpenAPI's optional authentication: an empty requirement among the alternatives.
    assert.equal(securityInBrief([[]]), 'no authentication')
    assert.equal(securityInBrief([[], [{ scheme: 'api_key' }]]), 'no authentication or api_key')
  })
})

describe('what a page imports', () => {
  it('the schema tree’s code only where a body shows a schema, the parameters’ trees only where a parameter needs one', async () => {
    const { pages } = await fixture('default-response-not-documented')
    const imports = (page: string) =>
      pages
        .get(page)!
        .split('\n')
        .filter((line) => line.startsWith('import '))
    assert.ok(!imports('items-list.mdx').some((line) => /SchemaTree|Parameters/.test(line)), imports('items-list.mdx').join('\n'))
    assert.ok(imports('items-get.mdx').includes("import { SchemaTree } from '@/rest/components/SchemaTree'"))
    assert.match(pages.get('items-get.mdx')!, /<Responses operation=\{operation\} spec=\{spec\} SchemaTree=\{SchemaTree\} \/>/)
  })
})

describe('request bodies', () => {
  it('say "Required." only when the spec marks the body required; a body it does not mark says neither', async () => {
    const result = await fixture('request-body-required-only-when-stated')
    assert.match(textOf(render(Bodies.RequestBody, operationPage(result, 'A.create'))), /^Required\./)
    const unmarked = textOf(render(Bodies.RequestBody, operationPage(result, 'B.create')))
    assert.doesNotMatch(unmarked, /Required|Optional/)
  })
})

describe('written examples', () => {
  it('one over the budget shows its beginning, cut at a line, with a note on its size and where the whole is', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: `row-${i}`, label: `Row number ${i}` }))
    const spec = `openapi: 3.1.0
info: { title: Big example, version: '1' }
paths:
  /rows:
    get:
      operationId: Rows.list
      responses:
        '200':
          description: The rows.
          content:
            application/json:
              schema: { type: array, items: { type: object } }
              example: ${JSON.stringify(rows)}
`
    const page = operationPage(await generateSpec(configFor('big-example'), spec), 'Rows.list')
    const [example] = page.operation.responses['200'].content![0].examples!
    assert.ok(example.text.length <= EXAMPLE_BUDGET_CHARACTERS, `${example.text.length} characters`)
    assert.ok(example.cutFrom! > 100_000)
    // Its beginning, cut where a line ends.
    const whole = JSON.stringify(rows, null, 2)
    assert.ok(whole.startsWith(example.text))
    assert.equal(whole[example.text.length], '\n')
    const text = textOf(render(Bodies.Responses, page))
    assert.match(text, /The example is \d{3} KB; its first 12 KB are shown\. The whole example is in the spec file named above\./)
  })
})

describe('named schema pages', () => {
  it('named schema pages: one page each, names that slugify alike numbered; an operation page carries only the schema its body is', async () => {
    const result = await fixture('named-schema-pages')
    assert.deepEqual(
      [...result.pages.keys()].filter((page) => page.startsWith('schemas/')),
      ['schemas/order.mdx', 'schemas/order-line-2.mdx', 'schemas/order-line.mdx', 'schemas/customer.mdx', 'schemas/_meta.ts']
    )
    const page = pageData(result, 'orders-create.mdx')
    const { operation, spec } = page
    assert.deepEqual(Object.keys(operation.schemas!), ['Order'])
    const schema = operation.requestBody!.content[0].schema!
    const dom = new JSDOM(render(SchemaTree, { schema, expanded: operation.schemas, folder: spec.folder, direction: 'request' })).window
      .document
    const links = [...dom.querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')?.replace(/\/?$/, '/')}`)
    assert.deepEqual(links, [
      'Order /docs/rest/named-schema-pages/schemas/order/',
      'Customer /docs/rest/named-schema-pages/schemas/customer/',
      'OrderLine /docs/rest/named-schema-pages/schemas/order-line-2/',
      'Order.Line /docs/rest/named-schema-pages/schemas/order-line/'
    ])
    const customer = result.pages.get('schemas/customer.mdx')!
    // Titles are unique on the site: another spec may have a Customer too.
    assert.match(customer, /"title":"Customer \(named-schema-pages\)"/)
    assert.match(
      customer,
      /^## Used by\n\n- \[GET Read a customer\]\(\/docs\/rest\/named-schema-pages\/customers-get-one\/\)\n- Schema \[Order\]\(\/docs\/rest\/named-schema-pages\/schemas\/order\/\)$/m
    )
  })

  it('each named schema has a page in the schemas folder, listed by name in its sidebar, with who uses it', async () => {
    const result = await fixture('discriminator-in-allof')
    assert.deepEqual(
      [...result.pages.keys()].filter((page) => page.startsWith('schemas/')),
      ['schemas/item.mdx', 'schemas/requirement.mdx', 'schemas/test.mdx', 'schemas/_meta.ts']
    )
    assert.match(result.pages.get('_meta.ts')!, /"schemas": 'Schemas'\n\}/)
    assert.match(result.pages.get('schemas/_meta.ts')!, /"item": "Item",\n {2}"requirement": "Requirement",\n {2}"test": "Test"/)
    const requirement = result.pages.get('schemas/requirement.mdx')!
    assert.match(requirement, /^# Requirement$/m)
    assert.match(requirement, /^## Used by\n\n- \[POST \\\/items\]\(\/docs\/rest\/discriminator-in-allof\/items-create\/\)$/m)
  })

  it('the schemas folder has a page of its own that lists each schema with its first sentence; the introduction links to it', async () => {
    const result = await fixture('discriminator-in-allof')
    const index = result.pages.get('schemas.mdx')!
    assert.match(index, /^# Schemas$/m)
    const items = [...index.matchAll(/^- \[(\w+)\]\((\/docs\/rest\/discriminator-in-allof\/schemas\/[\w-]+\/)\)/gm)]
    assert.deepEqual(
      items.map(([, name]) => name),
      Object.keys(result.model.schemas).sort()
    )
    for (const [, , href] of items) assert.ok(result.pages.has(`${href.split('/').slice(-3, -1).join('/')}.mdx`), href)
    const intro = result.pages.get('introduction.mdx')!
    assert.match(
      intro,
      /^## Schemas\n\nThe spec has \d+ named schemas, listed on \[Schemas\]\(\/docs\/rest\/discriminator-in-allof\/schemas\/\)\.$/m
    )
  })

  it('a schema page shows the tree, an example and the TypeScript declaration', async () => {
    const result = await fixture('discriminator-in-allof')
    const json = result.pages.get('schemas/requirement.mdx')!.match(/^export const schema = (.*)$/m)![1]
    const text = textOf(render(SchemaPage, { schema: JSON.parse(json), spec: result.data }))
    assert.match(text, /"kind": "requirement"/)
    assert.match(text, /type Requirement = /)
  })

  it('a schema made of allOf parts shows the named parts’ fields in place, each with a link to its own page', async () => {
    const result = await fixture('discriminator-in-allof')
    const json = result.pages.get('schemas/requirement.mdx')!.match(/^export const schema = (.*)$/m)![1]
    const dom = new JSDOM(render(SchemaPage, { schema: JSON.parse(json), spec: result.data })).window.document
    const names = [...dom.querySelectorAll('.vnv-schema__name')].map((name) => name.textContent)
    assert.deepEqual(names, ['kind', 'name', 'priority'])
    assert.equal(dom.querySelector('.vnv-schema__page-link a')?.getAttribute('href'), '/docs/rest/discriminator-in-allof/schemas/item/')
  })

  it('a schema page shows no example where the schema gives nothing to fill one, and a string example in quotes, as JSON', async () => {
    const spec = [
      'openapi: 3.0.3',
      'info: { title: Examples, version: "1" }',
      'paths: {}',
      'components:',
      '  schemas:',
      '    Untyped: { type: object, properties: { a: {}, b: { description: Any value. } } }',
      '    Mode: { type: string, enum: [STORE, DEFLATE] }'
    ].join('\n')
    const config = { file: 'examples.yaml', dir: 'rest/fixtures', folder: 'examples', infoSlug: 'introduction', label: 'Examples' }
    const result = await generateSpec(config, spec)
    const schemaPage = (page: string) => {
      const json = result.pages.get(page)!.match(/^export const schema = (.*)$/m)![1]
      return new JSDOM(render(SchemaPage, { schema: JSON.parse(json), spec: result.data })).window.document
    }
    const example = (page: string) =>
      [...schemaPage(page).querySelectorAll('.vnv-code-block')]
        .find((block) => block.querySelector('.vnv-code-block__title')?.textContent === 'Example (generated from the schema)')
        ?.querySelector('pre code') ?? null
    assert.equal(example('schemas/untyped.mdx'), null)
    assert.equal(example('schemas/mode.mdx')?.textContent, '"STORE"')
  })

  it('names that slugify alike get distinct pages', () => {
    assert.deepEqual(
      [...schemaSlugs(['item', 'Item', 'Order.Line'])],
      [
        ['Item', 'item'],
        ['Order.Line', 'order-line'],
        ['item', 'item-2']
      ]
    )
  })
})

describe('operation components', () => {
  it('responses: a named response is written out in the page, with the spec’s example', async () => {
    const page = pageData(await fixture('oas31-examples'), 'projects-create.mdx')
    const { operation } = page
    assert.deepEqual(Object.keys(operation.responses['200']), ['descriptionHtml', 'content'])
    assert.equal(operation.responses['200'].content![0].schema!.ref, 'Project')
    assert.match(textOf(render(Bodies.Responses, page)), /"token": "PR0001"/)
  })

  it('responses: a default response reads "Any status" (or "Any other status" beside others); one without content claims no "No body."', async () => {
    const result = await fixture('default-response-not-documented')
    const alone = new JSDOM(render(Bodies.Responses, operationPage(result, 'Items.list'))).window.document
    assert.deepEqual(
      [...alone.querySelectorAll('.vnv-status')].map((status) => [status.textContent, status.className]),
      [['Any status', 'vnv-status vnv-status--dxx']]
    )
    assert.equal(alone.querySelector('.vnv-response')!.textContent, 'Any status The response is not documented.')
    const beside = new JSDOM(render(Bodies.Responses, operationPage(result, 'Items.get'))).window.document
    assert.deepEqual(
      [...beside.querySelectorAll('.vnv-status')].map((status) => status.textContent),
      ['200', 'Any other status']
    )
    // A default response with content shows it like any other.
    assert.equal(beside.querySelectorAll('.vnv-response')[1].querySelectorAll('.vnv-media').length, 1)
  })

  it('the types panel of an undocumented response says that content?: never is no promise of an empty body', async () => {
    const result = await fixture('default-response-not-documented')
    assert.match(
      operationPage(result, 'Items.list').operation.typeCode,
      /content\?: never;[^]*\n\n\/\/ Here, content\?: never means only that the spec declares no content for this response\.$/
    )
    // A response whose content the spec gives needs no such note.
    const documented = operationPage(result, 'Items.get').operation.typeCode
    assert.doesNotMatch(documented, /not documented/)
    assert.doesNotMatch(documented, /content\?: never means only/)
  })

  it('the types panel lists every schema the bodies use, transitively, each once', async () => {
    const { operation } = pageData(await fixture('discriminator-in-allof'), 'items-create.mdx')
    const declared = [...operation.typeCode.matchAll(/^\/\/ (.*)$/gm)].map((m) => m[1])
    assert.deepEqual(declared, [
      'operations["Items.create"]',
      'components["schemas"]["Requirement"]',
      'components["schemas"]["Test"]',
      'components["schemas"]["Item"]'
    ])
    assert.match(operation.typeCode, /^type Item = \{$/m)
  })

  it('an operation page carries only the named schemas it shows expanded, not the spec’s', async () => {
    const result = await fixture('oas31-examples')
    const { operation } = pageData(result, 'projects-create.mdx')
    assert.deepEqual(Object.keys(operation.schemas ?? {}), ['Project'])
    assert.ok(!('schemas' in result.data), 'the spec’s shared data does not carry its schemas')
  })
})

describe('hostile spec', () => {
  it('its components render every text field as text (Markdown as HTML) and no payload as markup', async () => {
    const result = await fixture('hostile')
    const get = pageData(result, 'evil-get.mdx')
    const post = pageData(result, 'evil-post.mdx')
    const parts = [
      renderHeader(get),
      renderHeader(post),
      ...[Parameters, Bodies.RequestBody, Bodies.Responses, Operation.CodeSamples, Operation.OperationTypes].flatMap((c) => [
        render(c, get),
        render(c, post)
      ]),
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
      // The downloads, the page of its named schema (slugified: nothing of the name reaches the URL as markup),
      // the response description's javascript: link pointing nowhere, and the body properties' links to themselves
      // (a property's name percent-encoded).
      [
        '/openapi/hostile.yaml',
        '/openapi/hostile.yaml',
        '/docs/rest/hostile/schemas/evil/',
        '#request.name',
        '#request.secret',
        '#',
        '#response-200.%7Bweird%7D',
        '/docs/rest/hostile/schemas/evil/',
        '#response-201.name',
        '#response-201.secret',
        '/openapi/hostile.yaml'
      ]
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

describe('ChangedBadge', () => {
  it('writes the day as the rest of the site does, keeping the ISO date for machines', () => {
    const html = render(ChangedBadge, { action: 'changed', day: '2026-11-24', href: '/docs/rest/shop/changelog/#commit-abc1234' })
    assert.match(html, /Changed on <time dateTime="2026-11-24">24 November 2026<\/time>/i)
  })
})
