/** The twins' conversion cache (markdown/generator/conversion-cache.ts): what a run converts again. */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { ConversionCache, conversionInputsKey } from '../generator/conversion-cache'
import type { Conversion } from '../generator/mdx-to-markdown'

let dir: string
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'conversion-cache-'))))
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const intro = { file: 'pages/docs/intro.mdx', route: '/docs/intro', source: '# Intro\n' }
const setup = { file: 'pages/docs/setup.mdx', route: '/docs/setup', source: '# Setup\n' }

/** One run over `pages` with `inputs`: which pages it converted, and what it returned for each. */
function run(pages: (typeof intro)[], inputs = 'inputs A') {
  const cache = new ConversionCache(path.join(dir, 'cache.json'), inputs)
  const converted: string[] = []
  const results = pages.map((page) =>
    cache.convert(page, (): Conversion => {
      converted.push(page.route)
      return { markdown: `converted ${page.source}`, problems: [] }
    })
  )
  cache.save()
  return { converted, results, count: cache.converted }
}

describe('ConversionCache', () => {
  it('converts each page once: a second run with the same pages and inputs takes every conversion from the cache', () => {
    assert.deepEqual(run([intro, setup]).converted, ['/docs/intro', '/docs/setup'])
    const second = run([intro, setup])
    assert.deepEqual(second.converted, [])
    assert.equal(second.count, 0)
    assert.deepEqual(
      second.results.map((result) => result.markdown),
      ['converted # Intro\n', 'converted # Setup\n']
    )
  })

  it('converts again only the page whose text, file or route changed', () => {
    run([intro, setup])
    assert.deepEqual(run([{ ...intro, source: '# Intro, edited\n' }, setup]).converted, ['/docs/intro'])
    assert.deepEqual(
      run([
        { ...intro, source: '# Intro, edited\n' },
        { ...setup, route: '/docs/set-up' }
      ]).converted,
      ['/docs/set-up']
    )
  })

  it('converts every page again when anything else a conversion reads changed', () => {
    run([intro, setup], 'inputs A')
    assert.deepEqual(run([intro, setup], 'inputs B').converted, ['/docs/intro', '/docs/setup'])
  })

  it('keeps only the last run’s pages: a page removed and added back is converted again', () => {
    run([intro, setup])
    run([intro])
    assert.deepEqual(run([intro, setup]).converted, ['/docs/setup'])
  })

  it('keeps no conversion that has problems, so every run reports them', () => {
    const failing = (cache: ConversionCache, calls: { count: number }) =>
      cache.convert(intro, () => {
        calls.count++
        return { markdown: '', problems: ['pages/docs/intro.mdx:1:1: broken'] }
      })
    const calls = { count: 0 }
    for (let runs = 0; runs < 2; runs++) {
      const cache = new ConversionCache(path.join(dir, 'cache.json'), 'inputs A')
      assert.deepEqual(failing(cache, calls).problems, ['pages/docs/intro.mdx:1:1: broken'])
      cache.save()
    }
    assert.equal(calls.count, 2)
  })

  it('converts everything when the cache file is damaged', () => {
    run([intro])
    writeFileSync(path.join(dir, 'cache.json'), '{ damaged')
    assert.deepEqual(run([intro]).converted, ['/docs/intro'])
    assert.doesNotThrow(() => JSON.parse(readFileSync(path.join(dir, 'cache.json'), 'utf8')))
  })
})

describe('conversionInputsKey', () => {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  beforeEach(() => {
    write('config/site.ts', 'export const title = "VnV"\n')
    write('generated/rest/session/spec.json', '{"paths":{}}\n')
    write('pages/docs/intro.mdx', '# Intro\n')
    write('public/_markdown/docs/intro.md', '# Intro\n')
  })

  it('stays the same when only pages or public files (the twins themselves) change', () => {
    const before = conversionInputsKey(dir, {})
    write('pages/docs/intro.mdx', '# Intro, edited\n')
    write('pages/docs/new.mdx', '# New\n')
    write('public/_markdown/docs/intro.md', '# Intro, edited\n')
    assert.equal(conversionInputsKey(dir, {}), before)
  })

  it('changes with the configuration, generated data a page imports, code, and the environment the site is built for', () => {
    const before = conversionInputsKey(dir, {})
    assert.notEqual(conversionInputsKey(dir, { BASE_PATH: '/other' }), before)
    write('generated/rest/session/spec.json', '{"paths":{"/x":{}}}\n')
    const afterSpec = conversionInputsKey(dir, {})
    assert.notEqual(afterSpec, before)
    write('config/site.ts', 'export const title = "VnV Tools"\n')
    assert.notEqual(conversionInputsKey(dir, {}), afterSpec)
    const afterConfig = conversionInputsKey(dir, {})
    write('markdown/generator/components.ts', 'export {}\n')
    assert.notEqual(conversionInputsKey(dir, {}), afterConfig)
  })
})
