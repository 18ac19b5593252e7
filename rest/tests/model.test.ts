/** spec → model (rest/generator/model): references, discriminators, parameters, summaries, slugs. */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { generateSpec } from '../generator/generate'
import { MAX_TITLE_LENGTH, firstSentence, isUrlTemplate } from '../generator/model/build'
import { MAX_SLUG_LENGTH, slugify } from '../generator/model/slug'
import { mdxText } from '../../scripts/lib/generated'
import { FIXTURES, configFor, fixture, operationPage } from './helpers'
import { typeLabel } from '../shared/type-label'
import { exampleFor } from '../shared/examples'

describe('REST model', () => {
  it('keeps the old site’s slug rule', () => {
    assert.equal(slugify('Project.Nodes.getOneNodeDetails'), 'project-nodes-get-one-node-details')
    assert.equal(slugify('Sp.Sites.Lists.Folders.createOneFileByFolder'), 'sp-sites-lists-folders-create-one-file-by-folder')
    assert.equal(slugify('GetDatabase'), 'get-database')
  })

  it('circular refs: named schemas stay references', async () => {
    const { model } = await fixture('circular-refs')
    const tree = model.schemas.TreeNode
    assert.equal(tree.properties?.find((p) => p.name === 'children')?.schema.items?.ref, 'TreeNode')
    assert.equal(tree.properties?.find((p) => p.name === 'parent')?.schema.ref, 'TreeNode')
  })

  it('circular refs outside components are marked, never followed (external file bundled by swagger-parser)', async () => {
    const config = { file: 'external-ref.yaml', dir: 'rest/fixtures', folder: 'external', infoSlug: 'introduction', label: 'External' }
    const { model } = await generateSpec(config, readFileSync(path.join(FIXTURES, 'external-ref.yaml'), 'utf8'))
    const schema = model.operations[0].responses[0].content[0].schema!
    assert.deepEqual(
      schema.properties?.map((p) => p.name),
      ['name', 'parts']
    )
    assert.match(
      String(schema.properties?.[1].schema.items?.circular),
      /^#\/paths\/~1things\/get\/responses\/200\/content\/application~1json\/schema$/
    )
  })

  it('discriminator inside allOf, and an allOf child without own properties', async () => {
    const { model } = await fixture('discriminator-in-allof')
    const mapping = { requirement: 'Requirement', test: 'Test' }
    assert.deepEqual(model.schemas.Item.discriminator, { propertyName: 'kind', mapping })
    const body = model.operations[0].requestBody!.content[0].schema!
    assert.deepEqual(body.discriminator, { propertyName: 'kind', mapping })
    const test = model.schemas.Test
    assert.equal(test.allOf?.[0].ref, 'Item')
    assert.deepEqual(test.allOf?.[1], { description: 'A test adds no properties of its own.' })
  })

  it('nested oneOf and 3.1 null types', async () => {
    const { model } = await fixture('nested-oneof')
    const value = model.operations[0].requestBody!.content[0].schema!.properties![0].schema
    assert.equal(value.oneOf?.length, 3)
    assert.equal(value.oneOf?.[1].oneOf?.[1].items?.type?.[0], 'number')
    assert.deepEqual(value.oneOf?.[2].type, ['null'])
  })

  it('a schema of type null alone reads "null", not "any | null"; null beside a type stays a flag', async () => {
    const { model } = await fixture('nested-oneof')
    const only = model.operations[0].requestBody!.content[0].schema!.properties![0].schema.oneOf![2]
    assert.equal(typeLabel(only), 'null')
    assert.equal(exampleFor(only, {}, 'request'), null)
    assert.equal(typeLabel({ type: ['string'], nullable: true }), 'string | null')
  })

  it('OAS 3.1 `examples`: named examples kept', async () => {
    const { model } = await fixture('oas31-examples')
    const request = model.operations[0].requestBody!.content[0]
    assert.deepEqual(
      request.examples.map((e) => e.name),
      ['minimal', 'full']
    )
    assert.equal(request.examples[0].summary, 'Only a name')
  })

  it('path-level parameters merge with the operation’s (operation wins), required first', async () => {
    const { model } = await fixture('path-level-parameters')
    const params = model.operations[0].parameters
    assert.deepEqual(
      params.map((p) => `${p.in}:${p.name}:${p.required}`),
      ['path:sessionId:true', 'query:limit:true', 'query:type:true', 'header:X-Trace:false']
    )
    assert.equal(params[1].description, 'Operation-level limit wins.')
  })

  it('summary fallback: the description’s first sentence, else METHOD path', async () => {
    const { model } = await fixture('summary-less-operation')
    assert.deepEqual(
      model.operations.map((o) => o.summary),
      ['Returns the report with the given id.', 'DELETE /reports/{reportId}']
    )
    // No sentence ends within a title's length: cut at a word, with "…"; one word longer than a title is cut where it ends.
    assert.equal(firstSentence('No stop here ' + 'x'.repeat(200)), 'No stop here…')
    assert.equal(firstSentence('x'.repeat(200)), 'x'.repeat(MAX_TITLE_LENGTH - 1) + '…')
  })

  it('long title cut at a word: a summary or first line longer than a title ends at a word with "…"; the page keeps the full summary', async () => {
    const { model, pages } = await fixture('long-title-cut-at-a-word')
    const [list, exportAll] = model.operations
    const written =
      "Export the report with the given id to every format the project's export settings name, then send a link to each export to the owners of the project by email"
    assert.equal(
      exportAll.summary,
      "Export the report with the given id to every format the project's export settings name, then send a link to each export…"
    )
    assert.equal(exportAll.label, exportAll.summary)
    assert.equal(exportAll.fullSummary, written)
    assert.equal(
      list.summary,
      "Lists the exports of the report with the given id in every format the project's export settings name, newest first and…"
    )
    assert.equal(list.fullSummary, undefined, 'the description, shown in full, holds the rest')
    for (const { summary } of [exportAll, list]) {
      assert.ok(summary.length <= MAX_TITLE_LENGTH, summary)
      assert.ok(/\w…$/.test(summary), 'cut after a whole word')
    }
    const page = pages.get('reports-export.mdx')!
    assert.match(page, /"title":"Export the report [^"]*each export…"/)
    assert.match(page, /— Export the report [^"]*each export…","sidebarBadge"/, 'the description fallback adds no period after "…"')
    assert.ok(page.includes(`\n${mdxText(written)}\n`), 'the full summary is a paragraph of the page')
  })

  it('path not a URL template: published with a warning naming it; OData parentheses pass', async () => {
    const { model } = await fixture('path-not-a-url-template')
    assert.equal(model.operations.length, 2)
    assert.deepEqual(model.warnings, [
      'openapi/path-not-a-url-template.yaml at #/paths/~1projects~1@Route("list"): the path "/projects/@Route("list")" does not look like a URL template (/segments/{parameter}); it is published as written. Check it is the path the server answers.'
    ])
    assert.ok(isUrlTemplate('/sessions/{sessionId}/pull'))
    assert.ok(!isUrlTemplate('sessions'))
    assert.ok(!isUrlTemplate('/a/{b'))
    assert.ok(!isUrlTemplate('/a/{{b}}'))
  })

  it('relative links reported: a link the pages cannot follow is a warning naming its place; full URLs and site paths pass', async () => {
    const { model } = await fixture('relative-links-reported')
    assert.deepEqual(
      model.warnings.map((warning) => warning.split(': the link ')[0] + ' ' + warning.match(/"([^"]+)"/)![1]),
      [
        'openapi/relative-links-reported.yaml at #/paths/~1items/get/description ../paging.md',
        'openapi/relative-links-reported.yaml at #/paths/~1items/get/parameters/0/description docs/cursors'
      ]
    )
  })

  it('missing operation id: slug from method and path, with a warning', async () => {
    const { model, pages } = await fixture('missing-operation-id')
    assert.equal(model.operations[0].slug, 'get-sessions-session-id')
    assert.ok(pages.has('get-sessions-session-id.mdx'))
    assert.deepEqual(model.warnings, [
      'openapi/missing-operation-id.yaml at #/paths/~1sessions~1{sessionId}/get: no operationId; the page slug "get-sessions-session-id" was derived from method and path. Add an operationId to keep the URL stable.'
    ])
  })

  it('duplicate operation id: the later operation gets the slug with a stable suffix, its own page and types, and a warning naming both places', async () => {
    const result = await fixture('duplicate-operation-id')
    const { model, pages } = result
    assert.deepEqual(
      model.operations.map((o) => [o.id, o.slug]),
      [
        ['Items.get', 'items-get'],
        ['Items.get', 'items-get-af6b09']
      ]
    )
    assert.deepEqual(model.warnings, [
      'openapi/duplicate-operation-id.yaml at #/paths/~1archive~1items~1{itemId}/get/operationId: the operationId "Items.get" is also that of the operation at #/paths/~1items~1{itemId}/get; this operation\'s page slug is "items-get-af6b09" instead of "items-get". Give each operation an operationId of its own.'
    ])
    // Each page shows its own operation, and its own body types (the type generator refuses repeated operationIds).
    const archived = pages.get('items-get-af6b09.mdx')!
    assert.match(archived, /^# Read an archived item$/m)
    assert.match(archived, /archivedAt\?: string/)
    assert.doesNotMatch(pages.get('items-get.mdx')!, /archivedAt/)
    assert.match(pages.get('_meta.ts')!, /"items-get-af6b09": "Read an archived item"/)
  })

  it('colliding derived slugs: operations without operationId whose method and path slugify alike get distinct pages, with a warning naming both', async () => {
    const { model, pages } = await fixture('colliding-derived-slugs')
    assert.deepEqual(
      model.operations.map((o) => o.slug),
      ['get-aliases-v2-tracking-id', 'get-aliases-v2-tracking-id-bc0120']
    )
    assert.ok(pages.has('get-aliases-v2-tracking-id.mdx') && pages.has('get-aliases-v2-tracking-id-bc0120.mdx'))
    assert.deepEqual(model.warnings, [
      'openapi/colliding-derived-slugs.yaml at #/paths/~1aliases~1v2~1{trackingId}/get: no operationId; the page slug "get-aliases-v2-tracking-id" was derived from method and path. Add an operationId to keep the URL stable.',
      'openapi/colliding-derived-slugs.yaml at #/paths/~1aliases~1v2~1tracking-id/get: the page slug "get-aliases-v2-tracking-id", derived from method and path, is that of the operation at #/paths/~1aliases~1v2~1{trackingId}/get; this operation\'s page slug is "get-aliases-v2-tracking-id-bc0120" instead. Add an operationId to each to choose their URLs.'
    ])
  })

  it('long operation id: the slug is cut at a word within 80 characters and ends with a hash of the whole, so it stays unique and stable', async () => {
    const { model, pages } = await fixture('long-operation-id')
    const [operation] = model.operations
    assert.equal(operation.id.length, 228)
    assert.equal(operation.slug, 'sessions-for-the-current-user-projects-by-token-nodes-by-token-structures-76ca62')
    assert.ok(operation.slug.length <= MAX_SLUG_LENGTH)
    assert.ok(pages.has(`${operation.slug}.mdx`))
    // Cut at a hyphen: the words kept are whole words of the full slug.
    const full = operation.id
      .replace(/([a-z])([A-Z])/g, '$1-$2')
      .replace(/\./g, '-')
      .toLowerCase()
    assert.ok(full.startsWith(`${operation.slug.slice(0, -'-76ca62'.length)}-`))
    // Two ids alike up to the cut still get two slugs; short ones keep the old rule.
    assert.notEqual(slugify(`${operation.id}A`), slugify(`${operation.id}B`))
    assert.equal(slugify('GetDatabase'), 'get-database')
  })

  it('missing info title: the spec is named by its file name, with a warning; an empty title too', async () => {
    const { model, pages, config } = await fixture('missing-info-title')
    assert.equal(model.title, 'missing-info-title.yaml')
    assert.equal(config.label, 'missing-info-title')
    assert.match(pages.get('introduction.mdx')!, /"title":"missing-info-title\.yaml"/)
    assert.deepEqual(model.warnings, [
      'openapi/missing-info-title.yaml at #/info/title: the spec has no title (info.title is missing or empty); its pages name it by its file name, "missing-info-title.yaml". Add a title to info.'
    ])
    const empty = await generateSpec(
      { ...configFor('untitled'), label: undefined },
      'openapi: 3.0.3\ninfo: { title: " ", version: "1" }\npaths: {}\n'
    )
    assert.equal(empty.model.title, 'untitled.yaml')
    assert.equal(empty.config.label, 'untitled.yaml', 'the sidebar names it by its file too')
    assert.match(empty.model.warnings[0], /^openapi\/untitled\.yaml at #\/info\/title: the spec has no title/)
  })

  it('boolean schemas: true and false are schemas wherever a schema may be, read as "any value" and "no value"', async () => {
    const result = await fixture('boolean-schemas')
    const { model } = result
    assert.deepEqual(model.schemas.Anything, { booleanSchema: true })
    assert.deepEqual(model.schemas.Nothing, { booleanSchema: false })
    const settings = Object.fromEntries(model.schemas.Settings.properties!.map((p) => [p.name, p.schema]))
    assert.deepEqual(settings.legacyMode, { booleanSchema: false })
    assert.deepEqual(settings.meta, { booleanSchema: true })
    assert.deepEqual(
      model.operations[0].responses.map((r) => r.content[0].schema),
      [{ booleanSchema: true }, { booleanSchema: false }]
    )
    // The TypeScript types say the same: unknown and never.
    const { operation } = operationPage(result, 'Settings.replace')
    assert.match(operation.typeCode, /legacyMode\?: never/)
    assert.match(operation.typeCode, /type Anything = unknown/)
    assert.deepEqual(model.warnings, [])
  })

  it('discriminator mapping through ref: a pointer passing through a "$ref" is followed as JSON Schema tools follow it', async () => {
    const result = await fixture('discriminator-mapping-through-ref')
    assert.deepEqual(result.model.warnings, [])
    const body = result.model.operations.find((o) => o.id === 'Events.create')!.requestBody!.content[0].schema!
    // allOf/0 is a "$ref" to Envelope: the mapping names the place it leads to, which the types step reads too.
    assert.deepEqual(body.discriminator?.mapping, { envelope: '#/components/schemas/Envelope/properties/payload', ping: 'Ping' })
    assert.match(operationPage(result, 'Events.create').operation.typeCode, /kind: "ping"/)
  })

  it('discriminator mapping unfollowable: each value whose schema cannot be found is a warning with its place, left out of the mapping', async () => {
    const { model, pages } = await fixture('discriminator-mapping-unfollowable')
    assert.deepEqual(model.schemas.Pet.discriminator, { propertyName: 'kind', mapping: { cat: 'Cat', dog: 'Dog' } })
    assert.ok(pages.has('pets-create.mdx') && pages.has('schemas/pet.mdx'))
    const at = 'openapi/discriminator-mapping-unfollowable.yaml at #/components/schemas/Pet/discriminator/mapping'
    assert.deepEqual(model.warnings, [
      `${at}/parrot: the mapping names the schema "Parrot", which components.schemas does not have; the page leaves the value "parrot" out of the mapping. Name an existing schema, or use a "$ref" such as #/components/schemas/Name.`,
      `${at}/fish: the mapping points to "#/components/schemas/Fish", which this spec does not have; the page leaves the value "fish" out of the mapping. Point it at a schema of this spec, such as #/components/schemas/Name, or write the bare name.`,
      `${at}/hamster: the mapping points into another file ("models/hamster.yaml#/Hamster"), but a mapping is read within the spec only; the page leaves the value "hamster" out of the mapping. Point it at a schema of this spec, such as #/components/schemas/Name, or write the bare name.`
    ])
  })

  it('example not matching schema: a warning each, with the place of the example, and the spec is generated', async () => {
    const { model, pages } = await fixture('example-not-matching-schema')
    assert.ok(pages.has('projects-replace.mdx'))
    const at = 'openapi/example-not-matching-schema.yaml at #'
    const fix = 'the page shows it as written. Correct the example, or the schema.'
    // Not warned: null where 3.0 says nullable, read-only and write-only fields missing from a body, a CSV example.
    assert.deepEqual(model.warnings, [
      `${at}/paths/~1projects~1{projectId}/parameters/0/example: the example does not match its schema (must be integer); ${fix}`,
      `${at}/paths/~1projects~1{projectId}/put/requestBody/content/application~1json/examples/stray: the example does not match its schema (must NOT have additional properties ("colour")); ${fix}`,
      `${at}/paths/~1projects~1{projectId}/put/responses/200/content/application~1json/example: the example does not match its schema (at /budget: must be number); ${fix}`,
      `${at}/components/schemas/Project/properties/name/example: the example does not match its schema (must be string); ${fix}`
    ])
  })

  it('schemas the example checker cannot read (two with one $id): one warning that says so, and the pages', async () => {
    const { model, pages } = await fixture('duplicate-schema-id-examples-unchecked')
    assert.ok(pages.has('things-list.mdx'))
    assert.equal(model.warnings.length, 1)
    assert.match(
      model.warnings[0],
      /^openapi\/duplicate-schema-id-examples-unchecked\.yaml: examples not checked against their schemas: .*urn:example:thing/
    )
  })
})
