/** Output (rest/generator/output.ts, redirects.ts): size budget, determinism, generated-from lines, atomic writes, redirects. */
import assert from 'node:assert/strict'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, it } from 'node:test'
import { parse as parseYaml } from 'yaml'
import { generateAll, generateAndWrite, generateSpec } from '../generator/generate'
import type { GeneratedSpec } from '../generator/generated-spec'
import { outputFolders, writeOutput } from '../generator/output'
import { SpecError } from '../generator/spec-error'
import { discoverSpecs, SPEC_SIZE_LIMIT_MB } from '../generator/specs'
import { compileMdx } from '../../tests/helpers/compile-mdx'
import { FIXTURES, configFor, fixture, operationPage } from './helpers'

describe('generator output', () => {
  let real: Promise<GeneratedSpec[]> | undefined
  const realSpecs = () => (real ??= generateAll(process.cwd(), discoverSpecs()))

  // A page carries what it renders (its expanded schemas, examples and types) and the spec's small
  // shared data (its `spec` export). Before named-schema pages, every operation page also imported the whole spec's data
  // (42 kB for session.yaml), so none came in under that. Measured compressed, as readers download
  // it: a body example is carried as the indented text the samples send too, which costs characters
  // and saves downloaded bytes (the largest page went from 4,850 to 4,592 bytes).
  it('no page of the real specs carries more than 5,000 bytes of MDX and data (gzip), its spec’s shared data included', async () => {
    for (const result of await realSpecs()) {
      const shared = Buffer.byteLength(JSON.stringify(result.data))
      assert.ok(shared <= 1500, `${result.config.file}: the data every page carries is ${shared} bytes`)
      // The changelog grows with the spec's history, not with its data.
      for (const [name, page] of [...result.pages].filter(([name]) => name !== 'changelog.mdx')) {
        const bytes = gzipSync(page).length
        assert.ok(bytes <= 5000, `${result.config.file} ${name}: ${bytes} bytes gzip`)
      }
    }
  })

  // As data of the page's props (JSON in its HTML), the spec's facts and the operation cost its JavaScript nothing.
  it('pages hand their components the spec’s facts and their own data as props, not as code of their module', async () => {
    const result = await fixture('oas31-examples')
    for (const [page, names] of [
      ['projects-create.mdx', 'spec, operation'],
      ['schemas/project.mdx', 'spec, schema'],
      ['introduction.mdx', 'spec']
    ]) {
      const compiled = await compileMdx(result.pages.get(page)!, `pages/docs/rest/x/${page}`)
      assert.match(compiled, new RegExp(`const \\{${names}\\} = props\\.page\\.data;`), page)
      assert.doesNotMatch(compiled, /^export const (spec|operation|schema)\b|^import spec\b/m, page)
    }
  })

  // The facts name one scheme: the database spec's api_key, in header access_token (site.md, restDatabase). The
  // session, management and SharePoint servers' descriptions name none, so their specs declare none.
  it('only the database spec declares a security scheme (api_key, header access_token) and only its samples send it', async () => {
    const results = await realSpecs()
    assert.deepEqual(results.map((r) => r.config.file).sort(), ['database.yaml', 'management.yaml', 'microsoft.yaml', 'session.yaml'])
    for (const result of results) {
      const { model } = result
      const declares = result.config.file === 'database.yaml'
      assert.deepEqual(Object.keys(model.securitySchemes), declares ? ['api_key'] : [], result.config.file)
      if (declares) assert.deepEqual(model.securitySchemes.api_key.apiKey, { in: 'header', name: 'access_token' }, result.config.file)
      for (const operation of model.operations) {
        assert.deepEqual(
          (operation.security ?? []).map((alternative) => alternative.map((s) => s.scheme)),
          declares ? [['api_key']] : [],
          `${result.config.file} ${operation.id}`
        )
        for (const sample of operationPage(result, operation.id).operation.codeSamples.filter((s) => !s.fromSpec))
          if (declares) assert.match(sample.source, /access_token/, `${operation.id} ${sample.label}`)
          else assert.doesNotMatch(sample.source, /access_token/, `${operation.id} ${sample.label}`)
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
    writeOutput(b, await generateAll(process.cwd(), discoverSpecs()))
    const [first, second] = [files(a), files(b)]
    assert.ok(first.size > 90, `only ${first.size} files written`)
    assert.deepEqual([...first.keys()].sort(), [...second.keys()].sort())
    for (const [name, content] of first) assert.ok(content.equals(second.get(name)!), `${name} differs between two runs`)
  })

  it('starts every generated file with a generated-from line; the download stays the same YAML', async () => {
    const results = await Promise.all(['oas31-examples', 'circular-refs'].map(fixture))
    for (const [folder, files] of outputFolders('/root', results))
      for (const [name, content] of files ?? [])
        assert.match(
          content.slice(0, 120),
          /generated from (openapi\/oas31-examples\.yaml|openapi\/circular-refs\.yaml|openapi\/\*\.yaml) — do not edit/,
          `${folder}/${name}`
        )
    const download = outputFolders('/root', results)
      .get(path.join('/root', 'public', 'openapi'))!
      .get('oas31-examples.yaml')!
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
    writeFileSync(
      path.join(root, 'openapi', 'circular-refs.yaml'),
      readFileSync(path.join(FIXTURES, 'circular-refs.yaml'), 'utf8').replace('title: Circular', 'title: Changed')
    )
    await assert.rejects(generateAndWrite(root, specs), SpecError)
    assert.deepEqual(snapshot(), before)
  })

  it('a spec over the size limit is refused at once, with the limit and how to split it, and the previous output stays', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gen-rest-'))
    cpSync(FIXTURES, path.join(root, 'openapi'), { recursive: true })
    const specs = [configFor('circular-refs')]
    await generateAndWrite(root, specs)
    const page = path.join(root, 'pages', 'docs', 'rest', 'circular-refs')
    const before = readdirSync(page).sort()
    // A Graph-sized file: valid YAML whose size alone is over the limit.
    const text = readFileSync(path.join(FIXTURES, 'circular-refs.yaml'), 'utf8')
    writeFileSync(path.join(root, 'openapi', 'circular-refs.yaml'), `${text}\n# ${'x'.repeat((SPEC_SIZE_LIMIT_MB + 1) * 2 ** 20)}\n`)
    await assert.rejects(generateAndWrite(root, specs), (error: SpecError) => {
      assert.match(
        error.message,
        new RegExp(
          `^openapi/circular-refs\\.yaml at #: the file is ${SPEC_SIZE_LIMIT_MB + 1}\\.0 MB; the generator takes specs of up to ${SPEC_SIZE_LIMIT_MB} MB\n  → Split it`
        )
      )
      return true
    })
    assert.deepEqual(readdirSync(page).sort(), before)
  })

  it('long operation id: a 228-character operationId is written as a page (its slug was too long a file name: ENAMETOOLONG)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gen-rest-'))
    const result = await fixture('long-operation-id')
    writeOutput(root, [result])
    const [operation] = result.model.operations
    assert.ok(existsSync(path.join(root, 'pages', 'docs', 'rest', 'long-operation-id', `${operation.slug}.mdx`)))
  })

  it('is atomic across folders: a swap failing midway puts back the folders already swapped', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gen-rest-'))
    const results = await Promise.all(['circular-refs', 'oas31-examples'].map(fixture))
    writeOutput(root, results)
    const listing = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) =>
        statSync(path.join(dir, name)).isDirectory() ? listing(path.join(dir, name)).map((f) => `${name}/${f}`) : [name]
      )
    const read = () => listing(root).map((f) => `${f}:${readFileSync(path.join(root, f), 'base64')}`)
    const before = read()
    const changed = await Promise.all(
      ['circular-refs', 'oas31-examples'].map((name) =>
        generateSpec(
          configFor(name),
          readFileSync(path.join(FIXTURES, `${name}.yaml`), 'utf8').replace(/title: (\w+)/, 'title: Renamed $1')
        )
      )
    )
    let renames = 0
    const failing = (from: string, to: string) => {
      // Fail once several folders are already swapped in.
      if (++renames === 5) throw new Error('disk full')
      renameSync(from, to)
    }
    assert.throws(() => writeOutput(root, changed, failing), /disk full/)
    assert.deepEqual(read(), before)
    assert.ok(
      !readdirSync(path.join(root, 'pages', 'docs', 'rest')).some((name) => name.startsWith('.')),
      'temporary folders were left behind'
    )
    assert.ok(existsSync(path.join(root, 'generated', 'rest', 'index.json')))
  })
})
