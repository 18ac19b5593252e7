/** The REST changelog (rest/generator/changelog): the diff rules, commits → versions → changes, notes, badges, the page and the Atom feed. */
import assert from 'node:assert/strict'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import { parseAllDocuments } from 'yaml'
import { diffSurfaces, type Change } from '../generator/changelog/diff'
import { buildChangesFeed } from '../generator/changelog/feed'
import {
  changelogFromCommits,
  checkBadgeDays,
  readCommit,
  recentOperationChanges,
  specChangelog,
  type Changelog,
  type VersionEntry
} from '../generator/changelog/history'
import { changelogNotes, withNotes } from '../generator/changelog/notes'
import { renderChangelogPage } from '../generator/changelog/page'
import { generateSpec } from '../generator/generate'
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

/**
 * openapi/pets.yaml at one commit: its `version`, a description (documentation only), and which
 * operations it has; `notes` is YAML added under `info` (info.x-changelog).
 */
function petsSpec(version: string, { description = 'Pets.', deletable = true, creatable = false, notes = '' } = {}): string {
  return [
    'openapi: 3.1.0',
    'info:',
    '  title: Pets',
    `  version: ${JSON.stringify(version)}`,
    `  description: ${JSON.stringify(description)}`,
    ...(notes ? [notes] : []),
    'paths:',
    '  /pets:',
    '    get:',
    '      operationId: listPets',
    '      summary: List pets',
    '      responses:',
    "        '200': {description: The pets.}",
    ...(creatable
      ? [
          '    post:',
          '      operationId: createPet',
          '      summary: Create a pet',
          '      responses:',
          "        '201': {description: Created.}"
        ]
      : []),
    ...(deletable
      ? [
          '  /pets/{id}:',
          '    delete:',
          '      operationId: deletePet',
          '      summary: Delete a pet',
          '      parameters:',
          '        - {name: id, in: path, required: true, schema: {type: integer}}',
          '      responses:',
          "        '204': {description: Deleted.}"
        ]
      : []),
    ''
  ].join('\n')
}

const PETS = 'openapi/pets.yaml'
const petsConfig = { file: 'pets.yaml', folder: 'pets', infoSlug: 'introduction', label: 'Pets' }
const SITE = { title: 'VnV Tools', url: 'https://example.org', baseUrl: '/docs-base', copyright: '©' }
/** A commit subject a reader must never see: it describes an edit of this repository, and it is hostile. */
const SUBJECT = 'fix typo <script>alert(1)</script>'
const BREAKING_MARK = '<strong className="vnv-breaking">Breaking</strong>'
/** The page's sections by heading (`## …` up to the next one). */
const sections = (page: string) => page.split(/^(?=## )/m).slice(1)

/** Version 1, corrected twice, then version 2 (DELETE removed, POST added), corrected once. Every subject is SUBJECT. */
function twoVersionRepo() {
  const repo = tempRepo()
  repo.commit(SUBJECT, '2026-02-01T09:00:00Z', { [PETS]: petsSpec('1') })
  repo.commit(SUBJECT, '2026-02-02T09:00:00Z', { [PETS]: petsSpec('1', { description: 'Pets, corrected.' }) })
  repo.commit(SUBJECT, '2026-02-10T09:00:00Z', { [PETS]: petsSpec('2', { deletable: false, creatable: true }) })
  repo.commit(SUBJECT, '2026-02-12T09:00:00Z', {
    [PETS]: petsSpec('2', { deletable: false, creatable: true, description: 'Pets, corrected again.' })
  })
  return repo
}

describe('changelog of a spec’s versions', () => {
  it('a history of documentation edits under one version shows no API change and no badge, and says which version it starts from', async () => {
    const repo = tempRepo()
    try {
      repo.commit(SUBJECT, '2026-02-01T09:00:00Z', { [PETS]: petsSpec('3') })
      repo.commit(SUBJECT, '2026-02-03T09:00:00Z', { [PETS]: petsSpec('3', { description: 'Pets, corrected.' }) })
      // Even an operation dropped under the same version is a correction of the documentation, not a change of the API.
      repo.commit(SUBJECT, '2026-02-05T09:00:00Z', { [PETS]: petsSpec('3', { deletable: false }) })
      const changelog = await specChangelog(repo.dir, PETS, path.join(repo.dir, 'cache'))
      assert.ok(changelog.available)
      assert.deepEqual(
        changelog.versions.map(({ version, date, previous, changes }) => ({ version, date, previous, changes })),
        [{ version: '3', date: '2026-02-01T09:00:00+00:00', previous: undefined, changes: [] }]
      )
      assert.equal(recentOperationChanges(changelog, 3650).size, 0)

      const result = await generateSpec(petsConfig, petsSpec('3', { deletable: false }), repo.dir)
      const page = result.pages.get('changelog.mdx')!
      const [version, rules] = sections(page)
      assert.match(version, /^## Version 3 · 1 February 2026 \[#version-3\]$/m)
      assert.ok(
        version.includes('The changelog starts from version `3`, first committed on 1 February 2026, with 1 operation and 0 named schemas.')
      )
      assert.ok(version.includes('There is no later version, so there are no API changes to list.'))
      assert.ok(!version.includes(BREAKING_MARK))
      assert.match(rules, /^## What counts as breaking/)
      for (const [name, mdx] of result.pages) assert.doesNotMatch(mdx, /ChangedBadge/, name)
    } finally {
      repo.remove()
    }
  })

  it('two versions show the changes between them, dated by the newer version’s first commit, breaking marked only there', async () => {
    const repo = twoVersionRepo()
    try {
      const changelog = await specChangelog(repo.dir, PETS, path.join(repo.dir, 'cache'))
      assert.ok(changelog.available)
      assert.deepEqual(
        changelog.versions.map((v) => [v.version, v.anchor, v.date, v.previous ?? null, summary(v.changes)]),
        [
          ['2', 'version-2', '2026-02-10T09:00:00+00:00', '1', ['added operation POST /pets', 'removed operation DELETE /pets/{id}!']],
          ['1', 'version-1', '2026-02-01T09:00:00+00:00', null, []]
        ]
      )
      assert.equal(changelog.lastCommitDate, '2026-02-12T09:00:00+00:00')

      const result = await generateSpec(petsConfig, petsSpec('2', { deletable: false, creatable: true }), repo.dir)
      const [newer, older] = sections(result.pages.get('changelog.mdx')!)
      assert.match(newer, /^## Version 2 · 10 February 2026 \[#version-2\]$/m)
      assert.ok(newer.includes('Changes from version `1`: 2 changes, 1 of them breaking.'))
      assert.ok(newer.includes('- Added: [POST \\/pets](/docs/rest/pets/create-pet/) — Create a pet\n'))
      assert.ok(newer.includes(`- Removed: \`DELETE /pets/{id}\` — Delete a pet ${BREAKING_MARK}`))
      assert.match(older, /^## Version 1 · 1 February 2026 \[#version-1\]$/m)
      assert.ok(!older.includes(BREAKING_MARK))
      // The operation the newer version added carries a badge leading to that version.
      assert.match(
        result.pages.get('create-pet.mdx')!,
        /^export const changed = \{"action":"added","day":"2026-02-10","href":"\/docs\/rest\/pets\/changelog\/#version-2"\}$/m
      )
      assert.doesNotMatch(result.pages.get('list-pets.mdx')!, /ChangedBadge/)
    } finally {
      repo.remove()
    }
  })

  it('commit subjects never reach the pages or the feed', async () => {
    const repo = twoVersionRepo()
    try {
      const result = await generateSpec(petsConfig, petsSpec('2', { deletable: false, creatable: true }), repo.dir)
      const feed = buildChangesFeed([result], SITE)
      for (const [name, text] of [...result.pages, ['changes.xml', feed]]) {
        assert.ok(!text.includes('fix typo'), `${name} shows a commit subject`)
        assert.ok(!text.includes('alert(1)'), `${name} shows a commit subject`)
      }
    } finally {
      repo.remove()
    }
  })

  it('commits under one version are read as its last one; a version string seen again starts a new entry', () => {
    const surface = (...paths: string[]) => apiSurface({ paths: Object.fromEntries(paths.map((p) => [p, { get: { responses: {} } }])) })
    const changelog = changelogFromCommits([
      { date: '2026-01-01T00:00:00Z', read: { version: '1.0', surface: surface('/a') } },
      { date: '2026-01-02T00:00:00Z', read: { reason: 'YAML syntax error' } },
      { date: '2026-01-03T00:00:00Z', read: { version: '1.0', surface: surface('/a', '/b') } },
      { date: '2026-01-04T00:00:00Z', read: { version: '1-0', surface: surface('/a', '/b') } },
      { date: '2026-01-05T00:00:00Z', read: { version: '1.0', surface: surface('/a', '/b') } }
    ])
    assert.deepEqual(
      changelog.versions.map((v) => [v.version, v.anchor, v.date.slice(0, 10), v.counts ?? null, v.changes.length]),
      [
        ['1.0', 'version-1-0-3', '2026-01-05', null, 0],
        ['1-0', 'version-1-0-2', '2026-01-04', null, 0],
        ['1.0', 'version-1-0', '2026-01-01', { operations: 2, schemas: 0 }, 0]
      ]
    )
    assert.equal(changelog.unreadable, 1)
  })

  it('reads a commit’s version and surface; one that cannot be read says why', async () => {
    const [v1] = fixturePair('operation-removed-is-breaking')
    const read = await readCommit(PETS, v1)
    assert.ok('version' in read)
    assert.equal(read.version, '1')
    assert.deepEqual(Object.keys(read.surface.operations), ['GET /pets', 'DELETE /pets/{id}'])
    assert.match(((await readCommit(PETS, 'openapi: 3.1.0\npaths: [unclosed')) as { reason: string }).reason, /YAML syntax error/)
    assert.deepEqual(await readCommit(PETS, null), { reason: 'the file does not exist at this commit' })
    assert.match(((await readCommit(PETS, 'swagger: "9"')) as { reason: string }).reason, /unsupported "swagger" version/)
    assert.deepEqual(await readCommit(PETS, 'openapi: 3.1.0\ninfo: {title: T}\npaths: {}\n'), { reason: 'it has no info.version' })
    const swagger =
      'swagger: "2.0"\ninfo: {title: T, version: "7"}\npaths:\n  /a:\n    get:\n      responses:\n        "200": {description: ok}\n'
    const upgraded = await readCommit('openapi/a.yaml', swagger)
    assert.ok('version' in upgraded && upgraded.version === '7' && Object.keys(upgraded.surface.operations).length === 1)
  })

  it('reads each commit once: later runs take it from the cache, and a damaged cache file is read again', async () => {
    const repo = twoVersionRepo()
    const cacheDir = path.join(repo.dir, '.cache', 'rest-changelog')
    try {
      await specChangelog(repo.dir, PETS)
      const files = readdirSync(cacheDir).sort()
      assert.equal(files.length, 4)
      // What the cache says is what a run uses: its files stand for the commits.
      writeFileSync(path.join(cacheDir, files[0]), JSON.stringify({ value: { reason: 'from the cache' } }))
      writeFileSync(path.join(cacheDir, files[1]), '{ damaged')
      const second = await specChangelog(repo.dir, PETS)
      assert.ok(second.available)
      assert.equal(second.unreadable, 1)
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

describe('notes for readers (info.x-changelog)', () => {
  const HOSTILE_NOTE = 'Owners {danger} <script>alert("note")</script> <b>bold</b> import x from "y"'
  // A note that starts like an ESM line must not become one either.
  const ESM_NOTE = 'import y from "z" {older}'
  const notesYaml = `  x-changelog:\n    "2": ${JSON.stringify(HOSTILE_NOTE)}\n    "1": ${JSON.stringify(ESM_NOTE)}`

  it('a version’s note is shown on the page and in the feed as text, never as markup', async () => {
    const repo = twoVersionRepo()
    try {
      const result = await generateSpec(petsConfig, petsSpec('2', { deletable: false, creatable: true, notes: notesYaml }), repo.dir)
      assert.deepEqual(result.model.warnings, [])
      const page = result.pages.get('changelog.mdx')!
      const [newer, older] = sections(page)
      assert.ok(
        newer.includes(String.raw`Owners \{danger\} \<script\>alert\(\"note\"\)\<\/script\> \<b\>bold\<\/b\> import x from \"y\"`),
        newer
      )
      assert.doesNotMatch(older, /^import/m)
      const html = await renderGenerated(page)
      assertInert(html, 'changelog page')
      const text = new JSDOM(html).window.document.body.textContent!
      assert.ok(text.includes(HOSTILE_NOTE) && text.includes(ESM_NOTE))

      const feed = new JSDOM(buildChangesFeed([result], SITE), { contentType: 'application/xml' }).window.document
      const content = new JSDOM(feed.querySelector('entry content')!.textContent!).window.document.body
      assertInert(content.innerHTML, 'feed entry')
      assert.ok(content.textContent!.includes(HOSTILE_NOTE))
    } finally {
      repo.remove()
    }
  })

  it('a note for a version the history does not have is a warning, unless it is the current version', async () => {
    const repo = twoVersionRepo()
    try {
      const notes = '  x-changelog:\n    "3": Not committed yet.\n    "9": A typo.'
      const result = await generateSpec(petsConfig, petsSpec('3', { deletable: false, creatable: true, notes }), repo.dir)
      assert.deepEqual(result.model.warnings, [
        'openapi/pets.yaml at #/info/x-changelog/9: x-changelog has a note for version "9", which no committed version of the spec has'
      ])
    } finally {
      repo.remove()
    }
  })

  it('a wrong shape is an error naming the file and the place', () => {
    const fails = (value: unknown, at: string, problem: RegExp) =>
      assert.throws(
        () => changelogNotes({ info: { version: '1', 'x-changelog': value } }, PETS),
        (error: SpecError) => error.file === PETS && error.message.includes(` at ${at}: `) && problem.test(error.problem)
      )
    fails(['a note'], '#/info/x-changelog', /x-changelog is a list, not a map of versions to notes/)
    fails({ '2': 42 }, '#/info/x-changelog/2', /the note of version "2" is a number, not text/)
    fails({ '1.0': ' ' }, '#/info/x-changelog/1.0', /the note of version "1\.0" is empty/)
    assert.deepEqual([...changelogNotes({ info: { 'x-changelog': { '2': 'Two.' } } }, PETS)], [['2', 'Two.']])
    assert.equal(changelogNotes({ info: {} }, PETS).size, 0)
  })

  it('are not shown when the history is not available', () => {
    const unavailable: Changelog = { available: false, reason: 'no history' }
    assert.deepEqual(withNotes(unavailable, new Map([['1', 'x']]), PETS, '1'), { changelog: unavailable, warnings: [] })
  })
})

const version = (v: string, date: string, changes: Change[], previous?: string): VersionEntry => ({
  version: v,
  anchor: `version-${v}`,
  date,
  ...(previous ? { previous } : { counts: { operations: 1, schemas: 0 } }),
  changes
})
const opChange = (key: string, action: Change['action'], breaking = false): Change => ({
  kind: 'operation',
  action,
  key,
  breaking,
  details: []
})

describe('"changed on" badges', () => {
  const changelog = (lastCommitDate: string): Changelog => ({
    available: true,
    versions: [
      version(
        '2',
        '2026-03-01T12:00:00Z',
        [opChange('GET /a', 'changed'), opChange('POST /b', 'added'), opChange('GET /gone', 'removed', true)],
        '1'
      ),
      version('1', '2026-01-01T12:00:00Z', [])
    ],
    lastCommitDate,
    unreadable: 0
  })

  it('mark operations added or changed by the latest version, within N days of its first commit, counted to the spec’s latest commit', () => {
    const recent = recentOperationChanges(changelog('2026-03-31T12:00:00Z'), 30)
    assert.deepEqual(
      [...recent].map(([key, { action, entry }]) => `${key} ${action} ${entry.anchor}`),
      ['GET /a changed version-2', 'POST /b added version-2']
    )
    assert.equal(recentOperationChanges(changelog('2026-03-31T12:00:01Z'), 30).size, 0)
  })

  it('are off with 0 days, with one version only, and when the history is not available', () => {
    assert.equal(recentOperationChanges(changelog('2026-03-01T12:00:00Z'), 0).size, 0)
    const one: Changelog = {
      available: true,
      versions: [version('1', '2026-01-01T12:00:00Z', [])],
      lastCommitDate: '2026-01-01T12:00:00Z',
      unreadable: 0
    }
    assert.equal(recentOperationChanges(one, 30).size, 0)
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
  it('removed operations are text, others link to their page; a named schema the spec still has links to its page', async () => {
    const { model, config } = await fixture('tag-grouping')
    const op = model.operations[0]
    const key = `${op.method.toUpperCase()} ${op.path}`
    const schema = (name: string, action: Change['action']): Change => ({
      kind: 'schema',
      action,
      key: name,
      breaking: action === 'removed',
      details: []
    })
    const changelog: Changelog = {
      available: true,
      versions: [
        version(
          '2',
          '2026-01-05T10:00:00Z',
          [opChange(key, 'added'), opChange('DELETE /gone', 'removed', true), schema('Pet', 'changed'), schema('Gone', 'removed')],
          '1'
        ),
        version('1', '2026-01-01T10:00:00Z', [])
      ],
      lastCommitDate: '2026-01-05T10:00:00Z',
      unreadable: 2
    }
    const page = renderChangelogPage(changelog, model, config, new Map([['Pet', 'pet']]))
    assert.match(page, new RegExp(`^- Added: \\[[^\\]]+\\]\\(/docs/rest/tag-grouping/${op.slug}/\\)$`, 'm'))
    assert.ok(page.includes(`- Removed: \`DELETE /gone\` ${BREAKING_MARK}`))
    assert.ok(page.includes('- Changed: [`Pet`](/docs/rest/tag-grouping/schemas/pet/)'), page)
    assert.ok(page.includes(`- Removed: \`Gone\` ${BREAKING_MARK}`), page)
    assert.ok(page.includes('2 commits of `openapi/tag-grouping.yaml` could not be read as OpenAPI and are left out.'))
    assert.doesNotMatch(page, /No later version/)
    const html = await renderGenerated(page)
    assertInert(html, 'changelog page')
    const body = new JSDOM(html).window.document.body
    assert.equal(body.querySelectorAll(`a[href="/docs/rest/tag-grouping/${op.slug}/"]`).length, 1)
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
    assert.doesNotMatch(page, /^## Version/m)
  })

  it('the Atom feed has one entry per new version across specs, newest first, with absolute links; a starting version is no entry', async () => {
    const pets = {
      ...(await fixture('tag-grouping')),
      changelog: {
        available: true,
        versions: [
          version('3', '2026-01-03T10:00:00Z', [opChange('DELETE /pets/{id}', 'removed', true)], '2'),
          version('2', '2026-01-02T10:00:00Z', [opChange('GET /pets', 'changed')], '1'),
          version('1', '2026-01-01T10:00:00Z', [])
        ],
        lastCommitDate: '2026-01-04T10:00:00Z',
        unreadable: 0
      } as Changelog
    }
    const other = {
      ...(await fixture('summary-less-operation')),
      config: { ...configFor('summary-less-operation'), label: 'Other API' },
      changelog: {
        available: true,
        versions: [version('1.0', '2026-01-05T12:00:00Z', [])],
        lastCommitDate: '2026-01-05T12:00:00Z',
        unreadable: 0
      } as Changelog
    }
    const xml = buildChangesFeed([pets, other, { ...pets, changelog: { available: false, reason: 'no history' } }], SITE)
    const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document
    assert.equal(doc.documentElement.namespaceURI, 'http://www.w3.org/2005/Atom')
    const entries = [...doc.querySelectorAll('entry')]
    assert.deepEqual(
      entries.map((e) => e.querySelector('link')!.getAttribute('href')),
      [
        'https://example.org/docs-base/docs/rest/tag-grouping/changelog/#version-3',
        'https://example.org/docs-base/docs/rest/tag-grouping/changelog/#version-2'
      ]
    )
    // The feed is as new as the newest version of any spec, a starting one included.
    assert.equal(doc.querySelector('feed > updated')!.textContent, '2026-01-05T12:00:00.000Z')
    assert.equal(doc.querySelector('feed > link[rel="self"]')!.getAttribute('href'), 'https://example.org/docs-base/openapi/changes.xml')
    assert.equal(entries[0].querySelector('title')!.textContent, 'tag-grouping: version 3 (1 breaking)')
    const content = new JSDOM(entries[0].querySelector('content')!.textContent!).window.document.body
    assert.ok(content.textContent!.includes('Changes from version 2: 1 change, 1 of them breaking.'), content.textContent!)
    assert.ok(content.textContent!.includes('Removed DELETE /pets/{id} Breaking'), content.textContent!)
  })
})
