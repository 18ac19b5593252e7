/**
 * Which specs a run generates (rest/generator/specs.ts): every file in
 * openapi/, with config/rest.ts's optional entries. Adding a spec is adding
 * its file: the last test drops one into a copy of the project's inputs and
 * checks that pages, sidebar, ignore rule, dev watcher, redirects and the
 * list of specs all follow, with nothing else edited.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { pathToFileURL } from 'node:url'
import { GENERATED_PAGES } from '../../scripts/lib/generated-paths'
import { generateAndWrite, generateSpec } from '../generator/generate'
import { configFor, fixture, fixtureText } from './helpers'
import { SpecError } from '../generator/spec-error'
import { discoverSpecs, specsForRun } from '../generator/specs'

const SPEC = (title: string) => `openapi: 3.1.0
info: { title: ${title}, version: "1.0" }
servers: [{ url: https://vnv.example.org/inventory }]
paths:
  /items:
    get: { operationId: Inventory.list, summary: List the items, tags: [Items], responses: { "200": { description: The items } } }
`

/** A project root with an openapi/ folder holding these files. */
function rootWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rest-specs-'))
  mkdirSync(path.join(root, 'openapi'))
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, 'openapi', name), text)
  return root
}

describe('spec discovery', () => {
  it('every .yaml, .yml and .json file is a spec; listed ones first, in the list’s order, the others by file name', () => {
    const root = rootWith({ 'b.yaml': '', 'Pet Store.json': '', 'a.yml': '', 'notes.md': '', 'z.yaml': '' })
    const specs = discoverSpecs(root, [{ file: 'z.yaml', folder: 'zed', infoSlug: 'overview', label: 'Zed API' }])
    assert.deepEqual(specs, [
      { file: 'z.yaml', folder: 'zed', infoSlug: 'overview', label: 'Zed API' },
      // Without an entry: folder from the file name, an 'introduction' page, the label from info.title (when read).
      { file: 'Pet Store.json', folder: 'pet-store', infoSlug: 'introduction' },
      { file: 'a.yml', folder: 'a', infoSlug: 'introduction' },
      { file: 'b.yaml', folder: 'b', infoSlug: 'introduction' }
    ])
  })

  it('the project’s four specs keep their folders, introduction pages and labels (the old URLs)', () => {
    assert.deepEqual(
      discoverSpecs()
        .slice(0, 4)
        .map((s) => `${s.file} → /docs/rest/${s.folder}/${s.infoSlug}/ ${s.label}`),
      [
        'session.yaml → /docs/rest/session/infrasoft-vnv-proxy-server/ Session API',
        'microsoft.yaml → /docs/rest/microsoft/express-pnp/ SharePoint (PnP) API',
        'database.yaml → /docs/rest/database/vnv-documentation/ Database API',
        'management.yaml → /docs/rest/management/vnv-documentation/ Management API'
      ]
    )
    // Test builds add the fixtures: the hostile spec, the OpenAPI 3.2 ones and the bounded-page ones, after the project's own.
    assert.deepEqual(
      specsForRun(process.cwd(), { VNV_REST_FIXTURES: '1' })
        .slice(4)
        .map((s) => `${s.file} → /docs/rest/${s.folder}/${s.infoSlug}/`),
      [
        'hostile.yaml → /docs/rest/test-fixture-hostile/overview/',
        'query-method.yaml → /docs/rest/test-fixture-query/introduction/',
        'nested-tags.yaml → /docs/rest/test-fixture-nested-tags/introduction/',
        'token-typed-once-serves-the-api.yaml → /docs/rest/test-fixture-token/introduction/',
        'sse-item-schema.yaml → /docs/rest/test-fixture-sse/introduction/',
        'long-operation-id.yaml → /docs/rest/test-fixture-long-id/introduction/',
        'many-media-types-one-body.yaml → /docs/rest/test-fixture-media-types/introduction/'
      ]
    )
    assert.equal(specsForRun(process.cwd(), {}).length, 4)
  })

  it('an entry whose file is gone, two specs in one folder, a spec over a hand-written page: errors that say what to do', () => {
    const fails = (fn: () => unknown, message: RegExp) =>
      assert.throws(fn, (error: unknown) => error instanceof SpecError && message.test(error.message))
    fails(
      () => discoverSpecs(rootWith({}), [{ file: 'gone.yaml' }]),
      /^config\/rest\.ts at #: the entry for openapi\/gone\.yaml names a file that does not exist\n {2}→ Remove the entry or add the file\.$/
    )
    fails(
      () => discoverSpecs(rootWith({ 'shop.yaml': '', 'shop.json': '' }), []),
      /^openapi\/shop\.yaml at #: its pages would go to \/docs\/rest\/shop\/, like those of openapi\/shop\.json\n {2}→ Set its folder in config\/rest\.ts\.$/
    )
    const root = rootWith({ 'users.yaml': '' })
    mkdirSync(path.join(root, 'pages', 'docs', 'rest'), { recursive: true })
    writeFileSync(path.join(root, 'pages', 'docs', 'rest', 'users.mdx'), '# Users')
    fails(() => discoverSpecs(root, []), /the URL of a hand-written page/)
  })

  it('a spec dropped into openapi/ gets its pages, sidebar entry, ignore rule, dev-watcher rule, redirects and download; removed, its pages go', async () => {
    // The project's generator inputs (its specs, its config/rest.ts) and the REST section's hand-written _meta.ts, in a copy.
    const root = mkdtempSync(path.join(tmpdir(), 'rest-new-spec-'))
    cpSync(path.resolve('openapi'), path.join(root, 'openapi'), { recursive: true })
    mkdirSync(path.join(root, 'pages', 'docs', 'rest'), { recursive: true })
    cpSync(path.resolve('pages/docs/rest/_meta.ts'), path.join(root, 'pages', 'docs', 'rest', '_meta.ts'))
    // The only change: a new file.
    writeFileSync(path.join(root, 'openapi', 'inventory.yaml'), SPEC('Inventory API'))

    await generateAndWrite(root, discoverSpecs(root))

    // Pages: /docs/rest/inventory/, folder from the file name, introduction page by default.
    const folder = path.join(root, 'pages', 'docs', 'rest', 'inventory')
    for (const page of ['introduction.mdx', 'inventory-list.mdx', '_meta.ts']) assert.ok(existsSync(path.join(folder, page)), page)
    // Sidebar: the REST section lists it after the listed specs, labelled with its info.title.
    const meta = (await import(`${pathToFileURL(path.join(root, 'pages', 'docs', 'rest', '_meta.ts')).href}?t=${Date.now()}`))
      .default as Record<string, unknown>
    const keys = Object.keys(meta)
    assert.deepEqual(keys.slice(-2), ['management', 'inventory'])
    assert.ok(keys.indexOf('ms-g365') < keys.indexOf('session'), 'generated folders come after the hand-written pages')
    assert.equal(meta.inventory, 'Inventory API')
    // Ignore rule and dev watcher: its generated pages are ignored by git and never rerun a generator; hand-written pages are neither.
    const page = 'pages/docs/rest/inventory/inventory-list.mdx'
    const ignored = (file: string) => spawnSync('git', ['check-ignore', '--no-index', '-q', file]).status === 0
    assert.ok(ignored(page), `.gitignore does not cover ${page}`)
    assert.ok(!ignored('pages/docs/rest/overview.mdx') && !ignored('pages/docs/rest/_meta.ts'))
    assert.ok(GENERATED_PAGES.test(page))
    assert.ok(!GENERATED_PAGES.test('pages/docs/rest/overview.mdx') && !GENERATED_PAGES.test('pages/docs/rest/_meta.ts'))
    // The list of specs (/docs/openapi/) and the download (its upper-case URLs follow its pages: scripts/navigation).
    const generated = (name: string) => JSON.parse(readFileSync(path.join(root, 'generated', 'rest', name), 'utf8'))
    assert.deepEqual(
      generated('index.json').specs.map((s: { folder: string }) => s.folder),
      ['session', 'microsoft', 'database', 'management', 'inventory']
    )
    assert.match(
      readFileSync(path.join(root, 'public', 'openapi', 'inventory.yaml'), 'utf8'),
      /^# generated from openapi\/inventory\.yaml — do not edit\nopenapi: 3\.1\.0/
    )

    // Removing the file removes its pages and its sidebar entry at the next run.
    rmSync(path.join(root, 'openapi', 'inventory.yaml'))
    await generateAndWrite(root, discoverSpecs(root))
    assert.ok(!existsSync(folder))
    assert.ok(!readFileSync(path.join(root, 'generated', 'rest', 'sidebar.ts'), 'utf8').includes('inventory'))
  })

  it('a JSON spec: read like YAML, downloaded as it is (JSON has no comments)', async () => {
    const json = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      paths: { '/pets': { get: { operationId: 'Pets.list', responses: { '200': { description: 'OK' } } } } }
    })
    const root = rootWith({ 'PetStore.json': json })
    const [result] = await generateAndWrite(root, discoverSpecs(root, []))
    assert.deepEqual([result.config.folder, result.config.label], ['pet-store', 'Pets'])
    assert.ok(existsSync(path.join(root, 'pages', 'docs', 'rest', 'pet-store', 'pets-list.mdx')))
    assert.equal(readFileSync(path.join(root, 'public', 'openapi', 'PetStore.json'), 'utf8'), json)
  })
})

describe('a spec with a hand-written guide', () => {
  it('links its introduction page to the guide, so the reference and the guide name each other', async () => {
    const result = await generateSpec(
      { ...configFor('tag-grouping'), guide: { title: 'Shop service', href: '/docs/rest/shop/' } },
      fixtureText('tag-grouping')
    )
    assert.match(
      result.pages.get('introduction.mdx')!,
      /^For a walkthrough of the service, see \[Shop service\]\(\/docs\/rest\/shop\/\)\.$/m
    )
    const plain = await fixture('tag-grouping')
    assert.doesNotMatch(plain.pages.get('introduction.mdx')!, /For a walkthrough of the service/)
  })
})
