/** spec → model (rest/generator/model): references, discriminators, parameters, summaries, slugs. */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { generateSpec } from '../generator/generate'
import { firstSentence, isUrlTemplate } from '../generator/model/build'
import { slugify } from '../generator/model/slug'
import { FIXTURES, fixture } from './helpers'

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
    assert.equal(value.oneOf?.[2].nullable, true)
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
    assert.equal(firstSentence('No stop here ' + 'x'.repeat(200)), ('No stop here ' + 'x'.repeat(200)).slice(0, 120))
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
})
