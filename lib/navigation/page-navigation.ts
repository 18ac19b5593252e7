/**
 * Site tree → what one page renders of it: its section's sidebar (collapsed
 * folders without their children), breadcrumb, previous and next page. Pure;
 * run at build time for every page (scripts/navigation writes one file each), so
 * a page ships only the navigation it shows, whatever the size of the site.
 */
import type { NavNode, PageLink, PageNavigation, PageTheme, SidebarEntry } from './types'
import { DEFAULT_PAGE_THEME } from './types'

/** The nodes from the top of the site down to the page at `route`, or null. */
function pathTo(nodes: NavNode[], route: string): NavNode[] | null {
  for (const node of nodes) {
    if (node.kind === 'link' || node.kind === 'separator') continue
    if (node.hasPage && node.route === route) return [node]
    const below = pathTo(node.children, route)
    if (below) return [node, ...below]
  }
  return null
}

/** Every page's route, hidden pages included. */
export function pageRoutes(nodes: NavNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.hasPage && node.kind !== 'link' && node.kind !== 'separator' ? [node.route] : []),
    ...pageRoutes(node.children)
  ])
}

/** Where a sidebar entry leads a reader: its own page, else its first visible page. */
export function firstPage(node: NavNode): string | undefined {
  if (node.hidden || node.kind === 'link' || node.kind === 'separator') return undefined
  if (node.hasPage) return node.route
  for (const child of node.children) {
    const route = firstPage(child)
    if (route) return route
  }
  return undefined
}

const visible = (nodes: NavNode[]) => nodes.filter((node) => !node.hidden)

/** Sidebar entries of `nodes`; folders on `openPath` carry their children, the others load them when opened. */
function sidebarEntries(nodes: NavNode[], openPath: NavNode[] = []): SidebarEntry[] {
  return visible(nodes).flatMap((node): SidebarEntry[] => {
    if (node.kind === 'separator') return [{ title: node.title, separator: true }]
    if (node.kind === 'link') return [{ title: node.title, route: node.href, external: true }]
    const children = visible(node.children)
    if (node.kind === 'page' || children.length === 0)
      return node.hasPage ? [{ title: node.title, route: node.route, ...(node.badge && { badge: node.badge }) }] : []
    return [
      {
        title: node.title,
        // Written as JSON: a key is left out rather than set to undefined.
        ...(node.hasPage && { route: node.route }),
        folder: node.route,
        ...(openPath.includes(node) && { children: sidebarEntries(node.children, openPath) })
      }
    ]
  })
}

/** Every folder below `nodes` that a sidebar can open, with its entries: the lazily loaded files. */
export function folderEntries(nodes: NavNode[]): Map<string, SidebarEntry[]> {
  const folders = new Map<string, SidebarEntry[]>()
  const visit = (list: NavNode[]) => {
    for (const node of visible(list)) {
      if (node.kind !== 'folder' || visible(node.children).length === 0) continue
      folders.set(node.route, sidebarEntries(node.children))
      visit(node.children)
    }
  }
  visit(nodes)
  return folders
}

/** The pages of a section in reading order: a folder's own page comes before its children. */
function readingOrder(nodes: NavNode[]): PageLink[] {
  return visible(nodes).flatMap((node) => [
    ...(node.hasPage ? [{ title: node.title, route: node.route }] : []),
    ...readingOrder(node.children)
  ])
}

/**
 * The pager's link to a neighbour page: one in another folder than the reader's page is named with its
 * folder ("SharePoint (PnP): Introduction", "Schemas: Commit"), so a title that many folders share says
 * where it leads. Not a page directly in the section, nor a folder's own page, nor one in the folder whose own
 * page the reader is on.
 */
function pagerLink(section: NavNode, link: PageLink, from: string): PageLink {
  const path = pathTo(section.children, link.route)
  const folder = path?.at(-2)
  // A folder's own page: the folder itself (a page beside it), or its index page (same route).
  const ownPage = path?.at(-1)?.kind === 'folder' || folder?.route === link.route
  const named = !ownPage && folder && folder !== pathTo(section.children, from)?.at(-2) && folder.route !== from
  return named ? { ...link, title: `${folder.title}: ${link.title}` } : link
}

/** A page without navigation: no sidebar, breadcrumb or pager. */
export function noNavigation(route: string, theme: PageTheme = DEFAULT_PAGE_THEME): PageNavigation {
  return { route, theme, sidebar: null, breadcrumb: [], prev: null, next: null, tags: [] }
}

/**
 * What the page at `route` renders of the navigation. `tagLink` turns a tag slug of its front
 * matter into the link to that tag's page, or null for a tag that has none.
 */
export function pageNavigation(tree: NavNode[], route: string, tagLink: (slug: string) => PageLink | null = () => null): PageNavigation {
  const path = pathTo(tree, route)
  const page = path?.at(-1)
  const theme: PageTheme = page?.theme ?? DEFAULT_PAGE_THEME
  const tags = (page?.tags ?? []).flatMap((slug) => tagLink(slug) ?? [])
  const none = { ...noNavigation(route, theme), tags }
  if (!path || !page || theme.layout === 'full') return none

  const sectionIndex = path.findLastIndex((node) => node.isSection)
  const section = path[sectionIndex]
  if (!section) return none

  const sidebar = theme.sidebar ? sidebarEntries(section.children, path) : null
  const crumbs = path.slice(sectionIndex).flatMap((node) => {
    const target = node === page ? route : firstPage(node)
    return target ? [{ title: node.title, route: target }] : []
  })
  const order = theme.pagination ? readingOrder(section.children) : []
  const index = order.findIndex((link) => link.route === route)
  return {
    route,
    theme,
    sidebar,
    breadcrumb: theme.breadcrumb && crumbs.length > 1 ? crumbs : [],
    prev: index > 0 ? pagerLink(section, order[index - 1], route) : null,
    next: index >= 0 && index < order.length - 1 ? pagerLink(section, order[index + 1], route) : null,
    tags
  }
}

export function sidebarNothingToLinkMessage(sidebarId: string, root: string): string {
  return (
    `Sidebar "${sidebarId}" has nothing to be linked to: no page was found under "${root}". ` +
    `Add a page there (and its _meta entry) or remove the navbar item that links to this sidebar.`
  )
}

/** Where each navbar "sidebar link" points: the first page of that sidebar. Lists every sidebar without one. */
export function sidebarLinks(tree: NavNode[], sidebars: Record<string, string>): Record<string, string> {
  const links: Record<string, string> = {}
  const problems: string[] = []
  for (const [id, root] of Object.entries(sidebars)) {
    const folder = pathTo(tree, root)?.at(-1) ?? findFolder(tree, root)
    const target = folder && firstPage({ ...folder, hidden: false })
    if (target) links[id] = target
    else problems.push(sidebarNothingToLinkMessage(id, root))
  }
  if (problems.length) throw new Error(problems.join('\n'))
  return links
}

function findFolder(nodes: NavNode[], route: string): NavNode | undefined {
  for (const node of nodes) {
    if (node.kind === 'folder' && node.route === route) return node
    const found = findFolder(node.children, route)
    if (found) return found
  }
  return undefined
}
