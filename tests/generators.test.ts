/** The generator table and runner (scripts/generators): which generators a change runs, and one run of all. */
import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { runAll } from '../scripts/generators/run'
import { generatorsFor, type Generator } from '../scripts/generators/table'

const names = (file: string) => generatorsFor(file).map((generator) => generator.name)

describe('generatorsFor', () => {
  it('runs the REST generator for a spec, and nothing else', () => {
    assert.deepEqual(names('openapi/session.yaml'), ['REST reference'])
  })

  it('runs navigation after the blog for a post, and navigation alone for a generated REST page', () => {
    assert.deepEqual(names('pages/blog/welcome.mdx'), ['blog lists', 'navigation'])
    assert.deepEqual(names('pages/docs/rest/session/project-commit-project.mdx'), ['navigation'])
  })

  it('runs the docs index and navigation for a docs page or _meta file', () => {
    assert.deepEqual(names('pages/docs/Tutorial/_meta.ts'), ['docs tags and categories', 'navigation'])
    assert.deepEqual(names('content/tags.yml'), ['docs tags and categories'])
  })

  it('runs the configuration and navigation (sidebar links, old URLs) for the site configuration', () => {
    assert.deepEqual(names('config/site.ts'), ['site configuration', 'navigation'])
    assert.deepEqual(names('config/rest.ts'), ['site configuration', 'REST reference', 'navigation'])
  })

  it('ignores the temporary files of an output update', () => {
    assert.deepEqual(names('pages/docs/.intro.mdx.new-0f8e6c2a-3b1d-4c5e-9f7a-1b2c3d4e5f60'), [])
  })
})

describe('runAll', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'generators-'))
  const script = (name: string, body: string): Generator => {
    const file = path.join(dir, `${name}.ts`)
    writeFileSync(file, body)
    return { name, script: file, sources: [] }
  }
  const fine = script('fine', "console.log('fine ran')")
  const broken = (name: string) => script(name, `console.error('${name}.yaml at #/info: broken'); process.exit(1)`)
  const navigation = script('navigation', "console.log('navigation ran')")

  it('runs every generator and navigation last when all succeed', async () => {
    const order: string[] = []
    assert.equal(await runAll([fine, fine, navigation], (generator) => order.push(generator.name), { echo: false }), true)
    assert.deepEqual(order, ['fine', 'fine', 'navigation'])
  })

  it('reports every failing generator in one run, and then skips navigation', async () => {
    const results = new Map<string, string>()
    const ok = await runAll(
      [broken('first'), fine, broken('second'), navigation],
      (generator, result) => results.set(generator.name, result.output),
      {
        echo: false
      }
    )
    assert.equal(ok, false)
    assert.match(results.get('first')!, /first\.yaml at #\/info: broken/)
    assert.match(results.get('second')!, /second\.yaml at #\/info: broken/)
    assert.ok(results.has('fine') && !results.has('navigation'))
  })
})
