/**
 * Where a link to a page of this site points, as the static export serves it:
 * relative paths resolved against the current page, a trailing slash on page
 * paths (`trailingSlash: true`; a file such as `/blog/rss.xml` keeps none), and
 * the base path in front of the rendered href only.
 */
import { BASE_PATH } from '@/lib/base-path'

export interface PageHref {
  /** What `router.push` takes: the site path, without the base path. */
  path: string
  /** What the <a> shows: the same path under the base path. */
  href: string
}

const HAS_EXTENSION = /\.[^/]+$/

export function pageHref(target: string, currentPath: string, basePath: string = BASE_PATH): PageHref {
  const url = new URL(target, new URL(currentPath, 'http://site'))
  let pathname = url.pathname
  if (!pathname.endsWith('/') && !HAS_EXTENSION.test(pathname)) pathname += '/'
  const path = `${pathname}${url.search}${url.hash}`
  return { path, href: `${basePath}${path}` }
}
