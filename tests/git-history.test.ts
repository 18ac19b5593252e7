/**
 * scripts/lib/git-history.ts: a file's commits and its versions, and many files' last commit dates, in
 * a real temporary repository; copies without history.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { fileHistory, fileVersions, lastCommitDates, parseLastCommitDates, repositoryRoot } from '../scripts/lib/git-history'
import { countingGitCalls, tempRepo } from './helpers/git-repo'

const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix))

describe('git history of a file', () => {
  const repo = tempRepo()
  const first = repo.commit('Add the spec', '2026-01-01T10:00:00Z', { 'openapi/api.yaml': 'version: 1\n', 'other.txt': 'x' })
  repo.commit('Touch another file', '2026-01-02T10:00:00Z', { 'other.txt': 'y' })
  const second = repo.commit('Change the spec: "quotes" & <angles>', '2026-01-03T10:00:00Z', { 'openapi/api.yaml': 'version: 2\n' })
  // A rename, then a change under the new name: the history follows the file.
  repo.git('mv', 'openapi/api.yaml', 'openapi/renamed.yaml')
  const third = repo.commit('Rename the spec', '2026-01-04T10:00:00Z', {})
  const fourth = repo.commit('Change it again', '2026-01-05T12:30:00+02:00', { 'openapi/renamed.yaml': 'version: 3\n' })
  after(() => repo.remove())

  it('lists the commits that changed the file, newest first, with date and the path at each', () => {
    const history = fileHistory(repo.dir, 'openapi/renamed.yaml')
    assert.ok(history.available)
    assert.deepEqual(
      history.commits.map((c) => [c.hash, c.date, c.path]),
      [
        [fourth, '2026-01-05T12:30:00+02:00', 'openapi/renamed.yaml'],
        [third, '2026-01-04T10:00:00+00:00', 'openapi/renamed.yaml'],
        [second, '2026-01-03T10:00:00+00:00', 'openapi/api.yaml'],
        [first, '2026-01-01T10:00:00+00:00', 'openapi/api.yaml']
      ]
    )
  })

  it('reads every version in one batch, at the path the file had then', () => {
    const history = fileHistory(repo.dir, 'openapi/renamed.yaml')
    assert.ok(history.available)
    const versions = fileVersions(repo.dir, history.commits)
    assert.deepEqual(
      history.commits.map((c) => versions.get(c.hash)),
      ['version: 3\n', 'version: 2\n', 'version: 2\n', 'version: 1\n']
    )
  })

  it('gives null for a commit where the file does not exist', () => {
    assert.deepEqual([...fileVersions(repo.dir, [{ hash: first, path: 'openapi/renamed.yaml' }])], [[first, null]])
  })

  it('ignores uncommitted changes: the history is of commits', () => {
    writeFileSync(path.join(repo.dir, 'openapi/renamed.yaml'), 'version: uncommitted\n')
    const history = fileHistory(repo.dir, 'openapi/renamed.yaml')
    assert.ok(history.available)
    assert.equal(history.commits.length, 4)
    repo.git('checkout', '--', 'openapi/renamed.yaml')
  })

  it('says a file never committed (or only written in the working tree) has no history', () => {
    writeFileSync(path.join(repo.dir, 'openapi/new.yaml'), 'version: 1\n')
    assert.deepEqual(fileHistory(repo.dir, 'openapi/new.yaml'), { available: false, reason: 'not-committed' })
  })

  it('says a shallow clone has no usable history (its oldest commit would look like the file’s first)', () => {
    const clone = tempDir('vnv-shallow-')
    repo.git('clone', '--quiet', '--depth=1', `file://${repo.dir}`, clone)
    assert.deepEqual(fileHistory(clone, 'openapi/renamed.yaml'), { available: false, reason: 'shallow-clone' })
    rmSync(clone, { recursive: true, force: true })
  })

  it('says a repository without any commit has no history of the file', () => {
    const empty = tempRepo()
    writeFileSync(path.join(empty.dir, 'api.yaml'), 'version: 1\n')
    assert.deepEqual(fileHistory(empty.dir, 'api.yaml'), { available: false, reason: 'not-committed' })
    empty.remove()
  })

  it('says a folder outside any repository has no history', () => {
    const dir = tempDir('vnv-no-git-')
    writeFileSync(path.join(dir, 'api.yaml'), 'version: 1\n')
    // GIT_CEILING_DIRECTORIES keeps git from finding a repository above the temporary folder.
    const ceiling = process.env.GIT_CEILING_DIRECTORIES
    process.env.GIT_CEILING_DIRECTORIES = path.dirname(dir)
    try {
      assert.deepEqual(fileHistory(dir, 'api.yaml'), { available: false, reason: 'no-repository' })
    } finally {
      if (ceiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES
      else process.env.GIT_CEILING_DIRECTORIES = ceiling
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

/** Runs `fn` with GIT_CEILING_DIRECTORIES set, so git finds no repository above `dir`. */
function outsideAnyRepository<T>(dir: string, fn: () => T): T {
  const ceiling = process.env.GIT_CEILING_DIRECTORIES
  process.env.GIT_CEILING_DIRECTORIES = path.dirname(dir)
  try {
    return fn()
  } finally {
    if (ceiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES
    else process.env.GIT_CEILING_DIRECTORIES = ceiling
  }
}

describe('last commit dates of many files', () => {
  const repo = tempRepo()
  repo.commit('Add the pages', '2026-02-01T09:00:00Z', {
    'site/pages/a.mdx': 'a1',
    'site/pages/b.mdx': 'b1',
    'site/pages/Liste é.mdx': 'accent',
    'site/pages/a*b.mdx': 'star'
  })
  repo.commit('Change page a', '2026-02-03T18:15:00+02:00', { 'site/pages/a.mdx': 'a2' })
  repo.commit('Change an unrelated file', '2026-02-05T09:00:00Z', { 'site/other.txt': 'x' })
  repo.commit('Add a page named like the pattern a*b would match', '2026-02-06T09:00:00Z', { 'site/pages/aXb.mdx': 'x' })
  after(() => repo.remove())

  it('gives each committed file the date of the last commit that changed it, with its offset', () => {
    const last = lastCommitDates(path.join(repo.dir, 'site'), ['site/pages/a.mdx', 'site/pages/b.mdx'])
    assert.ok(last.available)
    assert.deepEqual(
      [...last.dates],
      [
        ['site/pages/a.mdx', '2026-02-03T18:15:00+02:00'],
        ['site/pages/b.mdx', '2026-02-01T09:00:00+00:00']
      ]
    )
  })

  it('reads every file in one git log process, however many files', async () => {
    const files = ['site/pages/a.mdx', 'site/pages/b.mdx', 'site/pages/Liste é.mdx', 'site/pages/a*b.mdx', 'site/other.txt']
    const { result, calls } = await countingGitCalls(() => lastCommitDates(repo.dir, files))
    assert.ok(result.available)
    assert.equal(calls.filter((call) => / log /.test(` ${call} `)).length, 1, calls.join('\n'))
    assert.equal(result.dates.size, files.length)
  })

  it('takes names literally and unquoted: spaces, accents and pattern characters', () => {
    const last = lastCommitDates(repo.dir, ['site/pages/Liste é.mdx', 'site/pages/a*b.mdx'])
    assert.ok(last.available)
    // "a*b" is not a pattern: the later commit of aXb.mdx does not date it.
    assert.deepEqual([...last.dates.values()], ['2026-02-01T09:00:00+00:00', '2026-02-01T09:00:00+00:00'])
  })

  it('gives null to a file never committed, and the last commit’s date to one changed since', () => {
    writeFileSync(path.join(repo.dir, 'site/pages/new.mdx'), 'draft')
    writeFileSync(path.join(repo.dir, 'site/pages/b.mdx'), 'b, not committed yet')
    const last = lastCommitDates(repo.dir, ['site/pages/new.mdx', 'site/pages/b.mdx', 'site/pages/missing.mdx'])
    assert.ok(last.available)
    assert.deepEqual(
      [...last.dates],
      [
        ['site/pages/new.mdx', null],
        ['site/pages/b.mdx', '2026-02-01T09:00:00+00:00'],
        ['site/pages/missing.mdx', null]
      ]
    )
    repo.git('checkout', '--', 'site/pages/b.mdx')
    rmSync(path.join(repo.dir, 'site/pages/new.mdx'))
  })

  it('gives no dates in a shallow clone, whose oldest commit would date files it never changed', () => {
    const clone = tempDir('vnv-shallow-')
    repo.git('clone', '--quiet', '--depth=1', `file://${repo.dir}`, clone)
    assert.deepEqual(lastCommitDates(clone, ['site/pages/a.mdx']), { available: false, reason: 'shallow-clone' })
    // The clone still has a root: its files keep their paths.
    assert.equal(repositoryRoot(path.join(clone, 'site')), clone)
    rmSync(clone, { recursive: true, force: true })
  })

  it('gives no dates outside any repository, and null to every file of a repository without commits', () => {
    const dir = tempDir('vnv-no-git-')
    outsideAnyRepository(dir, () => {
      assert.deepEqual(lastCommitDates(dir, ['a.mdx']), { available: false, reason: 'no-repository' })
      assert.equal(repositoryRoot(dir), null)
    })
    rmSync(dir, { recursive: true, force: true })
    const empty = tempRepo()
    writeFileSync(path.join(empty.dir, 'a.mdx'), 'a')
    assert.deepEqual(lastCommitDates(empty.dir, ['a.mdx']), { available: true, dates: new Map([['a.mdx', null]]) })
    empty.remove()
  })
})

describe('parseLastCommitDates', () => {
  it('dates each file by the first (newest) record that names it; merges name none; others stay null', () => {
    const log = [
      '\x1e2026-03-03T10:00:00+00:00\0\npages/a.mdx\0pages/c.mdx\0',
      // A merge: no names.
      '\x1e2026-03-02T10:00:00+00:00\0',
      '\x1e2026-03-01T10:00:00+00:00\0\npages/a.mdx\0pages/b.mdx\0'
    ].join('')
    assert.deepEqual(
      [...parseLastCommitDates(log, ['pages/a.mdx', 'pages/b.mdx', 'pages/never.mdx'])],
      [
        ['pages/a.mdx', '2026-03-03T10:00:00+00:00'],
        ['pages/b.mdx', '2026-03-01T10:00:00+00:00'],
        ['pages/never.mdx', null]
      ]
    )
    assert.deepEqual([...parseLastCommitDates('', ['pages/a.mdx'])], [['pages/a.mdx', null]])
  })
})
