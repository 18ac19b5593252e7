/**
 * The routes the pages/ folder produces, computed from the file tree the same
 * way Next.js does (file path = URL; `index` = its folder). Pure over a list
 * of relative file paths so it is testable without a file system.
 */
import path from 'node:path'

const PAGE_EXTENSIONS = ['.mdx', '.md', '.tsx', '.ts', '.jsx', '.js']
const NOT_ROUTES = new Set(['_app', '_document', '_meta', '_error'])

/** 'docs/Tutorial/intro/index.mdx' → '/docs/Tutorial/intro'; non-pages → null. */
export function fileToRoute(relativeFile: string): string | null {
  const ext = PAGE_EXTENSIONS.find((e) => relativeFile.endsWith(e))
  if (!ext) return null
  const withoutExt = relativeFile.slice(0, -ext.length).split(path.sep).join('/')
  const base = withoutExt.split('/').pop()!
  if (NOT_ROUTES.has(base) || base.startsWith('_meta')) return null
  const route = '/' + withoutExt.replace(/(^|\/)index$/, '')
  return route === '/' ? '/' : route.replace(/\/$/, '')
}

/** Normalises a link path for comparison: no base path, no trailing slash, decoded. */
export function normaliseRoute(href: string): string {
  const [withoutHash] = href.split('#')
  const [pathname] = withoutHash.split('?')
  const decoded = decodeURI(pathname)
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded
}
