/**
 * The Markdown twins of REST pages (rest/generator/markdown through markdown/generator/mdx-to-markdown.ts):
 * what each component means in Markdown, that spec text stays text, and that every generated page converts.
 */
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import type { Nodes, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { toString } from 'mdast-util-to-string'
import { gfm } from 'micromark-extension-gfm'
import { restFixtureSpecs } from '../../config/rest'
import { componentMarkdown } from '../../markdown/generator/components'
import { mdxToMarkdown } from '../../markdown/generator/mdx-to-markdown'
import type { OperationData, SchemaData, SchemaPageData, SpecData, SpecSummary } from '../shared/data-types'
import { discoverSpecs, withDefaults } from '../generator/specs'
import { fixture } from './helpers'

const ROOT = path.resolve('.')
const SITE = 'https://docs.example.org/vnv'

/** `@/x` is the project root's x; undefined when there is no such file. */
function readJson(specifier: string): unknown {
  const file = path.join(ROOT, specifier.replace(/^@\//, ''))
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

const convert = (mdx: string, options: { route?: string } = {}) =>
  mdxToMarkdown(mdx, {
    file: 'test.mdx',
    page: { route: options.route ?? '/docs/rest/shop/page', link: (sitePath) => `${SITE}${sitePath}` },
    components: componentMarkdown,
    readJson
  })

/** A twin that must convert without problems. */
function twin(mdx: string): string {
  const { markdown, problems } = convert(mdx)
  assert.deepEqual(problems, [])
  return markdown
}

/** The twin read back as CommonMark + GFM (what an assistant reading it sees). */
const parse = (markdown: string): Root => fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })

function nodesOf(tree: Nodes, type: string): Nodes[] {
  const found: Nodes[] = tree.type === type ? [tree] : []
  return 'children' in tree ? [...found, ...tree.children.flatMap((child) => nodesOf(child as Nodes, type))] : found
}

/** `export const name = value` lines, as the generator writes a page's data. */
const exports = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)}`)
    .join('\n\n')

const spec: SpecData = {
  title: 'Shop API',
  version: '2.1',
  license: { name: 'MIT' },
  servers: [
    {
      url: 'https://{region}.shop.example',
      descriptionHtml: 'Production',
      variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'] }]
    }
  ],
  security: [[{ scheme: 'api_key', scopes: [] }]],
  securitySchemes: {
    api_key: {
      scheme: 'api_key',
      type: 'apiKey',
      details: 'API key in header "access_token"',
      descriptionHtml: 'A token from <code>Claim</code>.',
      apiKey: { in: 'header', name: 'access_token' }
    }
  },
  download: '/openapi/shop.yaml',
  file: 'shop.yaml',
  folder: 'shop'
}

const order: SchemaData = {
  type: ['object'],
  descriptionHtml: 'An order.',
  properties: [
    { name: 'id', required: true, schema: { type: ['string'], format: 'uuid', readOnly: true } },
    { name: 'customer', required: true, schema: { ref: 'Customer', refPage: 'customer' } },
    {
      name: 'lines',
      required: false,
      schema: {
        type: ['array'],
        items: {
          type: ['object'],
          properties: [
            { name: 'sku', required: true, schema: { type: ['string'], descriptionHtml: 'Stock keeping unit.' } },
            { name: 'quantity', required: true, schema: { type: ['integer'], default: 1, constraints: { minimum: 1 } } }
          ]
        }
      }
    },
    { name: 'status', required: false, schema: { type: ['string'], enum: ['open', 'paid'] } }
  ]
}

const operation = (fields: Partial<OperationData> = {}): OperationData => ({
  id: 'Orders.create',
  method: 'post',
  path: '/orders',
  responses: {},
  codeSamples: [],
  typeCode: '',
  ...fields
})

/** An operation page as the generator writes it: the data as exports, the component with the page's props. */
/** A page with one component; the header holds its static OperationMeta block, as rest/generator/pages.ts writes it. */
const operationPage = (component: string, data: OperationData) =>
  `${exports({ operation: data, spec })}\n\n# Create an order\n\n${
    component === 'OperationHeader'
      ? '<OperationHeader operation={operation} spec={spec}>\n<div data-static-html>\n<OperationMeta operation={operation} spec={spec} />\n</div>\n</OperationHeader>'
      : `<${component} operation={operation} spec={spec} />`
  }\n`

describe('REST twins: operation pages', () => {
  it('operation header: method and path once, then authentication, servers and the spec file', () => {
    const markdown = twin(operationPage('OperationHeader', operation()))
    assert.equal(markdown.match(/POST \/orders/g)?.length, 1)
    assert.match(markdown, /^`POST \/orders`$/m)
    assert.match(markdown, /^- \*\*api_key\*\*: API key in header "access_token" — A token from `Claim`\.$/m)
    assert.match(markdown, /^- `https:\/\/\{region\}\.shop\.example` — Production$/m)
    assert.match(markdown, /^ {2}- `\{region\}`: default `eu`, one of eu, us$/m)
    assert.match(
      markdown,
      /^From \[shop\.yaml\]\(https:\/\/docs\.example\.org\/vnv\/openapi\/shop\.yaml\) \(Shop API 2\.1\) · operation id `Orders\.create`$/m
    )
  })

  it('operation header: a public, deprecated webhook says so', () => {
    const data = operation({ webhook: true, deprecated: true, path: 'orderPaid', security: null })
    const markdown = twin(operationPage('OperationHeader', data))
    assert.match(markdown, /^Webhook `orderPaid`: a request the API may send to your server, described by the spec’s `webhooks`$/m)
    assert.match(markdown, /^Deprecated: the spec marks this operation as deprecated\. Avoid it in new code\.$/m)
    assert.match(markdown, /^No authentication: this operation is public\.$/m)
  })

  it('a complex parameter’s schema becomes a property table, nested properties by dotted name', () => {
    const data = operation({ parameters: [{ name: 'filter', in: 'query', type: 'Order', schema: order }] })
    const tree = parse(twin(operationPage('Parameters', data)))
    const [table] = nodesOf(tree, 'table')
    const rows = (table as Extract<Nodes, { type: 'table' }>).children.map((row) => row.children.map((cell) => toString(cell)))
    assert.deepEqual(rows, [
      ['Name', 'Type', 'Required', 'Description'],
      ['id', 'string (uuid), read-only (set by the server; ignored in requests)', 'yes', ''],
      ['customer', 'Customer', 'yes', ''],
      ['lines', 'array of object', 'no', ''],
      ['lines[].sku', 'string', 'yes', 'Stock keeping unit.'],
      ['lines[].quantity', 'integer', 'yes', 'Default: 1. minimum: 1.'],
      ['status', 'string', 'no', 'Allowed values: "open", "paid".']
    ])
    assert.match(toString(tree), /Schema of filter:/)
  })

  it('named schemas link to their schema pages under the base path', () => {
    const data = operation({ parameters: [{ name: 'filter', in: 'query', schema: order }] })
    const links = nodesOf(parse(twin(operationPage('Parameters', data))), 'link').map((node) => [
      toString(node),
      (node as { url: string }).url
    ])
    assert.deepEqual(links, [['Customer', `${SITE}/docs/rest/shop/schemas/customer/`]])
  })

  it('a request body: required or not, its media type, its named schema expanded and its example as a json block', () => {
    const data = operation({
      requestBody: {
        required: true,
        content: [
          {
            mediaType: 'application/json',
            schema: { ref: 'Order', refPage: 'order' },
            examples: [{ name: 'paid', summary: 'A paid order', text: JSON.stringify({ status: 'paid' }, null, 2) }]
          }
        ]
      },
      schemas: { Order: order }
    })
    const markdown = twin(operationPage('RequestBody', data))
    assert.match(markdown, /^Required\.$/m)
    assert.match(markdown, /^Media type: `application\/json`$/m)
    assert.match(markdown, new RegExp(`^Type: \\[Order\\]\\(${SITE}/docs/rest/shop/schemas/order/\\)$`, 'm'))
    assert.match(markdown, /^An order\.$/m)
    assert.match(markdown, /^\| `lines\[\]\.sku` /m)
    assert.match(markdown, /^Example: A paid order:\n\n```json\n\{\n {2}"status": "paid"\n\}\n```$/m)
  })

  it('many media types one body: the body once, under the list of its media types', () => {
    const data = operation({
      requestBody: {
        required: true,
        content: [
          {
            mediaType: 'application/vnd.a+json',
            otherMediaTypes: ['application/vnd.b+json', 'application/vnd.c+json'],
            schema: { ref: 'Order', refPage: 'order' }
          }
        ]
      },
      schemas: { Order: order }
    })
    const markdown = twin(operationPage('RequestBody', data))
    assert.match(markdown, /^Media types: `application\/vnd\.a\+json`, `application\/vnd\.b\+json`, `application\/vnd\.c\+json`$/m)
    assert.equal(markdown.match(/^Type: /gm)?.length, 1)
  })

  it('boolean schemas read "any value" and "no value"', () => {
    const schema: SchemaData = {
      type: ['object'],
      properties: [
        { name: 'meta', required: false, schema: { booleanSchema: true } },
        { name: 'legacyMode', required: false, schema: { booleanSchema: false } }
      ]
    }
    const markdown = twin(
      operationPage('RequestBody', operation({ requestBody: { required: true, content: [{ mediaType: 'application/json', schema }] } }))
    )
    assert.match(markdown, /^\| `meta` \| any value \| no \|/m)
    assert.match(markdown, /^\| `legacyMode` \| no value \| no \|/m)
  })

  it('response example becomes a json block, under its status with its description and headers', () => {
    const data = operation({
      responses: {
        '201': {
          descriptionHtml: 'Created. See <a href="/docs/rest/shop/order-get/">the order</a>.',
          headers: [{ name: 'Location', descriptionHtml: 'Where the order is.', schema: { type: ['string'], format: 'uri' } }],
          content: [
            {
              mediaType: 'application/json',
              schema: { ref: 'Order', refPage: 'order' },
              examples: [{ name: 'example', text: JSON.stringify({ id: 'o-1' }, null, 2), generated: true }]
            }
          ]
        },
        '404': { descriptionHtml: 'No such order.' }
      }
    })
    const markdown = twin(operationPage('Responses', data))
    const tree = parse(markdown)
    assert.deepEqual(
      nodesOf(tree, 'heading').map((node) => toString(node)),
      ['Create an order', '201', '404']
    )
    assert.match(markdown, new RegExp(`^Created\\. See \\[the order\\]\\(${SITE}/docs/rest/shop/order-get/\\)\\.$`, 'm'))
    assert.match(markdown, /^\| `Location` \| string \(uri\) \| Where the order is\. \|$/m)
    // Order is not one the page expands: a link, no table.
    assert.equal(nodesOf(tree, 'table').length, 1)
    assert.match(markdown, /^Example \(generated from the schema\):\n\n```json\n\{\n {2}"id": "o-1"\n\}\n```$/m)
    assert.match(markdown, /^### 404\n\nNo such order\.\n\nNo body\.$/m)
  })

  it('a default response is headed "Any status" ("Any other status" beside others); one without content adds no "No body."', () => {
    const alone = twin(
      operationPage('Responses', operation({ responses: { default: { descriptionHtml: 'The response is not documented.' } } }))
    )
    assert.match(alone, /^### Any status\n\nThe response is not documented\.$/m)
    assert.doesNotMatch(alone, /No body/)
    const beside = twin(
      operationPage(
        'Responses',
        operation({ responses: { '204': { descriptionHtml: 'Gone.' }, default: { descriptionHtml: 'An error.' } } })
      )
    )
    assert.deepEqual(
      nodesOf(parse(beside), 'heading').map((node) => toString(node)),
      ['Create an order', '204', 'Any other status']
    )
  })

  it('code samples become fenced blocks in their language, each under its label', () => {
    const data = operation({
      codeSamples: [
        { lang: 'bash', label: 'curl', source: 'curl {baseUrl}/orders' },
        { lang: 'js" onload="x', label: 'Mine', source: 'a ``` fence inside', fromSpec: true }
      ],
      credentialsNote: 'Samples authenticate with api_key (API key in header access_token).'
    })
    const tree = parse(twin(operationPage('CodeSamples', data)))
    assert.deepEqual(
      nodesOf(tree, 'code').map((node) => [
        (node as { lang: string }).lang,
        (node as { meta: string | null }).meta,
        (node as { value: string }).value
      ]),
      [
        ['bash', null, 'curl {baseUrl}/orders'],
        ['text', null, 'a ``` fence inside']
      ]
    )
    const text = toString(tree)
    assert.match(text, /curl:/)
    assert.match(text, /Mine \(from the spec\):/)
    assert.match(text, /\{baseUrl\} stands for your server’s address/)
    assert.match(text, /Samples authenticate with api_key \(API key in header access_token\)\./)
  })

  it('description HTML in the twin: images stay images (site ones absolute), headings stay headings, no HTML', async () => {
    const result = await fixture('description-html-allow-list')
    const { markdown, problems } = convert(result.pages.get('gauges-list.mdx')!, { route: '/docs/rest/x/gauges-list' })
    assert.deepEqual(problems, [])
    const tree = parse(markdown)
    assert.deepEqual(nodesOf(tree, 'html'), [])
    assert.deepEqual(
      nodesOf(tree, 'image').map((node) => (node as { url: string }).url),
      ['https://example.com/gauge.png', `${SITE}/img/logo.png`, 'https://example.com/u.png']
    )
    // The response's h2, under the page's h2 and its status's h3, is an h5 in the page and in the twin.
    assert.match(markdown, /^### 200\n\n##### Gauges\n\nEach gauge, sorted\.$/m)
  })

  it('operation types become a ts block; an operation without bodies says it has no body types', () => {
    assert.match(
      twin(operationPage('OperationTypes', operation({ typeCode: 'type A = { b: string }' }))),
      /^```ts\ntype A = \{ b: string \}\n```$/m
    )
    assert.match(twin(operationPage('OperationTypes', operation())), /^No body types\.$/m)
  })

  it('the changed badge is one line linking to the changelog entry', () => {
    const changed = { action: 'changed', day: '2026-11-24', href: '/docs/rest/shop/changelog/#commit-abc1234' }
    const markdown = twin(`${exports({ changed })}\n\n# Page\n\n<ChangedBadge {...changed} />\n`)
    assert.equal(markdown, `# Page\n\n[Changed on 24 November 2026](${SITE}/docs/rest/shop/changelog/#commit-abc1234)\n`)
  })
})

describe('REST twins: schema, spec and changelog pages', () => {
  it('schema page lists its properties and users, with its example and TypeScript', () => {
    const schema: SchemaPageData = {
      name: 'Order',
      schema: { ...order, example: { status: 'open' } },
      example: { id: 'o-1' },
      typeCode: 'type Order = { id: string }'
    }
    const markdown = twin(
      `${exports({ schema, spec })}\n\n# Order\n\nAn order.\n\n<SchemaPage schema={schema} spec={spec} />\n\n## Used by\n\n- [POST Create an order](/docs/rest/shop/orders-create/)\n`
    )
    // The description is the page's own text, once.
    assert.equal(markdown.match(/An order\./g)?.length, 1)
    assert.match(markdown, /^Type: object$/m)
    // The schema's own example, as the tree shows it among its facts: an object is a json block.
    assert.match(markdown, /^Example:\n\n```json\n\{\n {2}"status": "open"\n\}\n```$/m)
    assert.match(markdown, /^\| `lines\[\]\.quantity` /m)
    assert.match(markdown, /^Example \(generated from the schema\):\n\n```json\n\{\n {2}"id": "o-1"\n\}\n```$/m)
    assert.match(markdown, /^Generated by openapi-typescript:\n\n```ts\ntype Order = \{ id: string \}\n```$/m)
    assert.match(markdown, new RegExp(`^## Used by\\n\\n- \\[POST Create an order\\]\\(${SITE}/docs/rest/shop/orders-create/\\)$`, 'm'))
  })

  it('a schema page whose example panel repeats the schema’s own example shows it once, as the page does', () => {
    const schema: SchemaPageData = {
      name: 'Order',
      schema: { ...order, example: { id: 'o-1' } },
      example: { id: 'o-1' },
      treeOmitsExample: true
    }
    const markdown = twin(`${exports({ schema, spec })}\n\n# Order\n\n<SchemaPage schema={schema} spec={spec} />\n`)
    assert.equal(markdown.match(/"id": "o-1"/g)?.length, 1)
    assert.match(markdown, /^Example \(generated from the schema\):$/m)
  })

  it('variants become numbered lists; what a table row cannot hold follows the table', () => {
    const schema: SchemaPageData = {
      name: 'Shape',
      schema: {
        type: ['object'],
        discriminator: { propertyName: 'kind', mapping: { circle: 'Circle' } },
        oneOf: [
          { ref: 'Circle', refPage: 'circle' },
          { type: ['object'], properties: [{ name: 'side', required: true, schema: { type: ['number'] } }] }
        ],
        properties: [{ name: 'value', required: false, schema: { anyOf: [{ type: ['string'] }, { type: ['integer'] }] } }]
      }
    }
    const markdown = twin(`${exports({ schema, spec })}\n\n# Shape\n\n<SchemaPage schema={schema} spec={spec} />\n`)
    assert.match(markdown, /^Discriminator: `kind` \(circle → Circle\)$/m)
    assert.match(
      markdown,
      new RegExp(
        `^Exactly one of:\\n\\n1\\. \\[Circle\\]\\(${SITE}/docs/rest/shop/schemas/circle/\\)\\n\\n2\\. object\\n\\n {3}\\| Name `,
        'm'
      )
    )
    assert.match(markdown, /^`value`:\n\nAny of:\n\n1\. string\n2\. integer$/m)
  })

  it('a schema made of allOf parts lists the named parts’ fields in place, as the page does', () => {
    const schema: SchemaPageData = {
      name: 'ProjectNode',
      schema: {
        allOf: [
          { ref: 'Node', refPage: 'node' },
          { type: ['object'], properties: [{ name: 'meta', required: false, schema: { type: ['object'] } }] }
        ]
      },
      schemas: { Node: { type: ['object'], properties: [{ name: 'token', required: true, schema: { type: ['string'] } }] } }
    }
    const markdown = twin(`${exports({ schema, spec })}\n\n# ProjectNode\n\n<SchemaPage schema={schema} spec={spec} />\n`)
    assert.match(markdown, new RegExp(`^1\\. \\[Node\\]\\(${SITE}/docs/rest/shop/schemas/node/\\)\\n\\n {3}\\| Name `, 'm'))
    assert.match(markdown, /^ {3}\| `token` \| string \| yes \|/m)
  })

  it('a variant the spec titles starts with its title, as on the page', () => {
    const schema: SchemaPageData = {
      name: 'Reference',
      schema: {
        oneOf: [
          { title: 'By token', type: ['object'], properties: [{ name: 'token', required: true, schema: { type: ['string'] } }] },
          { title: 'By kind', const: 'project' }
        ]
      }
    }
    const markdown = twin(`${exports({ schema, spec })}\n\n# Reference\n\n<SchemaPage schema={schema} spec={spec} />\n`)
    assert.match(markdown, /^1\. By token: object$/m)
    assert.match(markdown, /^2\. By kind: string$/m)
  })

  it('spec introduction: version, licence and download; servers and authentication as lists', () => {
    const markdown = twin(
      `${exports({ spec })}\n\n# Shop API\n\n<SpecOverview spec={spec} />\n\n## Servers\n\n<SpecServers spec={spec} />\n\n## Authentication\n\n<SpecSecurity spec={spec} />\n`
    )
    assert.match(markdown, new RegExp(`^Version 2\\.1 · Licence MIT · \\[Download shop\\.yaml\\]\\(${SITE}/openapi/shop\\.yaml\\)$`, 'm'))
    assert.match(markdown, /^## Servers\n\n- `https:\/\/\{region\}\.shop\.example` — Production\n\n {2}- `\{region\}`/m)
    assert.match(markdown, /^## Authentication\n\n- \*\*api_key\*\*: /m)
  })

  it('the spec list gives each spec a linked heading, its facts, servers, authentication and download', () => {
    const summary: SpecSummary = {
      folder: 'shop',
      infoSlug: 'introduction',
      label: 'Shop',
      title: 'Shop API',
      version: '2.1',
      servers: spec.servers,
      security: spec.security,
      securitySchemes: spec.securitySchemes,
      operations: 12,
      download: '/openapi/shop.yaml'
    }
    const markdown = twin(`${exports({ specs: [summary] })}\n\n# Specs\n\n<SpecList specs={specs} />\n`)
    assert.match(
      markdown,
      new RegExp(
        `^## \\[Shop API\\]\\(${SITE}/docs/rest/shop/introduction/\\)\\n\\nVersion 2\\.1 · 12 operations\\n\\nServers:\\n\\n- `,
        'm'
      )
    )
    assert.match(markdown, /^Authentication:\n\n- \*\*api_key\*\*/m)
    assert.match(markdown, new RegExp(`^\\[Download shop\\.yaml\\]\\(${SITE}/openapi/shop\\.yaml\\)$`, 'm'))
  })

  it('the spec list counts one operation in the singular', () => {
    const summary: SpecSummary = {
      folder: 'one',
      infoSlug: 'introduction',
      label: 'One',
      title: 'One API',
      version: '1',
      servers: spec.servers,
      security: spec.security,
      securitySchemes: spec.securitySchemes,
      operations: 1,
      download: '/openapi/one.yaml'
    }
    const markdown = twin(`${exports({ specs: [summary] })}\n\n# Specs\n\n<SpecList specs={specs} />\n`)
    assert.match(markdown, /^Version 1 · 1 operation$/m)
  })

  it('the changes feed link is a link to the Atom feed; a changelog heading keeps its text, not its anchor', () => {
    const markdown = twin('# Changelog\n\n<ChangesFeedLink />\n\n## 2026-11-24 · abc1234 [#commit-abc1234]\n')
    assert.equal(
      markdown,
      `# Changelog\n\n[Atom feed of API changes](${SITE}/openapi/changes.xml) (every spec of this reference)\n\n## 2026-11-24 · abc1234\n`
    )
  })
})

describe('REST twins: spec text and problems', () => {
  it('spec text never becomes HTML, JSX or Markdown structure', () => {
    const hostile = '<script>alert(1)</script> {x} | `y` *z* [a](javascript:b) # h'
    const data = operation({
      id: hostile,
      parameters: [
        {
          name: 'p',
          in: 'query',
          schema: {
            type: ['object'],
            properties: [
              {
                name: hostile,
                required: false,
                schema: { type: ['string'], enum: [hostile], descriptionHtml: '&lt;img src=x onerror=y&gt; | cell' }
              }
            ]
          }
        }
      ],
      responses: { [hostile]: { content: [{ mediaType: hostile, examples: [{ name: hostile, text: hostile }] }] } },
      codeSamples: [{ lang: hostile, label: hostile, source: hostile }]
    })
    for (const component of ['OperationHeader', 'Parameters', 'Responses', 'CodeSamples']) {
      const tree = parse(twin(operationPage(component, data)))
      assert.deepEqual(nodesOf(tree, 'html'), [], `${component}: markup from the spec became HTML`)
      assert.deepEqual(
        nodesOf(tree, 'link')
          .map((node) => (node as { url: string }).url)
          .filter((url) => !url.startsWith(SITE)),
        [],
        `${component}: a link from the spec`
      )
      assert.deepEqual(nodesOf(tree, 'emphasis'), [], `${component}: Markdown from the spec`)
      assert.ok(toString(tree).includes(hostile), `${component}: the spec's text is shown as written`)
    }
    const table = nodesOf(parse(twin(operationPage('Parameters', data))), 'table')[0] as Extract<Nodes, { type: 'table' }>
    assert.equal(table.children[1].children.length, 4, 'a pipe in spec text split a table cell')
  })

  it('description links to site pages go under the base path; links that point nowhere keep only their text; fences lose their meta', () => {
    const data = operation({
      responses: {
        '200': {
          descriptionHtml:
            '<p>See <a href="/docs/rest/shop/x/">x</a>, <a href="#">nowhere</a> and <a href="https://example.com/">out</a>.</p>\n<pre><code class="language-jsx">&lt;Live /&gt;\n</code></pre>'
        }
      }
    })
    const tree = parse(twin(operationPage('Responses', data)))
    assert.deepEqual(
      nodesOf(tree, 'link').map((node) => (node as { url: string }).url),
      [`${SITE}/docs/rest/shop/x/`, 'https://example.com/']
    )
    assert.match(toString(tree), /nowhere/)
    assert.deepEqual(
      nodesOf(tree, 'code').map((node) => [
        (node as { lang: string }).lang,
        (node as { meta: string | null }).meta,
        (node as { value: string }).value
      ]),
      [['jsx', null, '<Live />']]
    )
  })

  it('a missing or unevaluated prop is a problem naming it', () => {
    const unevaluated = convert(`${exports({ spec })}\n\n<Responses operation={load()} spec={spec} />\n`).problems
    assert.equal(unevaluated.length, 1)
    assert.match(unevaluated[0], /^test\.mdx:3:1: <Responses> needs its `operation` prop .* could not be evaluated$/)
    const missing = convert('<SchemaPage />\n').problems
    assert.deepEqual(
      missing.map((problem) => problem.replace(/ \(.*$/, '')),
      ['test.mdx:1:1: <SchemaPage> needs its `schema` prop', 'test.mdx:1:1: <SchemaPage> needs its `spec` prop']
    )
    const incomplete = convert(
      `${exports({ operation: { id: 'x' }, spec })}\n\n<CodeSamples operation={operation} spec={spec} />\n`
    ).problems
    assert.match(incomplete[0], /lacks `method`, `path`, `responses`, `codeSamples`, `typeCode`$/)
    assert.match(
      convert('<ChangedBadge action="moved" day="d" href="/x/" />\n').problems[0],
      /`action` prop to be `added` or `changed`, not `moved`/
    )
  })
})

/** What a converted REST page must be: no problems, no HTML or JSX outside code, its title as its heading. */
function assertCleanTwin(file: string, mdx: string) {
  const route = `/${file.replace(/^pages\//, '').replace(/\.mdx$/, '')}`
  const { markdown, problems } = convert(mdx, { route })
  assert.deepEqual(problems, [], file)
  const tree = parse(markdown)
  assert.deepEqual(
    nodesOf(tree, 'html').map((node) => (node as { value: string }).value),
    [],
    `${file}: HTML or JSX outside code blocks`
  )
  const title =
    (mdx.match(/^export const frontMatter = (.*)$/m)?.[1] && JSON.parse(mdx.match(/^export const frontMatter = (.*)$/m)![1]).title) ??
    mdx.match(/^title: (.*)$/m)?.[1]
  assert.ok(title, `${file}: no title`)
  const h1 = nodesOf(tree, 'heading').find((node) => (node as { depth: number }).depth === 1)
  assert.ok(h1, `${file}: no title heading`)
  // A schema page's title says its spec too: `Order (Shop API)`.
  assert.ok(
    title === toString(h1) || title.startsWith(`${toString(h1)} (`),
    `${file}: heading "${toString(h1)}" is not the title "${title}"`
  )
}

describe('REST twins: every page', () => {
  it('every generated REST page of the site’s and the fixture specs converts cleanly (run `VNV_REST_FIXTURES=1 npm run generate` first)', () => {
    const folders = [...discoverSpecs(), ...restFixtureSpecs.map(withDefaults)].map((s) => s.folder)
    const files: string[] = []
    for (const folder of folders) {
      const dir = path.join(ROOT, 'pages/docs/rest', folder)
      assert.ok(
        existsSync(path.join(dir, '_meta.ts')),
        `no generated pages for ${folder}: run \`VNV_REST_FIXTURES=1 npm run generate\` before this test`
      )
      files.push(
        ...readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.mdx'))
          .map((name) => path.join('pages/docs/rest', folder, name))
      )
    }
    files.push('pages/docs/openapi.mdx')
    assert.ok(
      files.some((file) => file.startsWith('pages/docs/rest/test-fixture-hostile/')),
      'the hostile fixture spec has pages'
    )
    assert.ok(files.length > 100, `only ${files.length} pages`)
    for (const file of files) assertCleanTwin(file, readFileSync(path.join(ROOT, file), 'utf8'))
  })

  it('every page of the fixture specs the tests generate (webhooks, variants, circular schemas…) converts cleanly', async () => {
    const names = readdirSync(path.join(ROOT, 'rest/fixtures'))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => name.replace(/\.yaml$/, ''))
    let pages = 0
    for (const name of names) {
      const result = await fixture(name).catch(() => undefined)
      // Fixtures of invalid specs generate nothing.
      if (!result) continue
      for (const [page, mdx] of result.pages)
        if (page.endsWith('.mdx')) {
          assertCleanTwin(`pages/docs/rest/${name}/${page}`, mdx)
          pages++
        }
    }
    assert.ok(pages > 80, `only ${pages} pages`)
  })

  it('the hostile spec’s pages show its payloads as text only', () => {
    const dir = path.join(ROOT, 'pages/docs/rest/test-fixture-hostile')
    assert.ok(existsSync(dir), 'run `VNV_REST_FIXTURES=1 npm run generate` before this test')
    for (const name of ['evil-get.mdx', 'evil-post.mdx', 'overview.mdx', 'schemas/evil.mdx']) {
      const { markdown } = convert(readFileSync(path.join(dir, name), 'utf8'), { route: `/docs/rest/test-fixture-hostile/${name}` })
      const tree = parse(markdown)
      assert.deepEqual(nodesOf(tree, 'html'), [], name)
      assert.deepEqual(nodesOf(tree, 'image'), [], name)
      for (const node of nodesOf(tree, 'link')) assert.doesNotMatch((node as { url: string }).url, /javascript:/i, name)
      // Description fences keep their code, never their meta (`live`, `twoslash`, `filename=`…).
      for (const node of nodesOf(tree, 'code')) assert.equal((node as { meta: string | null }).meta, null, name)
    }
  })
})
