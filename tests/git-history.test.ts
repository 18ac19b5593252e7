/** scripts/lib/git-history.ts: a file's commits and its versions, in a real temporary repository; copies without history. */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { fileHistory, fileVersions } from '../scripts/lib/git-history'
import { tempRepo } from './helpers/git-repo'

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

  it('lists the commits that changed the file, newest first, with date, short hash, subject and the path at each', () => {
    const history = fileHistory(repo.dir, 'openapi/renamed.yaml')
    assert.ok(history.available)
    assert.deepEqual(
      history.commits.map((c) => [c.hash, c.subject, c.date, c.path]),
      [
        [fourth, 'Change it again', '2026-01-05T12:30:00+02:00', 'openapi/renamed.yaml'],
        [third, 'Rename the spec', '2026-01-04T10:00:00+00:00', 'openapi/renamed.yaml'],
        [second, 'Change the spec: "quotes" & <angles>', '2026-01-03T10:00:00+00:00', 'openapi/api.yaml'],
        [first, 'Add the spec', '2026-01-01T10:00:00+00:00', 'openapi/api.yaml']
      ]
    )
    for (const c of history.commits) assert.ok(c.hash.startsWith(c.shortHash) && c.shortHash.length >= 7)
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
