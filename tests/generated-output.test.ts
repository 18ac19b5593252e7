import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { jsonFile } from '../scripts/lib/generated'
import { writeFoldersAtomically } from '../scripts/lib/write-folders'

const folder = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'generated-output-'))
  return { root, target: path.join(root, 'out') }
}
const files = (entries: Record<string, string>) => new Map(Object.entries(entries))
const OLD = new Date('2020-01-01T00:00:00Z')

describe('writeFoldersAtomically', () => {
  it('leaves an unchanged file untouched, so the dev server does not recompile what imports it', () => {
    const { target } = folder()
    writeFoldersAtomically(new Map([[target, files({ 'a.json': '1', 'deep/b.json': '2' })]]))
    utimesSync(path.join(target, 'a.json'), OLD, OLD)
    utimesSync(path.join(target, 'deep/b.json'), OLD, OLD)
    writeFoldersAtomically(new Map([[target, files({ 'a.json': '1', 'deep/b.json': 'changed' })]]))
    assert.equal(statSync(path.join(target, 'a.json')).mtime.getTime(), OLD.getTime())
    assert.notEqual(statSync(path.join(target, 'deep/b.json')).mtime.getTime(), OLD.getTime())
    assert.equal(readFileSync(path.join(target, 'deep/b.json'), 'utf8'), 'changed')
  })

  it('removes files and emptied folders that the new output no longer has', () => {
    const { target } = folder()
    writeFoldersAtomically(new Map([[target, files({ 'keep.json': '1', 'gone/x.json': '2' })]]))
    writeFoldersAtomically(new Map([[target, files({ 'keep.json': '1' })]]))
    assert.ok(existsSync(path.join(target, 'keep.json')))
    assert.ok(!existsSync(path.join(target, 'gone')))
  })

  it('removes a whole folder for null', () => {
    const { target } = folder()
    mkdirSync(path.join(target, 'sub'), { recursive: true })
    writeFileSync(path.join(target, 'sub', 'page.mdx'), 'x')
    writeFoldersAtomically(new Map([[target, null]]))
    assert.ok(!existsSync(target))
  })

  it('touches nothing when staging fails', () => {
    const { target } = folder()
    writeFoldersAtomically(new Map([[target, files({ 'a.json': '1' })]]))
    // A file where a folder must go makes the staging write fail.
    assert.throws(() => writeFoldersAtomically(new Map([[target, files({ 'a.json': '2', 'a.json/b.json': '3' })]])))
    assert.equal(readFileSync(path.join(target, 'a.json'), 'utf8'), '1')
  })
})

describe('generated files', () => {
  it('each say on their first line what they are generated from (run `npm run generate` first)', () => {
    const unmarked = readdirSync('generated', { recursive: true, encoding: 'utf8' })
      .map((file) => path.join('generated', file))
      .filter((file) => statSync(file).isFile() && !/generated from .+ — do not edit/.test(readFileSync(file, 'utf8').split('\n')[0]))
    assert.deepEqual(unmarked, [])
  })

  it('JSON: the mark is the first member, on the first line, indented or not, and the value reads back whole', () => {
    const value = { pages: { '/': { file: 'pages/index.mdx' } } }
    for (const indent of [undefined, 1]) {
      const text = jsonFile('pages/', value, indent)
      assert.equal(text.split('\n')[0].startsWith('{"//": "generated from pages/ — do not edit"'), true, text)
      assert.deepEqual(JSON.parse(text), { '//': 'generated from pages/ — do not edit', ...value })
    }
    assert.deepEqual(JSON.parse(jsonFile('x', {})), { '//': 'generated from x — do not edit' })
  })
})
