/** spec file → validated document (rest/generator/load.ts): every problem names the file, the place and the fix. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { generateSpec } from '../generator/generate'
import path from 'node:path'
import SwaggerParser from '@apidevtools/swagger-parser'
import { parse } from 'yaml'
import { normaliseDiscriminatorMappings, refsAsBundled, validationView } from '../generator/load'
import { followPointer } from '../generator/model/refs'
import { openApiSchemaProblems } from '../generator/schema-validation'
import { syntheticSpec } from './synthetic-spec'
import { Problems } from '../generator/spec-error'
import { SpecError } from '../generator/spec-error'
import { configFor, fixture } from './helpers'

describe('loading a spec', () => {
  it('an invalid spec fails with the file, the JSON pointer and what to fix', async () => {
    await assert.rejects(fixture('invalid-spec'), (error: unknown) => {
      assert.ok(error instanceof SpecError)
      assert.equal(error.file, 'openapi/invalid-spec.yaml')
      assert.equal(error.pointer, '#/info')
      assert.match(error.message, /^openapi\/invalid-spec\.yaml at #\/info: does not validate: .*version/)
      return true
    })
    await assert.rejects(
      fixture('undeclared-path-parameter'),
      /openapi\/undeclared-path-parameter\.yaml at #\/paths\/~1sessions~1\{sessionId\}~1pull~1\{projectId\}/
    )
    await assert.rejects(
      generateSpec(configFor('x'), 'openapi: 3.1.0\ninfo: [unclosed'),
      /^SpecError: openapi\/x\.yaml:2:\d+ at #: YAML syntax error/
    )
    // JSON that JSON.parse refuses is read as YAML too, which says where the error is.
    await assert.rejects(
      generateSpec(configFor('x'), '{\n  "openapi": "3.1.0",\n  "info": { "title": "X" ]\n}'),
      /^SpecError: openapi\/x\.yaml:3:\d+ at #: YAML syntax error/
    )
  })

  it('swagger 2 converted: a 2.0 document is converted on load, keeps its operations, schemas and key, and says so', async () => {
    const { model, pages } = await fixture('swagger-2-converted')
    assert.equal(model.convertedFrom, 'Swagger 2.0')
    const [operation] = model.operations
    assert.equal(operation.id, 'Projects.update')
    assert.deepEqual(
      operation.parameters.map((p) => [p.name, p.in]),
      [['projectId', 'path']]
    )
    assert.deepEqual(
      operation.requestBody!.content.map((media) => media.mediaType),
      ['application/json']
    )
    assert.ok(model.schemas.Project, 'definitions become components.schemas')
    assert.deepEqual(model.securitySchemes.api_key.apiKey, { in: 'header', name: 'access_token' })
    assert.deepEqual(
      model.servers.map((server) => server.url),
      ['https://vnv.example.org/api']
    )
    assert.match(
      pages.get('introduction.mdx')!,
      /converted from a Swagger 2\.0 document when the site was built; the download is the original file\./
    )
  })

  it('a document with neither "openapi" nor "swagger" names both fields in its error', async () => {
    await assert.rejects(
      generateSpec(configFor('x'), 'info: { title: T, version: "1" }\npaths: {}'),
      /openapi\/x\.yaml at #: the document names no version: neither "openapi" \(3\.0, 3\.1 or 3\.2\) nor "swagger" \(2\.0\)/
    )
  })

  it('a 3.1 Schema Object with properties validates (the 3.1 schema’s dynamic references are read statically)', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {},
      components: { schemas: { A: { type: 'object', properties: { a: { type: 'string' } } }, B: 5 } }
    }
    assert.deepEqual(
      openApiSchemaProblems(doc).map((p) => p.instancePath),
      ['/components/schemas/B']
    )
  })

  it('a 3.1 Schema Object is checked as JSON Schema 2020-12: a misspelt type is named with the types there are', async () => {
    const spec =
      "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    User:\n      properties:\n        groups: { type: aray, examples: [[a]] }\n"
    await assert.rejects(generateSpec(configFor('x'), spec), (error: Error) => {
      assert.equal(
        error.message.split('\n')[0],
        'openapi/x.yaml at #/components/schemas/User/properties/groups/type: does not validate: must be equal to one of the allowed values: "array", "boolean", "integer", "null", "number", "object", "string"'
      )
      return true
    })
  })

  it('a broken component shared by several operations is reported once, where it is declared', async () => {
    const operation = (id: string) => ({
      operationId: id,
      responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Broken' } } } } }
    })
    const spec = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: { '/a': { get: operation('a') }, '/b': { get: operation('b') }, '/c': { get: operation('c') } },
      components: { schemas: { Broken: { type: 'object', required: 'name' } } }
    })
    await assert.rejects(generateSpec(configFor('shared-broken'), spec), (error: Error) => {
      assert.deepEqual(
        error.message.split('\n').filter((line) => !line.startsWith('  →')),
        ['openapi/shared-broken.yaml at #/components/schemas/Broken/required: does not validate: must be array']
      )
      return true
    })
  })

  it('discriminator mapping bare names: read as references to components.schemas, so the types generate; those that cannot be followed are left out, each with a warning', async () => {
    const { model, pages } = await fixture('discriminator-mapping-bare-names')
    assert.equal(model.operations.length, 1)
    assert.match(pages.get('schemas/structure.mdx')!, /"typeCode":"type Structure = /)
    const doc = {
      components: { schemas: { A: {}, B: {} } },
      x: {
        discriminator: {
          mapping: { a: 'A', b: '#/components/schemas/B', c: 'Missing', d: '#/components/schemas/Gone', e: 'models/e.yml#/e' }
        }
      }
    }
    assert.deepEqual(
      normaliseDiscriminatorMappings(doc, 'openapi/x.yaml').map((warning) => warning.split('; ')[0]),
      [
        'openapi/x.yaml at #/x/discriminator/mapping/c: the mapping names the schema "Missing", which components.schemas does not have',
        'openapi/x.yaml at #/x/discriminator/mapping/d: the mapping points to "#/components/schemas/Gone", which this spec does not have',
        'openapi/x.yaml at #/x/discriminator/mapping/e: the mapping points into another file ("models/e.yml#/e"), but a mapping is read within the spec only'
      ]
    )
    assert.deepEqual(doc.x.discriminator.mapping, { a: '#/components/schemas/A', b: '#/components/schemas/B' })
  })

  it('a JSON pointer through a "$ref" leads where JSON Schema tools take it: the "$ref" is followed at each step', () => {
    const doc = {
      paths: { '/x': { get: { schema: { allOf: [{ $ref: '#/components/schemas/Pet' }] } } } },
      components: {
        schemas: {
          Pet: { oneOf: [{ $ref: '#/components/schemas/Cat' }, { type: 'object' }] },
          Cat: {},
          Loop: { $ref: '#/components/schemas/Loop' }
        }
      }
    }
    assert.equal(followPointer(doc, '#/paths/~1x/get/schema/allOf/0/oneOf/1')?.at, '#/components/schemas/Pet/oneOf/1')
    // The last step is the place itself, reference or not; places that are not there, and loops, lead nowhere.
    assert.deepEqual(followPointer(doc, '#/paths/~1x/get/schema/allOf/0/oneOf/0')?.node, { $ref: '#/components/schemas/Cat' })
    assert.equal(followPointer(doc, '#/paths/~1x/get/schema/allOf/0/anyOf'), undefined)
    assert.equal(followPointer(doc, '#/paths/~1x/get/schema/allOf/1'), undefined)
    assert.equal(followPointer(doc, '#/paths/~1x/get/schema/allOf/length'), undefined)
    assert.equal(followPointer(doc, '#/components/schemas/Loop/type'), undefined)
  })

  it('a spec in one file: each "$ref" names the place it leads to, as swagger-parser’s bundling writes it (aliases and pointers through references followed)', async () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 'Refs', version: '1' },
      paths: {
        '/a': {
          get: {
            responses: {
              '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Alias' } } } },
              '201': { $ref: '#/components/responses/Through' }
            }
          }
        }
      },
      components: {
        schemas: {
          Alias: { $ref: '#/components/schemas/Pet' },
          Pet: { type: 'object', properties: { tag: { $ref: '#/components/schemas/Tag' } } },
          Tag: { type: 'string' },
          Extended: { $ref: '#/components/schemas/Alias', description: 'A pet with a description of its own' },
          Deep: { $ref: '#/components/schemas/Alias/properties/tag' },
          Loop: { $ref: '#/components/schemas/Loop' },
          Tree: { properties: { child: { $ref: '#/components/schemas/Tree' } } }
        },
        responses: {
          Through: {
            description: 'OK',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Extended/properties/tag' } } }
          }
        }
      }
    }
    const bundled = await new SwaggerParser().bundle('/tmp/refs.json', structuredClone(doc) as never, {})
    assert.deepEqual(refsAsBundled(structuredClone(doc)), bundled)
    const refs = refsAsBundled(structuredClone(doc)).components as { schemas: Record<string, { $ref?: string }> }
    assert.deepEqual(
      ['Alias', 'Extended', 'Deep', 'Loop'].map((name) => refs.schemas[name].$ref),
      ['#/components/schemas/Pet', '#/components/schemas/Pet', '#/components/schemas/Tag', '#/components/schemas/Loop']
    )
  })

  it('every unresolvable ref listed: one run names each broken "$ref" (parameter, schema, response, component), at its place', async () => {
    await assert.rejects(fixture('every-unresolvable-ref-listed'), (error: Error) => {
      const at = 'openapi/every-unresolvable-ref-listed.yaml at #'
      assert.deepEqual(
        error.message
          .split('\n')
          .filter((line) => !line.startsWith('  →'))
          .map((line) => line.replace(/\. Token .*/, '')),
        [
          `${at}/paths/~1projects/get/parameters/0: a reference cannot be resolved: Missing $ref pointer "#/components/parameters/Limit"`,
          `${at}/paths/~1projects/get/responses/200/content/application~1json/schema/items: a reference cannot be resolved: Missing $ref pointer "#/components/schemas/Project"`,
          `${at}/paths/~1projects~1{projectId}/get/responses/200: a reference cannot be resolved: Missing $ref pointer "#/components/responses/OneProject"`,
          `${at}/paths/~1projects~1{projectId}/get/responses/404/content/application~1json/schema: a reference cannot be resolved: Missing $ref pointer "#/components/schemas/Problem"`,
          `${at}/components/schemas/Owner/properties/team: a reference cannot be resolved: Missing $ref pointer "#/components/schemas/Team"`
        ]
      )
      assert.equal(error.message.match(/→ Fix the "\$ref"/g)?.length, 5)
      return true
    })
  })

  it('every problem listed: a broken "$ref" and a field that does not validate, in one run; every YAML error of a file', async () => {
    const spec = [
      'openapi: 3.1.0',
      "info: { title: X, version: '1' }",
      'paths:',
      '  /a:',
      '    get:',
      '      summary: [not, text]',
      '      responses:',
      "        '200':",
      '          description: ok',
      '          content:',
      '            application/json:',
      "              schema: { $ref: '#/components/schemas/Missing' }"
    ].join('\n')
    await assert.rejects(generateSpec(configFor('x'), spec), (error: Error) => {
      const lines = error.message.split('\n').filter((line) => !line.startsWith('  →'))
      assert.equal(lines.length, 2, error.message)
      assert.match(
        lines[0],
        /^openapi\/x\.yaml at #\/paths\/~1a\/get\/responses\/200\/content\/application~1json\/schema: a reference cannot be resolved/
      )
      assert.match(lines[1], /^openapi\/x\.yaml at #\/paths\/~1a\/get\/summary: does not validate: must be string$/)
      return true
    })
    await assert.rejects(
      generateSpec(configFor('x'), 'openapi: 3.1.0\npaths: {}\ninfo: { title: X }\npaths: {}\ninfo: {}\n'),
      (error: Error) => {
        assert.deepEqual(
          error.message.split('\n').filter((line) => !line.startsWith('  →')),
          [
            'openapi/x.yaml:4:1 at #: YAML syntax error: Map keys must be unique',
            'openapi/x.yaml:5:1 at #: YAML syntax error: Map keys must be unique'
          ]
        )
        return true
      }
    )
  })

  it('every problem listed: one run names every operation with a problem, each with its place and fix', async () => {
    await assert.rejects(fixture('every-problem-listed'), (error: Error) => {
      const lines = error.message.split('\n').filter((line) => !line.startsWith('  →'))
      assert.deepEqual(lines, [
        'openapi/every-problem-listed.yaml at #/paths/~1sessions~1{sessionId}~1pull~1{projectId}/get: path parameters "{sessionId}", "{projectId}" are used in the path but not declared',
        'openapi/every-problem-listed.yaml at #/paths/~1projects~1{projectId}/get: path parameter "{projectId}" is used in the path but not declared',
        'openapi/every-problem-listed.yaml at #/paths/~1lists~1{listId}/get: path parameter "{listId}" is used in the path but not declared'
      ])
      assert.equal(error.message.match(/→ Add /g)?.length, 3)
      return true
    })
  })

  it('broken and unreadable $refs are reported by swagger-parser, at the place of the $ref', async () => {
    const spec = (ref: string) =>
      `openapi: 3.1.0\ninfo: { title: Refs, version: "1" }\npaths:\n  /a:\n    get:\n      responses:\n        "200":\n          description: OK\n          content:\n            application/json:\n              schema: { $ref: '${ref}' }\n`
    const at = '#/paths/~1a/get/responses/200/content/application~1json/schema'
    await assert.rejects(generateSpec(configFor('refs'), spec('#/components/schemas/Nope')), (error: unknown) => {
      assert.ok(error instanceof SpecError)
      assert.equal(error.pointer, at)
      assert.match(error.message, /a reference cannot be resolved: Missing \$ref pointer "#\/components\/schemas\/Nope"/)
      return true
    })
    await assert.rejects(generateSpec(configFor('refs'), spec('http://[bad')), (error: unknown) => {
      assert.ok(error instanceof SpecError)
      assert.equal(error.pointer, at)
      assert.match(error.message, /"\$ref": "http:\/\/\[bad" is not a URL or a relative path/)
      return true
    })
    await assert.rejects(generateSpec(configFor('refs'), spec('elsewhere.yaml#/Thing')), (error: unknown) => {
      assert.ok(error instanceof SpecError)
      assert.equal(error.pointer, at)
      assert.match(error.message, /Error opening file .*openapi\/elsewhere\.yaml/)
      return true
    })
  })

  it('the view a spec is validated in keeps references to the entry file’s components: shared schemas are not repeated', async () => {
    const base = path.resolve('openapi/synthetic.yaml')
    const parser = new SwaggerParser()
    await parser.resolve(base, parse(syntheticSpec(5, 60)) as never, {})
    const { tree } = validationView(parser, base, () => 'openapi/synthetic.yaml', new Problems())
    const get = (at: string[]) =>
      at.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, tree as Record<string, unknown>)
    assert.deepEqual(
      get(['paths', '/resources0/{resourceId}/items0', 'get', 'responses', '200', 'content', 'application/json', 'schema']),
      {
        $ref: '#/components/schemas/Resource7'
      }
    )
    assert.deepEqual(get(['components', 'schemas', 'Resource0', 'properties', 'owner']), { $ref: '#/components/schemas/Resource30' })
  })

  it('the view of a Swagger 2.0 entry (checked before it is bundled) keeps references to its definitions, parameters and responses', async () => {
    const base = path.resolve('openapi/legacy.yaml')
    const parser = new SwaggerParser()
    const ref = ($ref: string) => ({ $ref })
    const doc = {
      swagger: '2.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/things': { get: { parameters: [ref('#/parameters/Limit')], responses: { '200': ref('#/responses/Things') } } }
      },
      parameters: { Limit: { name: 'limit', in: 'query', type: 'integer' } },
      responses: { Things: { description: 'Things', schema: { type: 'array', items: ref('#/definitions/Thing') } } },
      definitions: { Thing: { type: 'object' } }
    }
    await parser.resolve(base, structuredClone(doc) as never, {})
    const problems = new Problems()
    const { tree } = validationView(parser, base, () => 'openapi/legacy.yaml', problems)
    assert.deepEqual(problems.errors, [])
    assert.deepEqual(tree.paths, doc.paths)
    assert.deepEqual(tree.responses, doc.responses)
  })
})
