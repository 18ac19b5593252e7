/** The pages last opened from the search (search/components/recent-pages.ts). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { STORAGE_KEYS } from '@/config/constants'
import type { PageHit } from '../components/hits'
import { forgetPages, RECENT_PAGES, recentPages, rememberPage } from '../components/recent-pages'

/** A Storage over a Map; `refuse` makes every write throw, as a full or disabled storage does. */
function memoryStorage(refuse = false): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (refuse) throw new Error('QuotaExceededError')
      items.set(key, value)
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear()
  }
}

const page = (n: number) => ({ url: `/docs/page-${n}/`, title: `Page ${n}`, breadcrumb: ['Tutorial'] })

describe('recent pages', () => {
  it('lists the newest first, each page once, and keeps no more than RECENT_PAGES', () => {
    const storage = memoryStorage()
    for (let n = 1; n <= RECENT_PAGES + 2; n++) rememberPage(storage, page(n))
    rememberPage(storage, page(5))
    const urls = recentPages(storage).map((recent) => recent.url)
    assert.deepEqual(urls, ['/docs/page-5/', '/docs/page-7/', '/docs/page-6/', '/docs/page-4/', '/docs/page-3/'])
  })

  it('keeps what lists a page again (its method too) and none of its excerpt', () => {
    const storage = memoryStorage()
    const hit: PageHit = { ...page(1), section: 'REST', method: 'GET', excerpt: [{ text: 'words', mark: false }], sections: [] }
    rememberPage(storage, hit)
    assert.deepEqual(recentPages(storage), [{ ...page(1), section: 'REST', method: 'GET' }])
  })

  it('reads as none what is not a list of pages, and forgets them all on request', () => {
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEYS.recentSearchPages, '{not json')
    assert.deepEqual(recentPages(storage), [])
    storage.setItem(STORAGE_KEYS.recentSearchPages, JSON.stringify([page(1), { url: 42 }, 'x']))
    assert.deepEqual(recentPages(storage), [page(1)])
    forgetPages(storage)
    assert.equal(storage.getItem(STORAGE_KEYS.recentSearchPages), null)
  })

  it('leaves a storage that refuses writes as it was, without an error', () => {
    const storage = memoryStorage(true)
    assert.doesNotThrow(() => rememberPage(storage, page(1)))
    assert.deepEqual(recentPages(storage), [])
  })
})
