/** The REST changelog (rest/generator/changelog): the diff rules, versions → entries, badges, the page and the Atom feed. */
import assert from 'node:assert/strict'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import { parseAllDocuments } from 'yaml'
import { diffSurfaces, type Change } from '../generator/changelog/diff'
import { buildChangesFeed } from '../generator/changelog/feed'
import {
  changelogOf,
  checkBadgeDays,
  recentOperationChanges,
  specChangelog,
  type Changelog,
  type ChangelogEntry
} from '../generator/changelog/history'
import { renderChangelogPage } from '../generator/changelog/page'
import { apiSurface } from '../generator/changelog/surface'
import type { Json } from '../generator/model/json'
import { SpecError } from '../generator/spec-error'
import { tempRepo } from '../../tests/helpers/git-repo'
import { FIXTURES, assertInert, configFor, fixture, renderGenerated } from './helpers'

/** rest/fixtures/changelog/<name>.yaml holds two documents: the version before, then the version after. */
function fixturePair(name: string): [string, string] {
  const [before, after] = parseAllDocuments(readFileSync(path.join(FIXTURES, 'changelog', `${name}.yaml`), 'utf8'))
  return [before.toString(), after.toString()]
}
function diffFixture(name: string): Change[] {
  const [before, after] = parseAllDocuments(readFileSync(path.join(FIXTURES, 'changelog', `${name}.yaml`), 'utf8')).map((d) =>
    apiSurface(d.toJS() as Json)
  )
  return diffSurfaces(before, after)
}
/** The changes as "<action> <key>[!]" with their details as "  <at>: <change>[!]" (! marks breaking). */
const summary = (changes: Change[]) =>
  changes.flatMap((c) => [
    `${c.action} ${c.kind} ${c.key}${c.breaking ? '!' : ''}`,
    ...c.details.map((d) => `  ${d.at ? `${d.at}: ` : ''}${d.change}${d.values ? ` ${d.values.join(' ')}` : ''}${d.breaking ? '!' : ''}`)
  ])

describe('changelog diff rules', () => {
  const cases: [string, string[]][] = [
    ['operation-added-is-not-breaking', ['added operation DELETE /pets/{id}']],
    ['operation-removed-is-breaking', ['removed operation DELETE /pets/{id}!']],
    ['required-parameter-added-is-breaking', ['changed operation GET /pets!', '  query parameter owner: required parameter added!']],
    ['optional-parameter-added-is-not-breaking', ['changed operation GET /pets', '  query parameter owner: optional parameter added']],
    ['parameter-made-required-is-breaking', ['changed operation GET /pets!', '  query parameter limit: parameter made required!']],
    ['parameter-type-changed-is-breaking', ['changed operation GET /pets!', '  query parameter limit: type changed integer string!']],
    [
      'request-property-made-required-is-breaking',
      ['changed operation POST /pets!', '  request body (application/json).tag: property made required!']
    ],
    ['schema-property-removed-is-breaking', ['changed schema Pet!', '  name: property removed!']],
    ['optional-schema-property-added-is-not-breaking', ['changed schema Pet', '  age: optional property added']],
    ['schema-removed-is-breaking', ['removed schema Error!']],
    ['schema-property-type-changed-is-breaking', ['changed schema Pet!', '  id: type changed integer string!']],
    [
      'enum-value-removed-is-breaking',
      ['changed schema Pet!', '  status: enum value removed "sold"!', '  status: enum value added "pending"']
    ],
    [
      'description-only-change-is-not-breaking',
      [
        'changed operation GET /pets',
        '  response 200: description or other details changed',
        '  summary, description or other details changed',
        'changed schema Pet',
        '  description or other details changed'
      ]
    ],
    ['error-response-removed-is-not-breaking', ['changed operation GET /pets', '  response 500: response removed']],
    ['success-response-removed-is-breaking', ['changed operation POST /pets!', '  response 202: success response removed!']],
    ['security-changed-is-breaking', ['changed operation GET /pets!', '  authentication requirements changed!']],
    ['shared-parameter-made-required-is-breaking', ['changed operation GET /pets!', '  query parameter page: parameter made required!']]
  ]
  for (const [name, expected] of cases) it(name.replace(/-/g, ' '), () => assert.deepEqual(summary(diffFixture(name)), expected))

  it('finds no change between a version and itself', () => {
    const [before] = fixturePair('schema-removed-is-breaking')
    const doc = parseAllDocuments(before)[0].toJS() as Json
    assert.deepEqual(diffSurfaces(apiSurface(doc), apiSurface(structuredClone(doc))), [])
  })
})

const commit = (n: number, date: string, subject = `commit ${n}`): ChangelogEntry['commit'] => ({
  hash: `${n}`.repeat(40).slice(0, 40),
  shortHash: `${n}`.repeat(7),
  date,
  subject
})

describe('changelog of versions', () => {
  const [v1, v2] = fixturePair('operation-removed-is-breaking')

  it('says the first commit added the spec, then lists each commit’s changes, newest first', async () => {
    const entries = await changelogOf('openapi/pets.yaml', [
      { commit: commit(1, '2026-01-01T10:00:00Z'), text: v1 },
      { commit: commit(2, '2026-01-02T10:00:00Z'), text: v2 }
    ])
    assert.deepEqual(
      entries.map((e) => e.status),
      ['changed', 'added']
    )
    assert.deepEqual(entries[1].counts, { operations: 2, schemas: 1 })
    assert.deepEqual(summary(entries[0].changes), ['removed operation DELETE /pets/{id}!'])
  })

  it('marks a version that cannot be read and compares the next one with the last readable version', async () => {
    const entries = await changelogOf('openapi/pets.yaml', [
      { commit: commit(1, '2026-01-01T10:00:00Z'), text: v1 },
      { commit: commit(2, '2026-01-02T10:00:00Z'), text: 'openapi: 3.1.0\npaths: [unclosed' },
      { commit: commit(3, '2026-01-03T10:00:00Z'), text: 'swagger: "9"' },
      { commit: commit(4, '2026-01-04T10:00:00Z'), text: null },
      { commit: commit(5, '2026-01-05T10:00:00Z'), text: v2 }
    ])
    assert.deepEqual(
      entries.map((e) => e.status),
      ['changed', 'unreadable', 'unreadable', 'unreadable', 'added']
    )
    assert.match(entries[3].reason!, /YAML syntax error/)
    assert.match(entries[2].reason!, /unsupported "swagger" version/)
    assert.equal(entries[1].reason, 'the file does not exist at this commit')
    assert.deepEqual(summary(entries[0].changes), ['removed operation DELETE /pets/{id}!'])
  })

  it('calls the first readable version, after unreadable ones, the first one that could be read', async () => {
    const entries = await changelogOf('openapi/pets.yaml', [
      { commit: commit(1, '2026-01-01T10:00:00Z'), text: ': : :' },
      { commit: commit(2, '2026-01-02T10:00:00Z'), text: v2 }
    ])
    assert.deepEqual(
      entries.map((e) => e.status),
      ['first-readable', 'unreadable']
    )
  })

  it('reads Swagger 2.0 versions through the converter', async () => {
    const swagger =
      'swagger: "2.0"\ninfo: {title: T, version: "1"}\npaths:\n  /a:\n    get:\n      responses:\n        "200": {description: ok}\n'
    const entries = await changelogOf('openapi/a.yaml', [{ commit: commit(1, '2026-01-01T10:00:00Z'), text: swagger }])
    assert.deepEqual(entries[0].counts, { operations: 1, schemas: 0 })
  })
})

describe('changelog from a repository', () => {
  it('reads a spec’s commits from git: added, a version that cannot be read, then changes against the last readable one', async () => {
    const [v1, v2] = fixturePair('operation-removed-is-breaking')
    const repo = tempRepo()
    try {
      repo.commit('Add the pets API', '2026-02-01T09:00:00Z', { 'openapi/pets.yaml': v1 })
      repo.commit('Break the YAML', '2026-02-02T09:00:00Z', { 'openapi/pets.yaml': 'openapi: 3.1.0\npaths: [' })
      repo.commit('Remove pet deletion', '2026-02-03T09:00:00Z', { 'openapi/pets.yaml': v2 })
      const changelog = await specChangelog(repo.dir, 'openapi/pets.yaml')
      assert.ok(changelog.available)
      assert.deepEqual(
        changelog.entries.map((e) => [e.commit.subject, e.status, summary(e.changes)]),
        [
          ['Remove pet deletion', 'changed', ['removed operation DELETE /pets/{id}!']],
          ['Break the YAML', 'unreadable', []],
          ['Add the pets API', 'added', []]
        ]
      )
    } finally {
      repo.remove()
    }
  })

  it('reads each commit’s version once: later runs take it from the cache, and a damaged cache file is read again', async () => {
    const [v1, v2] = fixturePair('operation-removed-is-breaking')
    const repo = tempRepo()
    const cacheDir = path.join(repo.dir, '.cache', 'rest-changelog')
    try {
      repo.commit('Add the pets API', '2026-02-01T09:00:00Z', { 'openapi/pets.yaml': v1 })
      repo.commit('Remove pet deletion', '2026-02-03T09:00:00Z', { 'openapi/pets.yaml': v2 })
      const first = await specChangelog(repo.dir, 'openapi/pets.yaml')
      const files = readdirSync(cacheDir).sort()
      assert.equal(files.length, 2)
      // What the cache says is what a run uses: its files stand for the versions.
      writeFileSync(path.join(cacheDir, files[0]), JSON.stringify({ value: { reason: 'from the cache' } }))
      writeFileSync(path.join(cacheDir, files[1]), '{ damaged')
      const second = await specChangelog(repo.dir, 'openapi/pets.yaml')
      assert.ok(first.available && second.available)
      const reasons = second.entries.map((e) => e.reason ?? e.status)
      assert.equal(reasons.filter((r) => r === 'from the cache').length, 1)
      assert.equal(reasons.length, 2)
      // The damaged file was read again from git and written back whole.
      assert.doesNotThrow(() => JSON.parse(readFileSync(path.join(cacheDir, files[1]), 'utf8')))
    } finally {
      repo.remove()
    }
  })

  it('says why when the spec has no history in this copy', async () => {
    const repo = tempRepo()
    try {
      writeFileSync(path.join(repo.dir, 'pets.yaml'), 'openapi: 3.1.0\n')
      assert.deepEqual(await specChangelog(repo.dir, 'pets.yaml'), { available: false, reason: 'the file has not been committed yet' })
    } finally {
      repo.remove()
    }
  })
})

describe('"changed on" badges', () => {
  const change = (key: string, action: Change['action']): Change => ({ kind: 'operation', action, key, breaking: false, details: [] })
  const entry = (n: number, date: string, changes: Change[], status: ChangelogEntry['status'] = 'changed'): ChangelogEntry => ({
    commit: commit(n, date),
    status,
    changes
  })
  const changelog: Changelog = {
    available: true,
    entries: [
      entry(4, '2026-03-31T12:00:00Z', [change('GET /a', 'changed'), change('GET /gone', 'removed')]),
      entry(3, '2026-03-02T12:00:00Z', [change('POST /b', 'added'), change('GET /a', 'changed')]),
      entry(2, '2026-02-28T12:00:00Z', [change('GET /c', 'changed')]),
      entry(1, '2026-01-01T12:00:00Z', [], 'added')
    ]
  }

  it('mark operations whose last change is within N days of the spec’s latest commit, not of the build date', () => {
    const recent = recentOperationChanges(changelog, 30)
    assert.deepEqual(
      [...recent].map(([key, { action, entry }]) => `${key} ${action} ${entry.commit.shortHash}`),
      ['GET /a changed 4444444', 'POST /b added 3333333']
    )
  })

  it('are off with 0 days and when the history is not available', () => {
    assert.equal(recentOperationChanges(changelog, 0).size, 0)
    assert.equal(recentOperationChanges({ available: false, reason: 'x' }, 30).size, 0)
  })

  it('take a whole number of days from 0 to 3650 from config/rest.ts', () => {
    assert.equal(checkBadgeDays(30), 30)
    for (const bad of [-1, 1.5, 3651, Number.NaN])
      assert.throws(
        () => checkBadgeDays(bad),
        (error: SpecError) => error.file === 'config/rest.ts' && /restChangeBadgeDays/.test(error.message)
      )
  })
})

describe('changelog page and feed', () => {
  const hostileSubject = 'Fix {danger} <script>alert(1)</script> import x from "y"'
  async function petsChangelog(): Promise<Changelog> {
    const [v1, v2] = fixturePair('operation-removed-is-breaking')
    return {
      available: true,
      entries: await changelogOf('openapi/pets.yaml', [
        { commit: commit(1, '2026-01-01T10:00:00Z'), text: v2 },
        { commit: commit(2, '2026-01-02T10:00:00Z'), text: v1 },
        { commit: commit(3, '2026-01-03T10:00:00Z', hostileSubject), text: v2 }
      ])
    }
  }

  it('lists each commit under an anchored heading; removed operations are text, others link to their page', async () => {
    const { model, config } = await fixture('tag-grouping')
    // An operation the current spec has: make the fixture's first operation the one the history removes and re-adds.
    const op = model.operations[0]
    const key = `${op.method.toUpperCase()} ${op.path}`
    const changelog = await petsChangelog()
    const entries = changelog.available ? changelog.entries : []
    for (const e of entries) for (const c of e.changes) if (c.key === 'DELETE /pets/{id}') c.key = key
    const page = renderChangelogPage(changelog, model, config, new Map())
    assert.match(page, /^## 2026-01-03 · 3333333 \[#commit-3333333\]$/m)
    assert.match(page, /^## 2026-01-01 · 1111111 \[#commit-1111111\]$/m)
    assert.match(page, /The spec was added, with 1 operation and 1 named schema\./)
    // Removed: code, no link; added: a link to the operation's page.
    assert.ok(page.includes(`- Removed: \`${key}\``))
    assert.match(page, new RegExp(`- Added: \\[[^\\]]+\\]\\(/docs/rest/tag-grouping/${op.slug}/\\)`))
    assert.match(page, /<strong className="vnv-breaking">Breaking<\/strong>/)
    // The commit subject is data: escaped text, never markup or an ESM line.
    assert.ok(!page.includes('<script>'))
    assert.ok(!page.includes('{danger}'))
    assert.ok(page.includes('Fix \\{danger\\} \\<script\\>alert\\(1\\)\\<\\/script\\>'))
    assert.match(page, /^## What counts as breaking \[#what-counts-as-breaking\]$/m)
    // Compiled and rendered, the subject shows as written and nothing in it became an element.
    const html = await renderGenerated(page)
    assertInert(html, 'changelog page')
    const body = new JSDOM(html).window.document.body
    assert.ok(body.textContent!.includes(hostileSubject))
    assert.equal(body.querySelectorAll('strong.vnv-breaking').length >= 2, true)
    assert.equal(body.querySelectorAll(`a[href="/docs/rest/tag-grouping/${op.slug}/"]`).length, 1)
  })

  it('a named schema the spec still has links to its schema page; a removed one is text', async () => {
    const { model, config } = await fixture('tag-grouping')
    const schemaChange = (key: string, action: Change['action']): Change => ({ kind: 'schema', action, key, breaking: false, details: [] })
    const changelog: Changelog = {
      available: true,
      entries: [
        {
          commit: commit(5, '2026-01-05T10:00:00Z'),
          status: 'changed',
          counts: { operations: 0, schemas: 0 },
          changes: [schemaChange('Pet', 'changed'), schemaChange('Gone', 'removed')]
        }
      ]
    } as Changelog
    const page = renderChangelogPage(changelog, model, config, new Map([['Pet', 'pet']]))
    assert.ok(page.includes('- Changed: [`Pet`](/docs/rest/tag-grouping/schemas/pet/)'), page)
    assert.ok(page.includes('- Removed: `Gone`'), page)
  })

  it('says when the history is not available in this copy', async () => {
    const { model, config } = await fixture('tag-grouping')
    const page = renderChangelogPage(
      { available: false, reason: 'this copy is a shallow clone, whose history is cut short' },
      model,
      config,
      new Map()
    )
    assert.match(page, /The history of `openapi\/tag-grouping\.yaml` is not available in this copy: this copy is a shallow clone/)
    assert.doesNotMatch(page, /^## 20/m)
  })

  it('the Atom feed has one entry per commit across specs, newest first, with absolute links and escaped text', async () => {
    const pets = { ...(await fixture('tag-grouping')), changelog: await petsChangelog() }
    const other = {
      ...(await fixture('summary-less-operation')),
      config: { ...configFor('summary-less-operation'), label: 'Other API' },
      changelog: {
        available: true,
        entries: [
          {
            commit: commit(9, '2026-01-02T12:00:00Z', 'Other spec added'),
            status: 'added',
            counts: { operations: 1, schemas: 0 },
            changes: []
          }
        ]
      } as Changelog
    }
    const xml = buildChangesFeed([pets, other, { ...pets, changelog: { available: false, reason: 'no history' } }], {
      title: 'VnV Tools',
      url: 'https://example.org',
      baseUrl: '/docs-base',
      copyright: '©'
    })
    const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document
    assert.equal(doc.documentElement.namespaceURI, 'http://www.w3.org/2005/Atom')
    const entries = [...doc.querySelectorAll('entry')]
    assert.deepEqual(
      entries.map((e) => e.querySelector('link')!.getAttribute('href')),
      [
        'https://example.org/docs-base/docs/rest/tag-grouping/changelog/#commit-3333333',
        'https://example.org/docs-base/docs/rest/summary-less-operation/changelog/#commit-9999999',
        'https://example.org/docs-base/docs/rest/tag-grouping/changelog/#commit-2222222',
        'https://example.org/docs-base/docs/rest/tag-grouping/changelog/#commit-1111111'
      ]
    )
    assert.equal(doc.querySelector('feed > updated')!.textContent, '2026-01-03T10:00:00.000Z')
    assert.equal(doc.querySelector('feed > link[rel="self"]')!.getAttribute('href'), 'https://example.org/docs-base/openapi/changes.xml')
    // The title is HTML (type="html"): the subject's markup arrives as text, and the breaking count is said.
    const title = entries[0].querySelector('title')!
    assert.equal(title.getAttribute('type'), 'html')
    const titleText = new JSDOM(title.textContent!).window.document.body
    assert.equal(titleText.querySelector('script'), null)
    assert.equal(titleText.textContent, `tag-grouping: ${hostileSubject} (1 breaking)`)
    const content = new JSDOM(entries[0].querySelector('content')!.textContent!).window.document.body
    assert.equal(content.querySelector('script'), null)
    assert.ok(content.textContent!.includes('Removed DELETE /pets/{id} — Delete a pet Breaking'), content.textContent!)
  })
})
