import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { withBasePath } from '../lib/base-path'
import { frontMatterOf, readMatter } from '../lib/front-matter.mjs'
import { activeVersion, preferredVersionKey, readPreferredVersion, savePreferredVersion, versionHref } from '../lib/docs-version'
import { localeHref } from '../lib/locale'
import { listInWords } from '../lib/list-in-words'

class MemoryStorage implements Storage {
  private map = new Map<string, string>()
  get length() {
    return this.map.size
  }
  clear() {
    this.map.clear()
  }
  getItem(key: string) {
    return this.map.get(key) ?? null
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null
  }
  removeItem(key: string) {
    this.map.delete(key)
  }
  setItem(key: string, value: string) {
    this.map.set(key, value)
  }
}

describe('withBasePath', () => {
  it('prefixes site paths once and leaves other URLs alone', () => {
    assert.equal(withBasePath('/img/logo.svg', '/vnv-documentation'), '/vnv-documentation/img/logo.svg')
    assert.equal(withBasePath('/vnv-documentation/img/a.svg', '/vnv-documentation'), '/vnv-documentation/img/a.svg')
    assert.equal(withBasePath('/img/logo.svg', ''), '/img/logo.svg')
    assert.equal(withBasePath('https://example.com/a', '/b'), 'https://example.com/a')
    assert.equal(withBasePath('#top', '/b'), '#top')
    assert.throws(() => withBasePath('img/logo.svg', '/b'), /expects a site path starting with "\/"/)
  })
})

describe('language links', () => {
  const base = { basePath: '/vnv-documentation', locales: ['en', 'fr'], defaultLocale: 'en' }
  it('keep path, query and hash', () => {
    assert.equal(
      localeHref({ ...base, pathname: '/vnv-documentation/docs/API/', search: '?q=1', hash: '#x', targetLocale: 'en' }),
      '/vnv-documentation/docs/API/?q=1#x'
    )
  })
  it('switch locale prefixes', () => {
    assert.equal(
      localeHref({ ...base, pathname: '/vnv-documentation/docs/', search: '', hash: '#a', targetLocale: 'fr' }),
      '/vnv-documentation/fr/docs/#a'
    )
    assert.equal(
      localeHref({ ...base, pathname: '/vnv-documentation/fr/docs/', search: '?b', hash: '', targetLocale: 'en' }),
      '/vnv-documentation/docs/?b'
    )
  })
})

describe('docs versions', () => {
  const versions = [
    { name: 'current', label: 'Next', path: '/docs' },
    { name: '1.0', label: '1.0', path: '/docs/1.0' }
  ]
  it('remember the preferred version under a per-plugin key', () => {
    const storage = new MemoryStorage()
    savePreferredVersion(storage, 'default', versions[1])
    assert.equal(storage.getItem('docs-preferred-version-default'), '1.0')
    assert.equal(preferredVersionKey('rest'), 'docs-preferred-version-rest')
    assert.deepEqual(readPreferredVersion(storage, 'default', versions), versions[1])
  })
  it('forget a preferred version that no longer exists', () => {
    const storage = new MemoryStorage()
    storage.setItem('docs-preferred-version-default', '0.9')
    assert.equal(readPreferredVersion(storage, 'default', versions), null)
    assert.equal(storage.getItem('docs-preferred-version-default'), null)
  })
  it('link to the same doc in another version, keeping query and hash', () => {
    assert.equal(activeVersion('/docs/1.0/intro', versions)?.name, '1.0')
    assert.equal(versionHref('/docs/Tutorial/intro', versions, versions[1], '?a=1', '#h'), '/docs/1.0/Tutorial/intro/?a=1#h')
    assert.equal(versionHref('/blog', versions, versions[0], '', '#h'), '/docs/#h')
  })
})

describe('front matter', () => {
  it('keeps a date as the text the writer typed, for pages and posts alike, so that an impossible one can be refused', () => {
    assert.equal(readMatter('---\ndate: 2026-11-23\n---\n').data.date, '2026-11-23')
    assert.equal(readMatter('---\ndate: 2024-13-40\n---\n').data.date, '2024-13-40')
    assert.equal(readMatter('---\ndraft: true\n---\n').data.draft, true)
  })

  it('refuses front matter that is a list or a single value, naming the file', () => {
    for (const block of ['- title\n- description', 'Just a title'])
      assert.throws(
        () => frontMatterOf(`---\n${block}\n---\n# Page\n`, 'pages/docs/list.mdx'),
        /^Error: pages\/docs\/list\.mdx: front matter .*"key: value" lines/
      )
  })

  it('names the file and the line and column each time a source with invalid YAML is read, not only the first time', () => {
    const source = '---\ntitle: Broken\ndescription: For writers: a second colon\n---\n# Broken\n'
    for (let read = 0; read < 2; read++)
      assert.throws(
        () => frontMatterOf(source, 'pages/docs/broken.mdx'),
        /^Error: pages\/docs\/broken\.mdx:3:\d+: front matter is not valid YAML: [^\n]+$/
      )
  })
})

describe('listInWords', () => {
  it('says a list as a sentence does: commas, then "and" before the last item', () => {
    assert.equal(listInWords([]), '')
    assert.equal(listInWords(['navigation']), 'navigation')
    assert.equal(listInWords(['page sources', 'navigation']), 'page sources and navigation')
    assert.equal(listInWords(['a', 'b', 'c']), 'a, b and c')
  })
})
