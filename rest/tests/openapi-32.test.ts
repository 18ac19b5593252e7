/**
 * OpenAPI 3.2 beside 2.0 (converted), 3.0 and 3.1: its documents validate (schema-validation.ts extends the
 * 3.1 schema with what 3.2 adds), and what 3.2 adds reaches the reader: the QUERY method and additional
 * operations, nested tags, the whole query string as a parameter, streams framed per item, `$self`, named
 * servers, response summaries, the OAuth device flow, deprecated schemes and default discriminator mappings.
 * One fixture each (rest/fixtures/<name>.yaml), checked in the model, the page, its sidebar and its twin.
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import { componentMarkdown } from '../../markdown/generator/components'
import { mdxToMarkdown } from '../../markdown/generator/mdx-to-markdown'
import * as Bodies from '../components/Bodies'
import { Parameters } from '../components/Parameters'
import { SchemaTree } from '../components/SchemaTree'
import * as Overview from '../components/SpecOverview'
import { generateSpec } from '../generator/generate'
import type { GeneratedSpec } from '../generator/generated-spec'
import { withSelfBase } from '../generator/load'
import { queryStringOf } from '../generator/samples'
import { openApiSchemaProblems } from '../generator/schema-validation'
import type { SpecData } from '../shared/data-types'
import { buildHarRequest } from '../shared/request'
import { requestTemplateOf } from '../shared/request-template'
import { configFor, fixture, operationPage, pageData, render, renderHeader, textOf } from './helpers'

const SITE = 'https://docs.example.org/vnv'

/** A generated page's Markdown twin, which must convert without problems. */
function twinOf(result: GeneratedSpec, page: string): string {
  const { markdown, problems } = mdxToMarkdown(result.pages.get(page)!, {
    file: page,
    page: { route: `/docs/rest/${result.config.folder}/${page.replace(/\.mdx$/, '')}`, link: (sitePath) => `${SITE}${sitePath}` },
    components: componentMarkdown,
    readJson: () => undefined
  })
  assert.deepEqual(problems, [])
  return markdown
}

/** The entries of a generated _meta.ts, as [key, value source] in order. */
const metaEntries = (meta: string) => [...meta.matchAll(/^ {2}("[^"]+"): (.*?),?$/gm)].map((m) => [JSON.parse(m[1]), m[2]])

/** The front matter of a generated page. */
const frontMatterOf = (mdx: string) => JSON.parse(mdx.match(/^export const frontMatter = (.*)$/m)![1])

/** The samples of an operation page, by label. */
const samplesOf = (result: GeneratedSpec, id: string) =>
  Object.fromEntries(operationPage(result, id).operation.codeSamples.map((sample) => [sample.label, sample.source]))

const spec32 = (rest: string) => `openapi: 3.2.0\ninfo: { title: T, version: "1" }\n${rest}`

describe('OpenAPI 3.2 documents', () => {
  it('validate against the 3.1 schema with what 3.2 adds: 3.2 fields pass, unknown ones and 3.2 fields in a 3.1 document do not', () => {
    const doc = {
      openapi: '3.2.0',
      $self: 'https://x.example/openapi.yaml',
      info: { title: 'T', version: '1' },
      tags: [
        { name: 'a', summary: 'A', kind: 'nav' },
        { name: 'b', parent: 'a' }
      ],
      servers: [{ url: 'https://x.example', name: 'Production' }],
      paths: {
        '/a': {
          query: { responses: { '200': { summary: 'OK' } } },
          additionalOperations: { LINK: { responses: { '204': { description: 'Linked' } } } }
        }
      }
    }
    assert.deepEqual(openApiSchemaProblems(doc), [])
    const unknown = { ...doc, tags: [{ name: 'a', colour: 'red' }] }
    assert.deepEqual(
      openApiSchemaProblems(unknown).map((p) => [p.instancePath, p.params]),
      [['/tags/0', { unevaluatedProperty: 'colour' }]]
    )
    const asOld = openApiSchemaProblems({ ...doc, openapi: '3.1.0' }).map((p) => p.params?.unevaluatedProperty)
    for (const field of ['$self', 'summary', 'parent', 'name', 'query', 'additionalOperations']) assert.ok(asOld.includes(field), field)
  })

  it('are read (not refused), and an OpenAPI version the site does not know still is', async () => {
    const { model } = await generateSpec(
      configFor('v32'),
      spec32('paths:\n  /a:\n    get: { operationId: A.get, responses: { "200": { description: OK } } }\n')
    )
    assert.deepEqual(
      model.operations.map((op) => op.id),
      ['A.get']
    )
    await assert.rejects(
      generateSpec(configFor('v33'), 'openapi: 3.3.0\ninfo: { title: T, version: "1" }\npaths: {}\n'),
      /openapi\/v33\.yaml at #\/openapi: unsupported "openapi" version "3\.3\.0"/
    )
  })

  it('a 3.2 field in the wrong place is named where it is written', async () => {
    await assert.rejects(
      generateSpec(
        configFor('bad'),
        spec32(
          'paths:\n  /a:\n    additionalOperations:\n      POST: { responses: { "200": { description: OK } } }\n    get:\n      parameters: [{ name: q, in: querystring, schema: { type: string } }]\n      responses: { "200": { description: OK } }\n'
        )
      ),
      (error: Error) => {
        assert.match(error.message, /#\/paths\/~1a\/additionalOperations: does not validate: property name must be valid \("POST"\)/)
        assert.match(error.message, /#\/paths\/~1a\/get\/parameters\/0: does not validate: must have required property 'content'/)
        return true
      }
    )
  })
})

describe('OpenAPI 3.2: methods', () => {
  it('query method: QUERY has its own badge in the sidebar and on the page, and samples send QUERY with the body', async () => {
    const result = await fixture('query-method')
    const search = result.model.operations.find((op) => op.id === 'Reports.search')!
    assert.equal(search.method, 'query')
    assert.equal(search.pointer, '#/paths/~1reports/query')
    const mdx = result.pages.get('reports-search.mdx')!
    assert.deepEqual(frontMatterOf(mdx).sidebarBadge, { text: 'QUERY', tone: 'query' })
    assert.match(textOf(renderHeader(pageData(result, 'reports-search.mdx'))), /^QUERY \/reports/)
    assert.deepEqual(metaEntries(result.pages.get('_meta.ts')!).slice(2), [
      ['-- Reports', `{ type: 'separator', title: "Reports" }`],
      ['reports-list', '"List reports"'],
      ['reports-search', '"Search reports"'],
      ['schemas', `'Schemas'`]
    ])
    const header = new JSDOM(renderHeader(pageData(result, 'reports-search.mdx'))).window.document
    const badge = header.querySelector('.vnv-method')!
    assert.equal(badge.textContent, 'QUERY')
    assert.equal(badge.className, 'vnv-method vnv-method--query')
    assert.match(
      result.pages.get('introduction.mdx')!,
      /^- \[QUERY Search reports\]\(\/docs\/rest\/query-method\/reports-search\/\) — `\/reports`$/m
    )
    const samples = samplesOf(result, 'Reports.search')
    assert.match(samples.curl, /--request QUERY \\\n {2}--url https:\/\/vnv\.example\.org\/api\/reports/)
    assert.match(samples.curl, /--data '[^']*"project": "vnv-core"/)
    assert.match(samples['JavaScript (fetch)'], /method: 'QUERY'/)
    assert.match(samples['JavaScript (fetch)'], /body: JSON\.stringify\(\{project: 'vnv-core', status: 'failed'\}\)/)
    assert.match(samples['Python (requests)'], /requests\.request\("QUERY", url, json=payload/)
    // Typed like any other operation (openapi-typescript reads no `query` field: body-types.ts gives it one it reads).
    assert.match(
      operationPage(result, 'Reports.search').operation.typeCode,
      /"application\/json": components\["schemas"\]\["ReportFilter"\]/
    )
    assert.match(twinOf(result, 'reports-search.mdx'), /^`QUERY \/reports`$/m)
    const styles = readFileSync(path.resolve('rest/styles.css'), 'utf8')
    assert.match(styles, /--vnv-method-query: #[0-9a-f]{6};/)
  })

  it('additional operations link: LINK and PURGE get pages, badges as sent and samples that send them', async () => {
    const result = await fixture('additional-operations-link')
    assert.deepEqual(
      result.model.operations.map((op) => [op.method, op.pointer]),
      [
        ['get', '#/paths/~1documents~1{documentId}/get'],
        ['LINK', '#/paths/~1documents~1{documentId}/additionalOperations/LINK'],
        ['PURGE', '#/paths/~1documents~1{documentId}/additionalOperations/PURGE']
      ]
    )
    assert.deepEqual(result.model.warnings, [])
    const mdx = result.pages.get('documents-link.mdx')!
    assert.deepEqual(frontMatterOf(mdx).sidebarBadge, { text: 'LINK', tone: 'other' })
    assert.match(textOf(renderHeader(pageData(result, 'documents-link.mdx'))), /^LINK \/documents\/\{documentId\}/)
    assert.deepEqual(
      metaEntries(result.pages.get('_meta.ts')!)
        .slice(3)
        .map(([key]) => key),
      ['documents-get-one', 'documents-link', 'documents-purge']
    )
    const badge = new JSDOM(renderHeader(pageData(result, 'documents-purge.mdx'))).window.document.querySelector('.vnv-method')!
    assert.equal(badge.textContent, 'PURGE')
    assert.equal(badge.className, 'vnv-method vnv-method--other')
    const samples = samplesOf(result, 'Documents.link')
    assert.match(samples.curl, /--request LINK \\\n {2}--url https:\/\/vnv\.example\.org\/api\/documents\/doc-7/)
    assert.match(samples.curl, /--header 'Link: <\/documents\/doc-8>; rel="related"'/)
    assert.match(samples['JavaScript (fetch)'], /method: 'LINK'/)
    assert.match(samples['Python (requests)'], /requests\.request\("LINK", url, headers=headers\)/)
    assert.match(twinOf(result, 'documents-link.mdx'), /^`LINK \/documents\/\{documentId\}`$/m)
    const styles = readFileSync(path.resolve('rest/styles.css'), 'utf8')
    assert.match(styles, /\.vnv-method--other,\s*\.vnv-sidebar__badge--other \{\s*background: var\(--vnv-method-other\);\s*\}/)
  })

  it('an additional method that is a fixed field in another case is left out, with a warning naming the field', async () => {
    const { model } = await generateSpec(
      configFor('cased'),
      spec32(
        'paths:\n  /a:\n    additionalOperations:\n      Get: { operationId: A.get, responses: { "200": { description: OK } } }\n      COPY: { operationId: A.copy, responses: { "200": { description: OK } } }\n'
      )
    )
    assert.deepEqual(
      model.operations.map((op) => op.method),
      ['COPY']
    )
    assert.match(
      model.warnings.join('\n'),
      /#\/paths\/~1a\/additionalOperations\/Get: "Get" is the GET method, which the path item's "get" field describes/
    )
  })
})

describe('OpenAPI 3.2: tags', () => {
  it('nested tags: nested groups are folders in their parent’s group, titled by their summary', async () => {
    const result = await fixture('nested-tags')
    const { model, pages } = result
    assert.deepEqual(model.warnings, [])
    assert.deepEqual(
      model.tags.map((tag) => [tag.name, tag.parent, tag.folder]),
      [
        ['pets', undefined, undefined],
        ['dogs', 'pets', 'dogs'],
        ['puppies', 'dogs', 'dogs/puppies'],
        ['cats', 'pets', 'cats'],
        ['beta', undefined, undefined],
        ['partners', undefined, undefined]
      ]
    )
    assert.deepEqual(
      model.operations.map((op) => [op.id, op.folder]),
      [
        ['Pets.list', undefined],
        ['Dogs.list', 'dogs'],
        ['Puppies.list', 'dogs/puppies'],
        ['Cats.list', 'cats'],
        ['Health.get', undefined]
      ]
    )
    assert.deepEqual(metaEntries(pages.get('_meta.ts')!), [
      ['introduction', `'Introduction'`],
      ['changelog', `'Changelog'`],
      ['-- pets', `{ type: 'separator', title: "Pets" }`],
      ['pets-list', '"List pets"'],
      ['dogs', '"Dogs"'],
      ['cats', '"Cats"'],
      ['-- Other operations', `{ type: 'separator', title: "Other operations" }`],
      ['health-get', '"Health check"']
    ])
    assert.deepEqual(metaEntries(pages.get('dogs/_meta.ts')!), [
      ['dogs-list', '"List dogs"'],
      ['puppies', '"puppies"']
    ])
    assert.deepEqual(metaEntries(pages.get('dogs/puppies/_meta.ts')!), [['puppies-list', '"List puppies"']])
    assert.deepEqual(metaEntries(pages.get('cats/_meta.ts')!), [['cats-list', '"List cats"']])
    for (const page of ['dogs/dogs-list.mdx', 'dogs/puppies/puppies-list.mdx', 'cats/cats-list.mdx']) assert.ok(pages.has(page), page)
    assert.ok(!pages.has('dogs-list.mdx'))
    // The introduction nests the groups' headings as the tags are nested, and links each page where it is.
    const intro = pages.get('introduction.mdx')!
    assert.deepEqual(
      [...intro.matchAll(/^(#{3,6}) (.*)$/gm)].map((m) => `${m[1]} ${m[2]}`),
      ['### Pets', '#### Dogs', '##### puppies', '#### Cats', '### Other operations']
    )
    assert.match(intro, /^Dogs only\.$/m)
    assert.match(intro, /^- \[GET List puppies\]\(\/docs\/rest\/nested-tags\/dogs\/puppies\/puppies-list\/\) — `\/dogs\/puppies`$/m)
  })

  it('nested tags: tags of another kind than nav label the operations that carry them instead of grouping them', async () => {
    const result = await fixture('nested-tags')
    assert.deepEqual(
      result.model.operations.map((op) => [op.id, op.labels]),
      [
        ['Pets.list', undefined],
        ['Dogs.list', ['Beta']],
        ['Puppies.list', undefined],
        ['Cats.list', ['Partner network']],
        ['Health.get', undefined]
      ]
    )
    const header = textOf(renderHeader(pageData(result, 'dogs/dogs-list.mdx')))
    assert.match(header, /Tags: Beta/)
    assert.match(twinOf(result, 'cats/cats-list.mdx'), /^Tags: Partner network$/m)
  })

  it('nested tags: a parent the spec does not declare, or one that leads back to the tag, leaves the group at the top, with a warning', async () => {
    const { model, pages } = await generateSpec(
      configFor('tag-loops'),
      spec32(
        `tags:
  - { name: x, parent: a }
  - { name: a, parent: b }
  - { name: b, parent: a }
  - { name: c, parent: nowhere }
paths:
  /a:
    get: { operationId: A.get, tags: [a], responses: { "200": { description: OK } } }
  /c:
    get: { operationId: C.get, tags: [c], responses: { "200": { description: OK } } }
  /x:
    get: { operationId: X.get, tags: [x], responses: { "200": { description: OK } } }
`
      )
    )
    // The loop a → b → a is broken at a, the first of its tags the spec declares; x, nested under a, stays so.
    assert.deepEqual(model.warnings, [
      'openapi/tag-loops.yaml at #/tags/1/parent: the tag "a" is nested under itself (a → b → a); its group is shown at the top level. Name a declared tag of the same kind as its "parent", or remove it.',
      'openapi/tag-loops.yaml at #/tags/3/parent: the tag "c" is nested under "nowhere", which the spec does not declare; its group is shown at the top level. Name a declared tag of the same kind as its "parent", or remove it.'
    ])
    assert.deepEqual(
      metaEntries(pages.get('_meta.ts')!)
        .slice(2)
        .map(([key]) => key),
      ['-- a', 'a-get', 'x', '-- c', 'c-get']
    )
    assert.ok(pages.has('x/x-get.mdx'))
  })

  it('nested tags: a group’s folder keeps clear of an operation’s page of the same name', async () => {
    const { model, pages } = await generateSpec(
      configFor('tag-folder'),
      spec32(
        'tags:\n  - { name: top }\n  - { name: Dogs, parent: top }\npaths:\n  /d:\n    get: { operationId: dogs, tags: [top], responses: { "200": { description: OK } } }\n  /e:\n    get: { operationId: E.get, tags: [Dogs], responses: { "200": { description: OK } } }\n'
      )
    )
    const folder = model.tags.find((tag) => tag.name === 'Dogs')!.folder!
    assert.match(folder, /^dogs-[0-9a-f]{6}$/)
    assert.ok(pages.has('dogs.mdx') && pages.has(`${folder}/e-get.mdx`))
    assert.match(
      model.warnings.join('\n'),
      /the tag "Dogs" gives its group's folder the name "dogs", which an operation's page or another folder has/
    )
  })
})

describe('OpenAPI 3.2: parameters and bodies', () => {
  it('querystring parameter: the whole query string, shown as a parameter with its schema; samples build the query from its example', async () => {
    const result = await fixture('querystring-parameter')
    const [filter] = result.model.operations[0].parameters
    assert.deepEqual(
      { in: filter.in, required: filter.required, mediaType: filter.mediaType, example: filter.example },
      { in: 'querystring', required: true, mediaType: 'application/x-www-form-urlencoded', example: 'q=red+shoes&page=2' }
    )
    assert.deepEqual(
      filter.schema.properties?.map((p) => p.name),
      ['q', 'page']
    )
    const mdx = result.pages.get('search-run.mdx')!
    assert.match(
      mdx,
      /^### Query string\n\n\| Name \| Type \| Required \| Description \|\n\| --- \| --- \| --- \| --- \|\n\| `filter` \| object \| yes \| /m
    )
    assert.match(
      mdx,
      /The whole query string\\, as application\\\/x\\-www\\-form\\-urlencoded\\\. Example \\"q\\=red\\\+shoes\\&page\\=2\\"\\\. \|$/m
    )
    const page = pageData(result, 'search-run.mdx')
    const { operation, spec } = page
    assert.match(textOf(render(Parameters, { operation, spec })), /Schema of filter.*q.*string.*Words to look for\..*page.*integer/s)
    const samples = samplesOf(result, 'Search.run')
    assert.match(samples.curl, /--url 'https:\/\/vnv\.example\.org\/api\/search\?q=red%20shoes&page=2'/)
    assert.match(samples['JavaScript (fetch)'], /fetch\('https:\/\/vnv\.example\.org\/api\/search\?q=red%20shoes&page=2'/)
    assert.match(samples['Python (requests)'], /url = "https:\/\/vnv\.example\.org\/api\/search\?q=red%20shoes&page=2"/)
    // What the reader types in the request builder is the query string too.
    const typed = buildHarRequest(requestTemplateOf(operation, spec), { parameters: { 'querystring:filter': 'q=blue&page=3' } })
    assert.deepEqual(typed.queryString, [
      { name: 'q', value: 'blue' },
      { name: 'page', value: '3' }
    ])
    const twin = twinOf(result, 'search-run.mdx')
    assert.match(twin, /^### Query string$/m)
    assert.match(twin, /^Schema of `filter`:$/m)
  })

  it('querystring parameter: an example given as data is form-encoded, one pair per item of a list', () => {
    assert.equal(queryStringOf({ q: 'a + b', tag: ['x', 'y'], page: 2 }), 'q=a+%2B+b&tag=x&tag=y&page=2')
    assert.equal(queryStringOf('?q=1'), 'q=1')
  })

  it('sse item schema: the schema of each event, and an example framed as event: and data: lines', async () => {
    const result = await fixture('sse-item-schema')
    const page = pageData(result, 'prices-stream.mdx')
    const { operation } = page
    const [media] = operation.responses['200'].content!
    assert.equal(media.mediaType, 'text/event-stream')
    assert.deepEqual(media.itemSchema, { ref: 'PriceEvent', refPage: 'price-event' })
    assert.deepEqual(media.examples, [
      { name: 'example', text: 'event: price\nid: 42\ndata: {"symbol":"VNV","price":12.5}', generated: true }
    ])
    assert.deepEqual(Object.keys(operation.schemas!), ['PriceEvent'])
    // Typed as the list of its events, with the event's own type beside it (openapi-typescript alone said `unknown`).
    assert.match(operation.typeCode, /"text\/event-stream": components\["schemas"\]\["PriceEvent"\]\[\];/)
    assert.match(operation.typeCode, /^type PriceEvent = \{$/m)
    // The samples print each event as it arrives: none waits for the end of the stream or reads it as JSON.
    const samples = samplesOf(result, 'Prices.stream')
    assert.match(samples.curl, /^curl --no-buffer --request GET \\\n {2}--url https:\/\/vnv\.example\.org\/api\/prices$/)
    assert.match(samples['JavaScript (fetch)'], /res\.body\.pipeThrough\(new TextDecoderStream\(\)\)\.getReader\(\)/)
    assert.doesNotMatch(samples['JavaScript (fetch)'], /res\.json\(\)/)
    assert.match(samples['Python (requests)'], /^response = requests\.get\(url, stream=True\)$/m)
    assert.match(samples['Python (requests)'], /^for line in response\.iter_lines\(decode_unicode=True\):\n {4}print\(line\)$/m)
    assert.doesNotMatch(samples['Python (requests)'], /response\.text/)
    const text = textOf(render(Bodies.Responses, page))
    assert.match(text, /text\/event-streamEach event:PriceEvent event string Value: "price"data string required/)
    const twin = twinOf(result, 'prices-stream.mdx')
    assert.match(
      twin,
      /^Each event:\n\nType: \[PriceEvent\]\(https:\/\/docs\.example\.org\/vnv\/docs\/rest\/sse-item-schema\/schemas\/price-event\/\)$/m
    )
    assert.match(twin, /^```text\nevent: price\nid: 42\ndata: \{"symbol":"VNV","price":12\.5\}\n```$/m)
  })

  it('jsonl item schema: JSON Lines, NDJSON, JSON text sequences and multipart/mixed, each example framed per record', async () => {
    const result = await fixture('jsonl-item-schema')
    assert.deepEqual(result.model.warnings, [])
    const page = pageData(result, 'logs-stream.mdx')
    const { operation } = page
    const content = operation.responses['200'].content!
    assert.deepEqual(
      content.map((media) => [media.mediaType, media.itemSchema?.ref, media.examples?.map((e) => e.text)]),
      [
        // A reusable media type (components.mediaTypes), its example as sent (serializedValue).
        ['application/jsonl', 'LogEntry', ['{"level": 1, "message": "Hi!"}\n{"level": 1, "message": "Bye!"}\n']],
        // Its records (dataValue), one per line.
        ['application/x-ndjson', 'LogEntry', ['{"level":1,"message":"Hi!"}\n{"level":2,"message":"Bye!"}']],
        // Made from the item schema: one record, after the record separator's sign.
        ['application/json-seq', 'LogEntry', ['␞{"level":0,"message":"Started"}']],
        ['multipart/mixed', 'LogEntry', ['--part\nContent-Type: application/json\n\n{\n  "level": 0,\n  "message": "Started"\n}\n--part--']]
      ]
    )
    // Records of every kind are read as they arrive.
    assert.match(samplesOf(result, 'Logs.stream').curl, /^curl --no-buffer /)
    // Each body a list of its records, the reusable media type's (components.mediaTypes) too.
    for (const mediaType of ['application/jsonl', 'application/x-ndjson', 'application/json-seq', 'multipart/mixed'])
      assert.ok(operation.typeCode.includes(`"${mediaType}": components["schemas"]["LogEntry"][];`), mediaType)
    const html = render(Bodies.Responses, page)
    const text = textOf(html)
    assert.match(text, /Each record:/)
    assert.match(text, /Each part:/)
    assert.match(text, /␞ stands for the record separator \(U\+001E\) before each record\./)
    const twin = twinOf(result, 'logs-stream.mdx')
    assert.match(twin, /^Example: Two records:\n\n```text\n\{"level":1,"message":"Hi!"\}\n\{"level":2,"message":"Bye!"\}\n```$/m)
    assert.match(twin, /^␞ stands for the record separator \(U\+001E\) before each record\.$/m)
  })

  it('response summary only: the summary beside the status, the description (now optional) under it', async () => {
    const result = await fixture('response-summary-only')
    assert.deepEqual(
      result.model.operations[0].responses.map(({ status, summary, description }) => [status, summary, description]),
      [
        ['200', 'The order', undefined],
        ['404', 'No such order', 'The order was never placed, or has been **archived** for more than a year.'],
        ['410', 'Deleted for good', undefined]
      ]
    )
    const page = pageData(result, 'orders-get-one.mdx')
    const dom = new JSDOM(render(Bodies.Responses, page)).window.document
    assert.deepEqual(
      [...dom.querySelectorAll('summary')].map((summary) => summary.textContent),
      ['200 The order', '404 No such order', '410 Deleted for good']
    )
    const notFound = [...dom.querySelectorAll('details')][1]
    assert.equal(
      notFound.querySelector('summary + p')?.innerHTML,
      'The order was never placed, or has been <strong>archived</strong> for more than a year.'
    )
    const twin = twinOf(result, 'orders-get-one.mdx')
    assert.match(twin, /^### 404\n\nNo such order\n\nThe order was never placed, or has been \*\*archived\*\* for more than a year\.$/m)
    assert.match(twin, /^### 410\n\nDeleted for good\n\nNo body\.$/m)
  })

  it('discriminator default mapping: shown after the mapping as the schema of any other value', async () => {
    const result = await fixture('discriminator-default-mapping')
    assert.deepEqual(result.model.warnings, [])
    assert.deepEqual(result.model.schemas.Pet.discriminator, {
      propertyName: 'petType',
      mapping: { cat: 'Cat', dog: 'Dog' },
      defaultMapping: 'OtherPet'
    })
    const page = JSON.parse(result.pages.get('schemas/pet.mdx')!.match(/^export const schema = (.*)$/m)![1])
    const text = textOf(render(SchemaTree, { schema: page.schema, folder: 'discriminator-default-mapping', direction: 'request' }))
    assert.match(text, /Discriminator: petType \(cat → Cat, dog → Dog, otherwise → OtherPet\)/)
    assert.match(twinOf(result, 'schemas/pet.mdx'), /^Discriminator: `petType` \(cat → Cat, dog → Dog, otherwise → OtherPet\)$/m)
    const { model } = await generateSpec(
      configFor('default-nowhere'),
      readFileSync(path.resolve('rest/fixtures/discriminator-default-mapping.yaml'), 'utf8').replace(
        'defaultMapping: OtherPet',
        'defaultMapping: Ferret'
      )
    )
    assert.equal(model.schemas.Pet.discriminator?.defaultMapping, undefined)
    assert.match(
      model.warnings.join('\n'),
      /#\/components\/schemas\/Pet\/discriminator\/defaultMapping: the default mapping names the schema "Ferret", which components\.schemas does not have; the page shows no default/
    )
  })
})

describe('OpenAPI 3.2: the document, servers and security', () => {
  it('self base uri: references written as $self’s URI lead into the document; relative ones resolve as before', async () => {
    const result = await fixture('self-base-uri')
    assert.deepEqual(result.model.warnings, [])
    const [operation] = result.model.operations
    assert.deepEqual(
      operation.parameters.map((p) => [p.in, p.name]),
      [['path', 'itemId']]
    )
    assert.equal(operation.responses[0].content[0].schema?.ref, 'Item')
    assert.deepEqual(result.model.schemas.Item.discriminator?.mapping, { widget: 'Widget', gadget: 'Gadget' })
    // The download is the file as written.
    assert.match(result.source, /\$ref: "https:\/\/specs\.vnv\.example\.org\/inventory\/openapi\.yaml#\/components\/schemas\/Item"/)
  })

  it('self base uri: what resolves into $self’s folder becomes that place beside the entry file; anything else stays as written', () => {
    const refs = [
      'https://specs.example.org/v1/openapi.yaml#/components/schemas/A',
      'https://specs.example.org/v1/parts/b.yaml#/B',
      '/v1/parts/c.yaml',
      'parts/d.yaml#/D',
      '#/components/schemas/E',
      'https://elsewhere.example.org/f.yaml',
      'https://specs.example.org/v2/g.yaml'
    ]
    const doc = { openapi: '3.2.0', $self: 'https://specs.example.org/v1/openapi.yaml', list: refs.map(($ref) => ({ $ref })) }
    const rewritten = withSelfBase(doc, '/site/openapi/spec.yaml') as { list: { $ref: string }[] }
    assert.deepEqual(
      rewritten.list.map((r) => r.$ref),
      [
        '#/components/schemas/A',
        './parts/b.yaml#/B',
        './parts/c.yaml',
        'parts/d.yaml#/D',
        '#/components/schemas/E',
        'https://elsewhere.example.org/f.yaml',
        'https://specs.example.org/v2/g.yaml'
      ]
    )
    // Without $self, the document is read as written.
    const plain = { openapi: '3.2.0', a: { $ref: 'https://specs.example.org/v1/x.yaml' } }
    assert.equal(withSelfBase(plain, '/site/openapi/spec.yaml'), plain)
  })

  it('self base uri: a part file named by a URI under $self’s folder is read from beside the entry; its own $self warns', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'self-base-uri-'))
    mkdirSync(path.join(dir, 'parts'))
    writeFileSync(
      path.join(dir, 'entry.yaml'),
      spec32(
        '$self: https://specs.example.org/v1/entry.yaml\npaths:\n  /a:\n    get:\n      operationId: A.get\n      responses:\n        "200":\n          description: OK\n          content:\n            application/json:\n              schema: { $ref: "https://specs.example.org/v1/parts/item.yaml" }\n'
      )
    )
    writeFileSync(
      path.join(dir, 'parts/item.yaml'),
      '$self: https://elsewhere.example.org/item.yaml\ntype: object\nproperties: { id: { type: string } }\n'
    )
    const root = process.cwd()
    const config = { file: 'entry.yaml', dir: path.relative(root, dir), folder: 'self-parts', infoSlug: 'introduction' }
    const { model, parts } = await generateSpec(config, readFileSync(path.join(dir, 'entry.yaml'), 'utf8'), root)
    assert.deepEqual(parts, [`${config.dir}/parts/item.yaml`])
    assert.deepEqual(
      model.operations[0].responses[0].content[0].schema?.properties?.map((p) => p.name),
      ['id']
    )
    assert.deepEqual(model.warnings, [
      `${config.dir}/parts/item.yaml at #/$self: a part file's "$self" is not used; the references in it are read relative to where the file lies. Give "$self" to the entry document only.`
    ])
  })

  it('named servers: each server’s name before its URL, on the page and in its twin', async () => {
    const result = await fixture('named-servers')
    const spec: SpecData = result.data
    assert.deepEqual(
      spec.servers.map((s) => s.name),
      ['Production', 'Sandbox', undefined]
    )
    const items = [...new JSDOM(render(Overview.SpecServers, { spec })).window.document.querySelectorAll('li')].map((li) => li.textContent)
    assert.deepEqual(items, [
      'Production: https://vnv.example.org/api — The live service.',
      'Sandbox: https://sandbox.vnv.example.org/api',
      'https://legacy.vnv.example.org/api'
    ])
    const twin = twinOf(result, 'introduction.mdx')
    assert.match(twin, /^- \*\*Production\*\*: `https:\/\/vnv\.example\.org\/api` — The live service\.$/m)
    assert.match(twin, /^- `https:\/\/legacy\.vnv\.example\.org\/api`$/m)
  })

  it('oauth2 device flow: the security section shows the flow with its device authorization URL, and the metadata URL', async () => {
    const result = await fixture('oauth2-device-flow')
    const spec: SpecData = result.data
    assert.deepEqual(spec.securitySchemes.device.flows, [
      {
        flow: 'deviceAuthorization',
        urls: [
          { field: 'deviceAuthorizationUrl', url: 'https://auth.vnv.example.org/device' },
          { field: 'tokenUrl', url: 'https://auth.vnv.example.org/token' }
        ]
      }
    ])
    const items = [...new JSDOM(render(Overview.SpecSecurity, { spec })).window.document.querySelectorAll('.vnv-security ul li')].map(
      (li) => li.textContent
    )
    assert.deepEqual(items, [
      'Device authorization: device authorization URL https://auth.vnv.example.org/device, token URL https://auth.vnv.example.org/token',
      'Authorization server metadata: https://auth.vnv.example.org/.well-known/oauth-authorization-server'
    ])
    const twin = twinOf(result, 'introduction.mdx')
    assert.match(
      twin,
      /^ {2}- Device authorization: device authorization URL `https:\/\/auth\.vnv\.example\.org\/device`, token URL `https:\/\/auth\.vnv\.example\.org\/token`$/m
    )
    // Samples send the access token as for any OAuth 2.0 flow.
    assert.match(samplesOf(result, 'Projects.list').curl, /--header 'Authorization: Bearer <token>'/)
  })

  it('deprecated security scheme: marked deprecated wherever the scheme is listed', async () => {
    const result = await fixture('deprecated-security-scheme')
    const spec: SpecData = result.data
    assert.equal(spec.securitySchemes.legacyKey.deprecated, true)
    assert.equal(spec.securitySchemes.bearer.deprecated, undefined)
    const dom = new JSDOM(render(Overview.SpecSecurity, { spec })).window.document
    assert.deepEqual(
      [...dom.querySelectorAll('.vnv-security > li')].map((li) => li.textContent),
      ['bearer: HTTP bearer — header Authorization', 'legacyKey: API key in header "X-Api-Key" deprecated — Use a bearer token instead.']
    )
    assert.equal(dom.querySelectorAll('.vnv-flag--deprecated').length, 1)
    assert.match(
      twinOf(result, 'introduction.mdx'),
      /^- \*\*legacyKey\*\*: API key in header "X-Api-Key" \(deprecated\) — Use a bearer token instead\.$/m
    )
  })
})
