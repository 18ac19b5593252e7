import assert from 'node:assert/strict'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { register } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { compile, run } from '@mdx-js/mdx'
import { JSDOM } from 'jsdom'
import { createElement, type FunctionComponent } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import remarkGfm from 'remark-gfm'
import { parse as parseYaml } from 'yaml'
import { restSpecs, type RestSpecConfig } from '../../config/rest'
import { operationTypeCode } from '../components/type-code'
import type { OperationData, SpecData } from '../components/types'
import { sampleData } from '../generator/data'
import { exampleFor } from '../generator/examples'
import { markdownHtml, mdxInlineCode, mdxMarkdown, mdxText } from '../generator/escape'
import { generateAll, generateAndWrite, generatedBytes, generateSpec, outputFolders, restRedirects, writeOutput, type GeneratedSpec } from '../generator/generate'
import { firstSentence, slugify, type SchemaNode } from '../generator/model'
import { codeSamplesFor } from '../generator/render'
import { SpecError } from '../generator/spec-error'

// nextra/components does not load outside Next.js: the REST components get pass-through stand-ins for its Tabs, Code, Pre and Table.
const NEXTRA_STUB = 'const pass = ({ children }) => children ?? null; export const Tabs = Object.assign(pass, { Tab: pass }); export const Code = pass; export const Pre = pass; export const Table = pass'
register(
  `data:text/javascript,${encodeURIComponent(
    `export async function resolve(specifier, context, next) { return specifier === 'nextra/components' ? { url: ${JSON.stringify(`data:text/javascript,${encodeURIComponent(NEXTRA_STUB)}`)}, shortCircuit: true } : next(specifier, context) }`
  )}`
)
const Operation = await import('../components/Operation')
const { SchemaTree } = await import('../components/SchemaTree')
const Overview = await import('../components/SpecOverview')

const FIXTURES = path.resolve('rest/fixtures')
const configFor = (name: string): RestSpecConfig => ({ file: `${name}.yaml`, folder: name, infoSlug: 'introduction', label: name })
const fixture = (name: string) => generateSpec(configFor(name), readFileSync(path.join(FIXTURES, `${name}.yaml`), 'utf8'))

/** The data a generated page hands its components: its `operation` export and its spec's spec.json. */
function pageData(result: GeneratedSpec, page: string): { operation: OperationData; spec: SpecData } {
  const json = result.pages.get(page)!.match(/^export const operation = (.*)$/m)![1]
  return { operation: JSON.parse(json), spec: JSON.parse(result.data) }
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component with the props a page gives it
const render = (component: FunctionComponent<any>, props: object) => renderToStaticMarkup(createElement(component, props))
const textOf = (html: string) => new JSDOM(html).window.document.body.textContent ?? ''

describe('REST model', () => {
  it('keeps the old site’s slug rule', () => {
    assert.equal(slugify('Project.Nodes.getOneNodeDetails'), 'project-nodes-get-one-node-details')
    assert.equal(slugify('Sp.Sites.Lists.Folders.createOneFileByFolder'), 'sp-sites-lists-folders-create-one-file-by-folder')
    assert.equal(slugify('GetDatabase'), 'get-database')
  })

  it('circular refs: named schemas stay references, examples terminate, the tree marks the loop', async () => {
    const result = await fixture('circular-refs')
    const tree = result.model.schemas.TreeNode
    assert.equal(tree.properties?.find((p) => p.name === 'children')?.schema.items?.ref, 'TreeNode')
    assert.equal(tree.properties?.find((p) => p.name === 'parent')?.schema.ref, 'TreeNode')
    assert.deepEqual(exampleFor({ ref: 'TreeNode' }, result.model.schemas, 'response'), { token: 'string', name: 'string', children: [] })
    const { spec } = pageData(result, 'trees-get-one.mdx')
    const html = render(SchemaTree, { schema: { ref: 'TreeNode' }, schemas: spec.schemas, direction: 'response' })
    assert.match(textOf(html), /↻ Circular reference to TreeNode \(shown above\)/)
  })

  it('circular refs outside components are marked, never followed (external file bundled by swagger-parser)', async () => {
    const config = { file: 'external-ref.yaml', dir: 'rest/fixtures', folder: 'external', infoSlug: 'introduction', label: 'External' }
    const { model } = await generateSpec(config, readFileSync(path.join(FIXTURES, 'external-ref.yaml'), 'utf8'))
    const schema = model.operations[0].responses[0].content[0].schema!
    assert.deepEqual(schema.properties?.map((p) => p.name), ['name', 'parts'])
    assert.match(String(schema.properties?.[1].schema.items?.circular), /^#\/paths\/~1things\/get\/responses\/200\/content\/application~1json\/schema$/)
  })

  it('discriminator inside allOf, and an allOf child without own properties', async () => {
    const result = await fixture('discriminator-in-allof')
    const { model } = result
    const mapping = { requirement: 'Requirement', test: 'Test' }
    assert.deepEqual(model.schemas.Item.discriminator, { propertyName: 'kind', mapping })
    const body = model.operations[0].requestBody!.content[0].schema!
    assert.deepEqual(body.discriminator, { propertyName: 'kind', mapping })
    const test = model.schemas.Test
    assert.equal(test.allOf?.[0].ref, 'Item')
    assert.deepEqual(test.allOf?.[1], { description: 'A test adds no properties of its own.' })
    // The discriminator property carries the value that selects the schema, not a placeholder.
    assert.deepEqual(exampleFor({ ref: 'Test' }, model.schemas, 'request'), { kind: 'test', name: 'string' })
    assert.deepEqual(exampleFor({ ref: 'Requirement' }, model.schemas, 'request'), { kind: 'requirement', name: 'string', priority: 'low' })
    assert.deepEqual(exampleFor(body, model.schemas, 'request'), { kind: 'requirement', name: 'string', priority: 'low' })
    const { spec } = pageData(result, 'items-create.mdx')
    const html = render(SchemaTree, { schema: spec.schemas.Item, schemas: spec.schemas, direction: 'request' })
    assert.match(textOf(html), /Discriminator: kind \(requirement → Requirement, test → Test\)/)
  })

  it('discriminator without a mapping: the value chosen by the oneOf, else the schema’s name', () => {
    const schemas: Record<string, SchemaNode> = {
      Base: { type: ['object'], properties: [{ name: 'kind', required: true, schema: { type: ['string'] } }], discriminator: { propertyName: 'kind' } },
      Child: { allOf: [{ ref: 'Base' }] }
    }
    assert.deepEqual(exampleFor({ ref: 'Child' }, schemas, 'request'), { kind: 'Child' })
    const choice = { oneOf: [{ ref: 'Child' }], discriminator: { propertyName: 'kind', mapping: { child: 'Child' } } }
    assert.deepEqual(exampleFor(choice, schemas, 'request'), { kind: 'child' })
  })

  it('nested oneOf and 3.1 null types', async () => {
    const { model } = await fixture('nested-oneof')
    const value = model.operations[0].requestBody!.content[0].schema!.properties![0].schema
    assert.equal(value.oneOf?.length, 3)
    assert.equal(value.oneOf?.[1].oneOf?.[1].items?.type?.[0], 'number')
    assert.equal(value.oneOf?.[2].nullable, true)
  })

  it('OAS 3.1 `examples`: named examples kept; examples made from the schema are left to the component', async () => {
    const result = await fixture('oas31-examples')
    const request = result.model.operations[0].requestBody!.content[0]
    assert.deepEqual(request.examples.map((e) => e.name), ['minimal', 'full'])
    assert.equal(request.examples[0].summary, 'Only a name')
    const { operation, spec } = pageData(result, 'projects-create.mdx')
    assert.deepEqual(operation.responses['200'], { descriptionHtml: 'The project', content: [{ mediaType: 'application/json', schema: { ref: 'Project' } }] })
    assert.match(textOf(render(Operation.Responses, { operation, spec })), /"token": "PR0001"/)
  })

  it('readOnly fields: flagged in the tree, left out of request examples (made or written), writeOnly out of responses', async () => {
    const result = await fixture('oas31-examples')
    const { schemas } = result.model
    assert.deepEqual(exampleFor({ ref: 'Project' }, schemas, 'request'), { name: 'Tunnel', code: 'string', secret: 'string' })
    assert.deepEqual(exampleFor({ ref: 'Project' }, schemas, 'response'), { token: 'PR0001', name: 'Tunnel', code: 'string' })
    // An example written on the schema loses the fields that never travel that way.
    const written: SchemaNode = { ref: 'Project' }
    const withExample = { ...schemas, Project: { ...schemas.Project, example: { token: 'PR1', name: 'Bridge', secret: 's' } } }
    assert.deepEqual(exampleFor(written, withExample, 'request'), { name: 'Bridge', secret: 's' })
    assert.deepEqual(exampleFor(written, withExample, 'response'), { token: 'PR1', name: 'Bridge' })
    const { spec } = pageData(result, 'projects-create.mdx')
    const dom = new JSDOM(render(SchemaTree, { schema: { ref: 'Project' }, schemas: spec.schemas, direction: 'request' })).window.document
    const token = [...dom.querySelectorAll('li')].find((li) => li.querySelector('.vnv-schema__name')?.textContent === 'token')!
    assert.equal(token.querySelector('.vnv-flag')?.textContent, 'read-only')
    assert.equal(token.querySelector('.vnv-flag')?.getAttribute('title'), 'Set by the server; ignored in requests')
  })

  it('path-level parameters merge with the operation’s (operation wins), required first', async () => {
    const { model } = await fixture('path-level-parameters')
    const params = model.operations[0].parameters
    assert.deepEqual(params.map((p) => `${p.in}:${p.name}:${p.required}`), ['path:sessionId:true', 'query:limit:true', 'query:type:true', 'header:X-Trace:false'])
    assert.equal(params[1].description, 'Operation-level limit wins.')
  })

  it('two code samples in one language: both kept, before the generated ones, with distinct tab labels', async () => {
    const result = await fixture('two-samples-one-language')
    const samples = codeSamplesFor(result.model.operations[0], result.model)
    assert.deepEqual(samples.map((s) => [s.label, s.fromSpec]), [['curl', true], ['curl', true], ['curl', false], ['JavaScript (fetch)', false], ['Python (requests)', false]])
    assert.match(samples[2].source, /https:\/\/vnv\.example\.org\/api\/ping/)
    assert.match(samples[2].source, /access_token: <token>/)
    assert.doesNotMatch(samples[2].source, /Authorization/)
    assert.match(samples[4].source, /requests\.get/)
    const { operation } = pageData(result, 'ping-get.mdx')
    const labels = operation.codeSamples.map((s) => s.label)
    assert.deepEqual(labels, ['curl (1)', 'curl (2)', 'curl (3)', 'JavaScript (fetch)', 'Python (requests)'])
    assert.equal(new Set(labels).size, labels.length)
    assert.deepEqual(sampleData([{ lang: 'js', label: ' ', source: '', fromSpec: true }]), [{ lang: 'js', label: 'js', source: '', fromSpec: true }])
  })

  it('API key schemes: samples send <token> under the scheme’s name, in header, query or cookie; public operations send none', async () => {
    const { model } = await fixture('api-key-samples-send-token-where-declared')
    const curl = (id: string) => codeSamplesFor(model.operations.find((o) => o.id === id)!, model).find((s) => s.label === 'curl')!.source
    assert.match(curl('Header.get'), /--header 'access_token: <token>'/)
    assert.match(curl('Query.get'), /--url 'https:\/\/vnv\.example\.org\/in-query\?key=%3Ctoken%3E'/)
    assert.match(curl('Cookie.get'), /--cookie session=%3Ctoken%3E/) // httpsnippet percent-encodes cookie values
    assert.doesNotMatch(curl('Public.get'), /token/)
    assert.deepEqual(model.securitySchemes.api_key.apiKey, { in: 'header', name: 'access_token' })
    assert.equal(model.securitySchemes.api_key.details, 'API key in header "access_token"')
    assert.deepEqual(model.warnings, [])
  })

  it('a scheme other than apiKey: warned about, and its samples carry no credentials', async () => {
    const { model } = await fixture('non-api-key-scheme-warns')
    const samples = codeSamplesFor(model.operations[0], model)
    for (const sample of samples) assert.doesNotMatch(sample.source, /Authorization|<token>/, sample.label)
    assert.deepEqual(model.warnings, [
      'openapi/non-api-key-scheme-warns.yaml at #/components/securitySchemes/basicAuth: scheme "basicAuth" is of type http; code samples only send credentials of apiKey schemes, so those of operations using it carry none.'
    ])
  })

  it('summary fallback: the description’s first sentence, else METHOD path', async () => {
    const { model, pages } = await fixture('summary-fallback')
    assert.deepEqual(model.operations.map((o) => o.summary), ['Returns the report with the given id.', 'DELETE /reports/{reportId}'])
    assert.ok(pages.get('reports-delete-one.mdx')!.includes('\n# DELETE \\/reports\\/\\{reportId\\}\n'))
    assert.equal(firstSentence('No stop here ' + 'x'.repeat(200)), ('No stop here ' + 'x'.repeat(200)).slice(0, 120))
  })

  it('tag grouping: _meta follows the spec’s tag order by first tag, undeclared tags after, untagged last', async () => {
    const { pages } = await fixture('tag-grouping')
    const meta = pages.get('_meta.ts')!
    const keys = [...meta.matchAll(/^ {2}("[^"]+"): /gm)].map((m) => JSON.parse(m[1]))
    assert.deepEqual(keys, ['introduction', '-- Beta', 'b-get', '-- Alpha', 'a-get', '-- Gamma', 'c-get', '-- Other operations', 'd-get'])
    assert.match(meta, /"-- Other operations": \{ type: 'separator', title: "Other operations" \}/)
  })

  it('missing operation id: slug from method and path, with a warning', async () => {
    const { model, pages } = await fixture('missing-operation-id')
    assert.equal(model.operations[0].slug, 'get-sessions-session-id')
    assert.ok(pages.has('get-sessions-session-id.mdx'))
    assert.deepEqual(model.warnings, [
      'openapi/missing-operation-id.yaml at #/paths/~1sessions~1{sessionId}/get: no operationId; the page slug "get-sessions-session-id" was derived from method and path. Add an operationId to keep the URL stable.'
    ])
  })

  it('an invalid spec fails with the file, the JSON pointer and what to fix', async () => {
    await assert.rejects(fixture('invalid-spec'), (error: unknown) => {
      assert.ok(error instanceof SpecError)
      assert.equal(error.file, 'openapi/invalid-spec.yaml')
      assert.equal(error.pointer, '#/info')
      assert.match(error.message, /^openapi\/invalid-spec\.yaml at #\/info: does not validate: .*version/)
      return true
    })
    await assert.rejects(fixture('undeclared-path-parameter'), /openapi\/undeclared-path-parameter\.yaml at #\/paths\/~1sessions~1\{sessionId\}~1pull~1\{projectId\}/)
    await assert.rejects(generateSpec(configFor('x'), 'openapi: 3.1.0\ninfo: [unclosed'), /^SpecError: openapi\/x\.yaml:2:\d+ at #: YAML syntax error/)
  })

  it('broken and unreadable $refs are reported by swagger-parser, at the place of the $ref', async () => {
    const spec = (ref: string) => `openapi: 3.1.0\ninfo: { title: Refs, version: "1" }\npaths:\n  /a:\n    get:\n      responses:\n        "200":\n          description: OK\n          content:\n            application/json:\n              schema: { $ref: '${ref}' }\n`
    const at = '#/paths/~1a/get/responses/200/content/application~1json/schema'
    await assert.rejects(generateSpec(configFor('refs'), spec('#/components/schemas/Nope')), (error: unknown) => {
      assert.ok(error instanceof SpecError)
      assert.equal(error.pointer, at)
      assert.match(error.message, /a reference cannot be resolved: Missing \$ref pointer "#\/components\/schemas\/Nope"/)
      return true
    })
    await assert.rejects(generateSpec(configFor('refs'), spec('elsewhere.yaml#/Thing')), (error: unknown) => {
      assert.ok(error instanceof SpecError)
      assert.equal(error.pointer, at)
      assert.match(error.message, /Error opening file .*openapi\/elsewhere\.yaml/)
      return true
    })
  })

  it('the types panel lists every schema the bodies use, transitively, each once', async () => {
    const result = await fixture('discriminator-in-allof')
    const code = operationTypeCode('Items.create', JSON.parse(result.data).types)
    const declared = [...code.matchAll(/^\/\/ (.*)$/gm)].map((m) => m[1])
    assert.deepEqual(declared, ['operations["Items.create"]', 'components["schemas"]["Requirement"]', 'components["schemas"]["Test"]', 'components["schemas"]["Item"]'])
    assert.match(code, /^type Item = \{$/m)
    assert.equal(operationTypeCode('Nope', JSON.parse(result.data).types), '')
  })
})

describe('escaping boundary', () => {
  it('plain text escapes every MDX-significant character', () => {
    assert.equal(mdxText('a {b} <c> `d`'), 'a \\{b\\} \\<c\\> \\`d\\`')
    assert.equal(mdxText('import x'), '&#105;mport x')
    assert.equal(mdxInlineCode('a `b` c'), '``a `b` c``')
  })
  it('markdown keeps formatting but shows HTML as text and drops unsafe links', () => {
    const out = mdxMarkdown('Use **bold** and <img src=x onerror=y> {expr}\n\n[x](javascript:alert(1)) [y](https://example.com)\n\nimport z from "q"')
    assert.match(out, /\*\*bold\*\*/)
    assert.match(out, /\\<img src=x onerror=y>/)
    assert.match(out, /\\\{expr}/)
    assert.match(out, /\[x\]\(#\)/)
    assert.match(out, /\[y\]\(https:\/\/example\.com\)/)
    assert.match(out, /^&#105;mport z/m)
  })
  it('markdown for components becomes safe HTML: formatting kept, raw HTML as text, unsafe links dropped', () => {
    assert.equal(markdownHtml('Use `code` and **bold** {x}'), 'Use <code>code</code> and <strong>bold</strong> {x}')
    const html = markdownHtml('Text <img src=x onerror="alert(1)"> [a](javascript:alert(1)) ![i](https://example.com/i.png)\n\n<script>alert(1)</script>\n\n- one\n- two')
    const dom = new JSDOM(html).window.document
    assert.equal(dom.querySelectorAll('script, img').length, 0)
    assert.deepEqual([...dom.querySelectorAll('a')].map((a) => a.getAttribute('href')), ['#', 'https://example.com/i.png'])
    assert.match(dom.body.textContent!, /Text <img src=x onerror="alert\(1\)">/)
    assert.match(dom.body.textContent!, /<script>alert\(1\)<\/script>/)
    assert.equal(dom.querySelectorAll('li').length, 2)
  })
})

/** Compiles and runs a generated page with stub components, returning its HTML. */
async function renderGenerated(mdx: string): Promise<string> {
  const imports = [...mdx.matchAll(/^import \{([^}]+)\} from .*$/gm)].flatMap((m) => m[1].split(',').map((s) => s.trim()))
  const stubs = imports.map((name) => `export const ${name} = () => null`).join('\n')
  const source = mdx.replace(/^import .*$/gm, '').replace(/^export const frontMatter/m, `export const spec = {}\n${stubs}\nexport const frontMatter`)
  const code = await compile(source, { outputFormat: 'function-body', remarkPlugins: [remarkGfm] })
  const page = await run(String(code), { ...runtime, baseUrl: import.meta.url })
  return renderToStaticMarkup(createElement(page.default))
}

/** No markup from the spec became an element or an attribute. */
function assertInert(html: string, where: string, allowed = 'script, img, b, i') {
  const dom = new JSDOM(html).window.document
  assert.equal(dom.querySelectorAll(allowed).length, 0, `${where}: markup from the spec became HTML`)
  const attributes = [...dom.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`))
  assert.deepEqual(attributes.filter((a) => /^on|javascript:/i.test(a)), [], `${where}: an event handler or script URL survived`)
}

describe('hostile spec', () => {
  it('builds pages where no payload executes and the text shows literally', async () => {
    const { pages } = await fixture('hostile')
    const globals = globalThis as { __pwned?: string }
    for (const [name, mdx] of pages) {
      if (!name.endsWith('.mdx')) continue
      const html = await renderGenerated(mdx)
      assert.equal(globals.__pwned, undefined, `${name}: a payload ran`)
      assertInert(html, name, 'script, img, b, i, div, details')
      if (name === 'evil-get.mdx') {
        assert.match(html, /Summary \{summary\} &lt;script&gt;window.__pwned=&#x27;summary&#x27;&lt;\/script&gt;/)
        assert.match(html, /Description with \{braces\} and &lt;img src=x onerror=/)
        assert.match(html, /import fake from/)
        assert.match(html, /&lt;script&gt;window.__pwned=&#x27;param&#x27;&lt;\/script&gt; \{param\} \| pipe/)
      } else if (name === 'evil-post.mdx') {
        assert.match(html, /<h1>No summary: the first sentence \{stands\} in\.<\/h1>/)
        assert.match(html, /Request body &lt;img src=x onerror=&quot;window.__pwned=&#x27;body&#x27;&quot;&gt; \{body\}/)
        assert.match(html, /export const b = 1/)
      } else {
        assert.match(html, /Hostile \{title\} &lt;script&gt;/)
        assert.match(html, /export const pwned = 1/)
      }
    }
  })

  it('its components render every text field as text (Markdown as HTML) and no payload as markup', async () => {
    const result = await fixture('hostile')
    const get = pageData(result, 'evil-get.mdx')
    const post = pageData(result, 'evil-post.mdx')
    const parts = [
      ...[Operation.OperationHeader, Operation.Parameters, Operation.RequestBody, Operation.Responses, Operation.CodeSamples, Operation.OperationTypes].flatMap((c) => [render(c, get), render(c, post)]),
      ...[Overview.SpecOverview, Overview.SpecServers, Overview.SpecSecurity].map((c) => render(c, { spec: get.spec }))
    ]
    const html = parts.join('\n')
    assertInert(html, 'components')
    assert.deepEqual([...new JSDOM(html).window.document.querySelectorAll('a')].map((a) => a.getAttribute('href')), ['/openapi/hostile.yaml', '/openapi/hostile.yaml', '/openapi/hostile.yaml'])
    const text = textOf(html)
    for (const literal of [
      "Server <script>window.__pwned='server'</script> {srv} s </details>",
      '/<script>window.__pwned=\'url\'</script>/{x}',
      "{x} <script>window.__pwned='default'</script>",
      'vnv.example.org, <img src=x onerror="window.__pwned=\'variable\'"> {v}',
      "Scheme <script>window.__pwned='scheme'</script> {scheme} sc </details>",
      "OK <script>window.__pwned='response'</script> {r}",
      'Header <img src=x onerror="window.__pwned=\'header\'"> {h} hd',
      'X-Evil<b>',
      'Shared response <img src=x onerror="window.__pwned=\'shared\'"> {shared}',
      'Schema <img src=x onerror="window.__pwned=\'named-schema\'"> {named} n',
      "Property <script>window.__pwned='property'</script> {p}",
      `"<script>window.__pwned='enum-value'</script>"`,
      `"{name} <script>window.__pwned='value'</script>"`,
      `"</script><img src=x onerror=\\"window.__pwned='example'\\">"`,
      "</code></pre><script>window.__pwned='source'</script> {src} ```\nexport const s = 1",
      'Licence <img src=x onerror="window.__pwned=\'license\'"> {lic} `l`'
    ])
      assert.ok(text.includes(literal), `missing literal text: ${literal}`)
    // Markdown renders: `code` spans are code elements, not backticks.
    assert.ok(!text.includes('`sc`') && !text.includes('`hd`'), 'Markdown was shown raw')
  })
})

describe('generator output', () => {
  let real: Promise<GeneratedSpec[]> | undefined
  const realSpecs = () => (real ??= generateAll(process.cwd(), restSpecs))

  // Spec bytes stopped being the yardstick once the specs lost their invented error responses (the
  // specs shrank more than the output): the budget is per operation, under the 4.5 kB the generator
  // wrote per operation before, and a fixed total for the one-operation specs.
  it('stays within 4.6 kB per operation on the real specs (pages and spec.json), 20 kB for a one-operation spec', async () => {
    for (const result of await realSpecs()) {
      const bytes = generatedBytes(result)
      const operations = result.model.operations.length
      if (operations >= 10) assert.ok(bytes / operations <= 4600, `${result.config.file}: ${(bytes / operations).toFixed(0)} bytes per operation`)
      else assert.ok(bytes <= 20_000, `${result.config.file}: ${bytes} bytes`)
    }
  })

  it('the real specs declare the api_key scheme (header access_token) on every operation, and every generated sample sends it', async () => {
    for (const result of await realSpecs()) {
      const { model } = result
      assert.deepEqual(Object.keys(model.securitySchemes), ['api_key'], result.config.file)
      assert.deepEqual(model.securitySchemes.api_key.apiKey, { in: 'header', name: 'access_token' }, result.config.file)
      for (const operation of model.operations) {
        assert.deepEqual(operation.security?.map((alternative) => alternative.map((s) => s.scheme)), [['api_key']], `${result.config.file} ${operation.id}`)
        for (const sample of codeSamplesFor(operation, model).filter((s) => !s.fromSpec)) assert.match(sample.source, /access_token/, `${operation.id} ${sample.label}`)
      }
    }
  })

  it('is deterministic: the real specs generated twice give byte-identical files', async () => {
    const files = (root: string): Map<string, Buffer> => {
      const found = new Map<string, Buffer>()
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const file = path.join(dir, name)
          if (statSync(file).isDirectory()) walk(file)
          else found.set(path.relative(root, file), readFileSync(file))
        }
      }
      walk(root)
      return found
    }
    const [a, b] = [mkdtempSync(path.join(tmpdir(), 'gen-rest-a-')), mkdtempSync(path.join(tmpdir(), 'gen-rest-b-'))]
    writeOutput(a, await realSpecs())
    writeOutput(b, await generateAll(process.cwd(), restSpecs))
    const [first, second] = [files(a), files(b)]
    assert.ok(first.size > 90, `only ${first.size} files written`)
    assert.deepEqual([...first.keys()].sort(), [...second.keys()].sort())
    for (const [name, content] of first) assert.ok(content.equals(second.get(name)!), `${name} differs between two runs`)
  })

  it('starts every generated file with a generated-from line; the download stays the same YAML', async () => {
    const results = await Promise.all(['oas31-examples', 'circular-refs'].map(fixture))
    for (const [folder, files] of outputFolders('/root', results))
      for (const [name, content] of files ?? []) assert.match(content.slice(0, 120), /generated from (openapi\/oas31-examples\.yaml|openapi\/circular-refs\.yaml|openapi\/\*\.yaml) — do not edit/, `${folder}/${name}`)
    const download = outputFolders('/root', results).get(path.join('/root', 'public', 'openapi'))!.get('oas31-examples.yaml')!
    assert.match(download, /^# generated from openapi\/oas31-examples\.yaml — do not edit\nopenapi: 3\.1\.0/)
    assert.deepEqual(parseYaml(download), parseYaml(results[0].source))
  })

  it('is atomic: a broken spec leaves every previously generated file byte-identical', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gen-rest-'))
    cpSync(FIXTURES, path.join(root, 'openapi'), { recursive: true })
    const specs = [configFor('circular-refs'), configFor('oas31-examples')]
    await generateAndWrite(root, specs)
    const snapshot = () => {
      const all = new Map<string, string>()
      for (const top of ['generated', 'public', 'pages']) {
        const walk = (dir: string) => {
          for (const name of readdirSync(dir)) {
            const file = path.join(dir, name)
            if (statSync(file).isDirectory()) walk(file)
            else all.set(path.relative(root, file), readFileSync(file, 'base64'))
          }
        }
        walk(path.join(root, top))
      }
      return all
    }
    const before = snapshot()
    // The second spec breaks: the first one (which is fine) must not be rewritten either.
    writeFileSync(path.join(root, 'openapi', 'oas31-examples.yaml'), readFileSync(path.join(FIXTURES, 'invalid-spec.yaml')))
    writeFileSync(path.join(root, 'openapi', 'circular-refs.yaml'), readFileSync(path.join(FIXTURES, 'circular-refs.yaml'), 'utf8').replace('title: Circular', 'title: Changed'))
    await assert.rejects(generateAndWrite(root, specs), SpecError)
    assert.deepEqual(snapshot(), before)
  })

  it('is atomic across folders: a swap failing midway puts back the folders already swapped', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gen-rest-'))
    const results = await Promise.all(['circular-refs', 'oas31-examples'].map(fixture))
    writeOutput(root, results)
    const listing = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? listing(path.join(dir, name)).map((f) => `${name}/${f}`) : [name]))
    const read = () => listing(root).map((f) => `${f}:${readFileSync(path.join(root, f), 'base64')}`)
    const before = read()
    const changed = await Promise.all(['circular-refs', 'oas31-examples'].map((name) => generateSpec(configFor(name), readFileSync(path.join(FIXTURES, `${name}.yaml`), 'utf8').replace(/title: (\w+)/, 'title: Renamed $1'))))
    let renames = 0
    const failing = (from: string, to: string) => {
      // Fail once several folders are already swapped in.
      if (++renames === 5) throw new Error('disk full')
      renameSync(from, to)
    }
    assert.throws(() => writeOutput(root, changed, failing), /disk full/)
    assert.deepEqual(read(), before)
    assert.ok(!readdirSync(path.join(root, 'pages', 'docs', 'rest')).some((name) => name.startsWith('.')), 'temporary folders were left behind')
    assert.ok(existsSync(path.join(root, 'generated', 'rest', 'circular-refs', 'spec.json')))
  })

  it('lists an upper-case redirect for every REST page', async () => {
    const spec = await fixture('circular-refs')
    const redirects = restRedirects([spec])
    assert.deepEqual(redirects.slice(0, 2), [
      { from: '/docs/REST', to: '/docs/rest/' },
      { from: '/docs/REST/overview', to: '/docs/rest/overview/' }
    ])
    assert.ok(redirects.some((r) => r.from === '/docs/REST/circular-refs/trees-get-one' && r.to === '/docs/rest/circular-refs/trees-get-one/'))
  })
})
