// The route of a file of pages/, as Next.js gives it (file path = URL, `index` = its folder).
// Plain JavaScript: the MDX plugin lib/mdx/remark-page.mjs needs it as well as the scripts.
import path from 'node:path'

const PAGE_EXTENSIONS = ['.mdx', '.tsx']
const NOT_ROUTES = new Set(['_app', '_document', '_meta', '_error'])

/** 'docs/Tutorial/intro/index.mdx' (relative to pages/) → '/docs/Tutorial/intro'; a file that is no page → null. */
export function fileToRoute(relativeFile) {
  const ext = PAGE_EXTENSIONS.find((e) => relativeFile.endsWith(e))
  if (!ext) return null
  const withoutExt = relativeFile.slice(0, -ext.length).split(path.sep).join('/')
  const base = withoutExt.split('/').pop()
  if (NOT_ROUTES.has(base) || base.startsWith('_meta')) return null
  const route = '/' + withoutExt.replace(/(^|\/)index$/, '')
  return route === '/' ? '/' : route.replace(/\/$/, '')
}
