/**
 * Specs as writers bring them (rest/generator/load.ts, convert.ts, output.ts, specs.ts): split over
 * several files whose `$ref`s form cycles, in YAML or JSON, or in Swagger 2.0; and their downloads,
 * byte-faithful for one file, bundled into one file in the entry's format for several.
 */
import assert from 'node:assert/strict'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import SwaggerParser from '@apidevtools/swagger-parser'
import { parse as parseYaml } from 'yaml'
import { generateAndWrite, generateSpec } from '../generator/generate'
import { download, outputFolders } from '../generator/output'
import { SpecError } from '../generator/spec-error'
import { discoverSpecs, unreadParts } from '../generator/specs'
import type { SchemaNode } from '../shared/schema'
import { FIXTURES } from './helpers'

const CYCLES = path.join(FIXTURES, 'multi-file-cycles')
const SWAGGER_SPLIT = path.join(FIXTURES, 'swagger-2-split-converted')

/** The spec `file` in folder `dir` (absolute), named as the project names it (relative to `root`). */
function generateIn(dir: string, file: string, root = process.cwd()) {
  const config = { file, dir: path.relative(root, dir), folder: file.replace(/\W/g, '-'), infoSlug: 'introduction' }
  return generateSpec(config, readFileSync(path.join(dir, file), 'utf8'), root)
}

/** A copy of a fixture folder (multi-file-cycles unless said) to break, with `edits` (part file → new text) applied. */
function brokenCopy(edits: Record<string, string>, from = CYCLES): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'multi-file-'))
  cpSync(from, dir, { recursive: true })
  for (const [file, text] of Object.entries(edits)) writeFileSync(path.join(dir, file), text)
  return dir
}

/** Every problem of a failed generation, one line each (without the fix lines). */
async function problems(work: Promise<unknown>): Promise<string[]> {
  try {
    await work
  } catch (error) {
    assert.ok(error instanceof SpecError, String(error))
    return error.message.split('\n').filter((line) => !line.startsWith('  →'))
  }
  assert.fail('expected the spec to fail')
}

describe('multi-file specs', () => {
  it('multi-file cycles (YAML, 3.1): path items, responses and schemas in part files that refer to each other load and validate', async () => {
    const { model, parts } = await generateIn(CYCLES, 'entry.yaml')
    assert.deepEqual(
      model.operations.map((o) => `${o.method} ${o.path} ${o.id}`),
      ['get /assemblies Assemblies.list', 'get /assemblies/{assemblyId} Assemblies.get']
    )
    assert.ok(model.schemas.Assembly, 'the schema named in components stays named')
    assert.deepEqual([...parts].sort(), [
      'rest/fixtures/multi-file-cycles/parts/a.yaml',
      'rest/fixtures/multi-file-cycles/parts/b.yaml',
      'rest/fixtures/multi-file-cycles/parts/paths.yaml',
      'rest/fixtures/multi-file-cycles/parts/responses.yaml'
    ])
  })

  it('multi-file cycles (JSON, 3.0): an operation kept in a part file whose response leads to the cycle is not "missing responses"', async () => {
    const { model } = await generateIn(CYCLES, 'entry.json')
    const list = model.operations.find((o) => o.id === 'Assemblies.listAll')
    assert.ok(list, model.operations.map((o) => o.id).join())
    assert.deepEqual(
      list.responses.map((r) => r.status),
      ['200']
    )
  })

  it('a problem in a part file names the part file and the JSON pointer in it, every problem at once', async () => {
    const responses = readFileSync(path.join(CYCLES, 'parts', 'responses.yaml'), 'utf8')
    const dir = brokenCopy({
      // A response without its description, and a schema with a negative length (3.0's schema checks schemas closely).
      'parts/responses.yaml': responses.replace('  description: The assemblies\n', ''),
      'parts/a.yaml': readFileSync(path.join(CYCLES, 'parts', 'a.yaml'), 'utf8').replace(
        'example: Gearbox',
        'example: Gearbox, minLength: -1'
      )
    })
    const root = path.dirname(dir)
    const name = path.basename(dir)
    const lines = await problems(generateIn(dir, 'entry.json', root))
    assert.ok(
      lines.some((line) =>
        line.startsWith(`${name}/parts/responses.yaml at #/AssemblyList: does not validate: must have required property 'description'`)
      ),
      lines.join('\n')
    )
    assert.ok(
      lines.some((line) =>
        line.startsWith(`${name}/parts/a.yaml at #/Assembly/properties/name/minLength: does not validate: must be >= 0`)
      ),
      lines.join('\n')
    )
  })

  it('problems and warnings the model finds in a part file name the part file and the place in it, not the bundle', async () => {
    const paths = readFileSync(path.join(CYCLES, 'parts', 'paths.yaml'), 'utf8')
    // The path parameter's declaration goes, and a description links to a relative file.
    const undeclared = brokenCopy({
      'parts/paths.yaml': paths.replace(
        '  parameters:\n    - { name: assemblyId, in: path, required: true, schema: { type: string } }\n',
        ''
      )
    })
    const lines = await problems(generateIn(undeclared, 'entry.yaml', path.dirname(undeclared)))
    assert.deepEqual(lines, [
      `${path.basename(undeclared)}/parts/paths.yaml at #/assembly/get: path parameter "{assemblyId}" is used in the path but not declared`
    ])
    const linked = brokenCopy({
      'parts/paths.yaml': paths.replace(
        '    summary: List the assemblies\n',
        '    summary: List the assemblies\n    description: See [the guide](guide.md).\n'
      )
    })
    const { model } = await generateIn(linked, 'entry.yaml', path.dirname(linked))
    assert.deepEqual(
      model.warnings.filter((warning) => warning.includes('guide.md')).map((warning) => warning.split(': the link')[0]),
      [`${path.basename(linked)}/parts/paths.yaml at #/assemblies/get/description`]
    )
  })

  it('a broken reference, an unreadable part and a YAML error in a part are each named where they are, once', async () => {
    const dir = brokenCopy({
      'parts/a.yaml': readFileSync(path.join(CYCLES, 'parts', 'a.yaml'), 'utf8').replace('b.yaml#/Part', 'b.yaml#/Prat'),
      'parts/responses.yaml': readFileSync(path.join(CYCLES, 'parts', 'responses.yaml'), 'utf8').replace(
        'schema: { $ref: "a.yaml#/Assembly" }',
        'schema: { $ref: "gone.yaml#/Assembly" }'
      )
    })
    const root = path.dirname(dir)
    const name = path.basename(dir)
    assert.deepEqual(await problems(generateIn(dir, 'entry.yaml', root)), [
      `${name}/parts/a.yaml at #/Assembly/properties/parts/items: a reference cannot be resolved: Missing $ref pointer "#/Prat". Token "Prat" does not exist.`,
      `${name}/parts/responses.yaml at #/OneAssembly/content/application~1json/schema: a reference cannot be resolved: Error opening file ${path.join(dir, 'parts', 'gone.yaml')}: ENOENT: no such file or directory, open '${path.join(dir, 'parts', 'gone.yaml')}'`
    ])
    const syntax = brokenCopy({ 'parts/b.yaml': 'Part:\n  type: object\n  properties: [unclosed\n' })
    assert.deepEqual(await problems(generateIn(syntax, 'entry.yaml', path.dirname(syntax))), [
      `${path.basename(syntax)}/parts/b.yaml:4:1 at #: YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]`
    ])
  })

  it('a $ref that is not a URL is an error of the spec, not a crash', async () => {
    const dir = brokenCopy({
      'parts/b.yaml': readFileSync(path.join(CYCLES, 'parts', 'b.yaml'), 'utf8').replace('"a.yaml#/Assembly"', '"http://[bad"')
    })
    // swagger-parser stops reading at it without saying where it is: the loader finds it, in its part file.
    assert.deepEqual(await problems(generateIn(dir, 'entry.yaml', path.dirname(dir))), [
      `${path.basename(dir)}/parts/b.yaml at #/Part/properties/usedIn: "$ref": "http://[bad" is not a URL or a relative path`
    ])
  })

  it('a part outside the spec’s folder is an error at its $ref: the dev server would not see it change', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'multi-file-outside-'))
    cpSync(CYCLES, path.join(root, 'openapi'), { recursive: true })
    mkdirSync(path.join(root, 'shared'))
    cpSync(path.join(CYCLES, 'parts', 'b.yaml'), path.join(root, 'shared', 'b.yaml'))
    const a = path.join(root, 'openapi', 'parts', 'a.yaml')
    writeFileSync(a, readFileSync(a, 'utf8').replace('"b.yaml#/Part"', '"../../shared/b.yaml#/Part"'))
    assert.deepEqual(await problems(generateIn(path.join(root, 'openapi'), 'entry.yaml', root)), [
      'openapi/parts/a.yaml at #/Assembly/properties/parts/items: "$ref": "../../shared/b.yaml#/Part" reads a file outside the spec\'s folder (shared/b.yaml)'
    ])
  })

  it('parts live in subfolders of openapi/: not specs; a top-level part and an unread file are reported', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'multi-file-parts-'))
    cpSync(CYCLES, path.join(root, 'openapi'), { recursive: true })
    writeFileSync(path.join(root, 'openapi', 'parts', 'forgotten.yaml'), 'Old: { type: string }\n')
    assert.deepEqual(
      discoverSpecs(root, [{ file: 'entry.json', folder: 'entry-json' }]).map((s) => s.file),
      ['entry.json', 'entry.yaml']
    )
    const results = await generateAndWrite(root, discoverSpecs(root, [{ file: 'entry.json', folder: 'entry-json' }]))
    // One download per spec, named after its entry file, with the parts pulled in.
    assert.deepEqual(readdirSync(path.join(root, 'public', 'openapi')), ['changes.xml', 'entry.json', 'entry.yaml'])
    assert.doesNotMatch(readFileSync(path.join(root, 'public', 'openapi', 'entry.yaml'), 'utf8'), /parts\//)
    // The written pages link to it: the spec's data every page carries (its `spec` export).
    const introduction = readFileSync(path.join(root, 'pages', 'docs', 'rest', 'entry', 'introduction.mdx'), 'utf8')
    assert.equal(JSON.parse(introduction.match(/^export const spec = (.*)$/m)![1]).download, '/openapi/entry.yaml')
    assert.deepEqual(
      unreadParts(
        root,
        results.flatMap((r) => r.parts)
      ),
      ['openapi/parts/forgotten.yaml']
    )
    // A part written directly into openapi/ is taken for a spec, and its error says where parts go.
    await assert.rejects(
      generateIn(path.join(root, 'openapi', 'parts'), 'a.yaml', root),
      /openapi\/parts\/a\.yaml at #: the document names no version[^]*move it into a subfolder of openapi\//
    )
  })
})

describe('Swagger 2.0 split over part files', () => {
  it('swagger 2 split converted: the parts are bundled into the 2.0 entry, then the whole converted to OpenAPI 3', async () => {
    const { model, parts, pages } = await generateIn(SWAGGER_SPLIT, 'entry.yaml')
    assert.equal(model.convertedFrom, 'Swagger 2.0')
    assert.match(pages.get('introduction.mdx')!, /the download is the original, its files bundled into one\./)
    assert.deepEqual(
      model.operations.map((o) => `${o.method} ${o.path} ${o.id}`),
      ['get /widgets Widgets.list', 'post /widgets Widgets.create', 'put /widgets/{widgetId}/drawing Widgets.attachDrawing']
    )
    /** A schema of the model, through its name if it is a reference to a named schema. */
    const named = (node: SchemaNode | undefined) => (node?.ref ? model.schemas[node.ref] : node)
    // The body parameter (in: body) became a request body whose schema is NewWidget of parts/widgets.yaml,
    // with its size from parts/measures.yaml.
    const create = model.operations.find((o) => o.id === 'Widgets.create')!
    assert.deepEqual(create.parameters, [])
    const [media] = create.requestBody!.content
    assert.equal(media.mediaType, 'application/json')
    const body = named(media.schema)
    assert.deepEqual(
      body?.properties?.map((p) => `${p.name}${p.required ? '*' : ''}`),
      ['label*', 'size']
    )
    assert.deepEqual(
      named(body?.properties?.find((p) => p.name === 'size')?.schema)?.properties?.map((p) => p.name),
      ['width', 'height']
    )
    assert.ok(model.schemas.Widget, 'a definition of the entry that refers to a part stays named')
    assert.deepEqual(
      create.responses.map((r) => [r.status, r.content[0]?.schema?.ref]),
      [['201', 'Widget']]
    )
    // A parameter in a part, 2.0's file upload (in: formData, type: file), became a multipart body.
    const attach = model.operations.find((o) => o.id === 'Widgets.attachDrawing')!
    assert.deepEqual(
      attach.parameters.map((p) => [p.name, p.in]),
      [['widgetId', 'path']]
    )
    assert.deepEqual(
      attach.requestBody!.content.map((m) => [m.mediaType, m.schema?.properties?.[0]?.schema.format]),
      [['multipart/form-data', 'binary']]
    )
    assert.deepEqual([...parts].sort(), [
      'rest/fixtures/swagger-2-split-converted/parts/measures.yaml',
      'rest/fixtures/swagger-2-split-converted/parts/parameters.yaml',
      'rest/fixtures/swagger-2-split-converted/parts/widgets.yaml'
    ])
  })

  it('a broken reference, an unreadable part and a YAML error in a part of a 2.0 spec are named where they are, at once', async () => {
    const read = (file: string) => readFileSync(path.join(SWAGGER_SPLIT, file), 'utf8')
    const dir = brokenCopy(
      {
        'parts/widgets.yaml': read('parts/widgets.yaml').replace('measures.yaml#/Size', 'measures.yaml#/Sise'),
        'entry.yaml': read('entry.yaml').replace('parts/parameters.yaml#/Drawing', 'parts/gone.yaml#/Drawing')
      },
      SWAGGER_SPLIT
    )
    const name = path.basename(dir)
    const gone = path.join(dir, 'parts', 'gone.yaml')
    assert.deepEqual(await problems(generateIn(dir, 'entry.yaml', path.dirname(dir))), [
      `${name}/parts/widgets.yaml at #/NewWidget/properties/size: a reference cannot be resolved: Missing $ref pointer "#/Sise". Token "Sise" does not exist.`,
      `${name}/entry.yaml at #/paths/~1widgets~1{widgetId}~1drawing/put/parameters/1: a reference cannot be resolved: Error opening file ${gone}: ENOENT: no such file or directory, open '${gone}'`
    ])
    const syntax = brokenCopy({ 'parts/measures.yaml': 'Size:\n  type: object\n  properties: [unclosed\n' }, SWAGGER_SPLIT)
    assert.deepEqual(await problems(generateIn(syntax, 'entry.yaml', path.dirname(syntax))), [
      `${path.basename(syntax)}/parts/measures.yaml:4:1 at #: YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]`
    ])
  })
})

describe('downloads', () => {
  it('json download stays json: a one-file JSON spec downloads as exactly its bytes', async () => {
    const file = path.join(FIXTURES, 'json-download-stays-json.json')
    const result = await generateIn(FIXTURES, 'json-download-stays-json.json')
    const written = outputFolders('/root', [result])
      .get(path.join('/root', 'public', 'openapi'))!
      .get('json-download-stays-json.json')!
    assert.ok(Buffer.from(written).equals(readFileSync(file)), 'the download differs from the spec file')
    assert.equal((JSON.parse(written) as { info: { title: string } }).info.title, 'JSON download stays JSON')
  })

  it('a multi-file spec downloads as one file in its entry’s format, every part pulled in, and loads again on its own', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'multi-file-download-'))
    const yamlResult = await generateIn(CYCLES, 'entry.yaml')
    const yaml = download(yamlResult)
    assert.match(yaml, /^# generated from rest\/fixtures\/multi-file-cycles\/entry\.yaml — do not edit\nopenapi: 3\.1\.0\n/)
    const jsonResult = await generateIn(CYCLES, 'entry.json')
    const json = download(jsonResult)
    assert.equal((JSON.parse(json) as { openapi: string }).openapi, '3.0.3')
    for (const [name, text, parsed] of [
      ['entry.yaml', yaml, parseYaml(yaml)],
      ['entry.json', json, JSON.parse(json)]
    ] as const) {
      assert.doesNotMatch(text, /\$ref: ["']?[^#"'\s]|"\$ref": "[^#]/, `${name} still refers to another file`)
      // Alone in an empty folder: nothing left to read elsewhere.
      writeFileSync(path.join(dir, name), text)
      const api = (await SwaggerParser.validate(path.join(dir, name))) as unknown as { paths: Record<string, unknown> }
      assert.deepEqual(Object.keys(api.paths), ['/assemblies', '/assemblies/{assemblyId}'], name)
      assert.deepEqual(parsed, JSON.parse(JSON.stringify(name === 'entry.yaml' ? yamlResult.bundled : jsonResult.bundled)))
    }
  })

  it('a split Swagger 2.0 spec downloads as the 2.0 document its writer wrote, in one file: not the OpenAPI 3 it was converted to', async () => {
    const result = await generateIn(SWAGGER_SPLIT, 'entry.yaml')
    const text = download(result)
    assert.match(text, /^# generated from rest\/fixtures\/swagger-2-split-converted\/entry\.yaml — do not edit\nswagger: "2\.0"\n/)
    assert.doesNotMatch(text, /\$ref: ["']?[^#"'\s]/, 'the download still refers to another file')
    assert.doesNotMatch(text, /^openapi:|#\/components\//m, 'the download is the converted document')
    const doc = parseYaml(text) as { definitions: Record<string, unknown> }
    assert.deepEqual(doc, JSON.parse(JSON.stringify(result.bundled)))
    // The parts' content is in it: 2.0's body and file parameters, the size of measures.yaml.
    assert.match(text, /in: body/)
    assert.match(text, /type: file/)
    assert.match(text, /width:\n\s+type: number/)
    // Alone in an empty folder, it is a whole, valid 2.0 document.
    const dir = mkdtempSync(path.join(tmpdir(), 'swagger-2-download-'))
    writeFileSync(path.join(dir, 'entry.yaml'), text)
    const api = (await SwaggerParser.validate(path.join(dir, 'entry.yaml'))) as unknown as { swagger: string; paths: object }
    assert.equal(api.swagger, '2.0')
    assert.deepEqual(Object.keys(api.paths), ['/widgets', '/widgets/{widgetId}/drawing'])
  })
})
