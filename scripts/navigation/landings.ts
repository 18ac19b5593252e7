/**
 * Folder URLs that have no page of their own (no `foo.mdx` beside `foo/`, no
 * `foo/index.mdx`) land on the folder's first page, so a trimmed URL or an old
 * link to a folder never ends on a 404. The post-build step writes the stubs.
 */
import { firstPage } from '../../lib/navigation/page-navigation'
import type { NavNode } from '../../lib/navigation/types'
import type { Redirect } from '../../config/redirects'

/** '/docs/intro' → '/docs/intro/' (the directory-style URL the export writes). */
export function directoryRoute(route: string): string {
  const clean = route.split(/[?#]/)[0]
  return clean.endsWith('/') ? clean : `${clean}/`
}

export function folderLandings(nodes: NavNode[]): { from: string; to: string }[] {
  return nodes.flatMap((node) => {
    const inner = folderLandings(node.children)
    if (node.kind !== 'folder' || node.hasPage || node.children.some((child) => child.kind === 'page' && child.route === node.route))
      return inner
    const target = node.children.map(firstPage).find(Boolean)
    return target ? [{ from: node.route, to: `${target}/` }, ...inner] : inner
  })
}

/**
 * Every redirect the site serves, for the export's stubs and the dev server alike: the configured
 * old URLs, then the landings of docs folders without a page (a configured redirect of the same path wins).
 */
export function siteRedirects(tree: NavNode[], configured: Redirect[]): Redirect[] {
  const landings = folderLandings(tree.filter((node) => node.name === 'docs')).filter(
    (landing) => !configured.some((r) => directoryRoute(r.from) === directoryRoute(landing.from))
  )
  return [...configured, ...landings]
}
