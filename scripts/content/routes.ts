/**
 * The routes the pages/ folder produces, computed from the file tree the same
 * way Next.js does (file path = URL; `index` = its folder). Pure over a list
 * of relative file paths so it is testable without a file system.
 */
export { fileToRoute } from '../../lib/page-route.mjs'

/** Normalises a link path for comparison: no base path, no trailing slash, decoded. */
export function normaliseRoute(href: string): string {
  const [withoutHash] = href.split('#')
  const [pathname] = withoutHash.split('?')
  const decoded = decodeURI(pathname)
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded
}
