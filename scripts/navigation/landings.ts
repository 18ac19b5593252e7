/**
 * Folder URLs that have no page of their own (no `foo.mdx` beside `foo/`, no
 * `foo/index.mdx`) land on the folder's first page, so a trimmed URL or an old
 * link to a folder never ends on a 404. The post-build step writes the stubs.
 */
import { firstPage, pageRoutes } from '../../lib/navigation/page-navigation'
import { isRouteWithin } from '../../lib/navigation/routes'
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

/** The REST reference's old upper-case prefix: every page under /docs/rest/ answers there too (spec §2). */
const REST_LOWER = '/docs/rest'
const REST_UPPER = '/docs/REST'

/**
 * Every redirect the site serves, for the export's stubs and the dev server alike: the configured
 * old URLs, the landings of docs folders without a page, then the upper-case twin of every REST page
 * and landing, hand-written or generated (a configured redirect of the same path wins).
 */
export function siteRedirects(tree: NavNode[], configured: Redirect[]): Redirect[] {
  const configuredFrom = new Set(configured.map((r) => directoryRoute(r.from)))
  const landings = folderLandings(tree.filter((node) => node.name === 'docs')).filter(
    (landing) => !configuredFrom.has(directoryRoute(landing.from))
  )
  const isRest = (route: string) => isRouteWithin(route, REST_LOWER)
  const restTargets: Redirect[] = [
    ...pageRoutes(tree)
      .filter(isRest)
      .map((route) => ({ from: route, to: directoryRoute(route) })),
    ...landings.filter((landing) => isRest(landing.from))
  ]
  const upperCase = restTargets
    .map(({ from, to }) => ({ from: REST_UPPER + from.slice(REST_LOWER.length), to }))
    .filter((redirect) => !configuredFrom.has(directoryRoute(redirect.from)))
  return [...configured, ...landings, ...upperCase]
}
