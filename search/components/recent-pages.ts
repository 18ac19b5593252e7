/**
 * The pages a reader last opened from the search, newest first, shown while the search box is empty so
 * that a page looked up before is one key away. Kept in this browser's local storage only.
 */
import { STORAGE_KEYS } from '@/config/constants'
import type { PageHit } from './hits'

/** As many as the empty dialog shows without scrolling on a phone. */
export const RECENT_PAGES = 5

/** What a recent page keeps of its result: enough to list it again, none of the excerpt. */
export type RecentPage = Pick<PageHit, 'url' | 'title' | 'breadcrumb' | 'section' | 'method'>

const isRecentPage = (value: unknown): value is RecentPage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecentPage).url === 'string' &&
  typeof (value as RecentPage).title === 'string' &&
  Array.isArray((value as RecentPage).breadcrumb)

/** The stored pages; none when storage is unavailable or holds something else. */
export function recentPages(storage: Storage): RecentPage[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.recentSearchPages) ?? '[]')
    return Array.isArray(stored) ? stored.filter(isRecentPage).slice(0, RECENT_PAGES) : []
  } catch {
    return []
  }
}

/** Puts `page` first, once; the oldest beyond RECENT_PAGES drop out. A storage that refuses is left as it is. */
export function rememberPage(storage: Storage, { url, title, breadcrumb, section, method }: RecentPage): void {
  const page: RecentPage = { url, title, breadcrumb, ...(section && { section }), ...(method && { method }) }
  const pages = [page, ...recentPages(storage).filter((recent) => recent.url !== url)].slice(0, RECENT_PAGES)
  try {
    storage.setItem(STORAGE_KEYS.recentSearchPages, JSON.stringify(pages))
  } catch {}
}

export function forgetPages(storage: Storage): void {
  try {
    storage.removeItem(STORAGE_KEYS.recentSearchPages)
  } catch {}
}
