/**
 * Prefetching of linked pages: each page a visible (or hovered) link points to
 * is fetched once, when the browser is idle, so the click that follows has
 * nothing to wait for; never on slow (2g) or data-saver connections.
 */
import { whenIdle } from '@/lib/client/idle'
import { shouldSkipPrefetch, type NetworkInformationLike } from './save-data'

/** Fetches a page's code and data: the router's prefetch, given the site path. */
export type Prefetch = (path: string) => Promise<void>

const requested = new Set<string>()
const waiting = new Map<Element, () => void>()
let observer: IntersectionObserver | undefined

const connection = (): NetworkInformationLike | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformationLike }).connection

/** Prefetches the page at `path` (a site path; query and hash aside), once per page; a failed one may run again. */
export function prefetchPage(prefetch: Prefetch, path: string, network = connection()): void {
  const page = path.replace(/[?#].*$/, '')
  if (requested.has(page) || shouldSkipPrefetch(network)) return
  requested.add(page)
  // A failed prefetch costs nothing: the click loads the page as usual.
  prefetch(page).catch(() => requested.delete(page))
}

/** Prefetches `path` once `element` comes within 200 px of the viewport; returns the cleanup. */
export function prefetchWhenVisible(element: Element, prefetch: Prefetch, path: string): () => void {
  if (typeof IntersectionObserver === 'undefined' || shouldSkipPrefetch(connection())) return () => {}
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer!.unobserve(entry.target)
        const start = waiting.get(entry.target)
        waiting.delete(entry.target)
        if (start) whenIdle(start)
      }
    },
    { rootMargin: '200px' }
  )
  waiting.set(element, () => prefetchPage(prefetch, path))
  observer.observe(element)
  return () => {
    waiting.delete(element)
    observer?.unobserve(element)
  }
}
