/**
 * Pure helpers over Nextra's normalised page tree (the `directories` it builds
 * from pages/ and the _meta files). Kept free of React so they are unit-tested.
 */
export interface TreeItem {
  name: string
  route?: string
  title?: string
  type?: string
  display?: string
  href?: string
  withIndexPage?: boolean
  isUnderCurrentDocsTree?: boolean
  children?: TreeItem[]
}

export function findItemByRoute(items: TreeItem[], route: string): TreeItem | undefined {
  for (const item of items) {
    if (item.route === route) return item
    const found = item.children && findItemByRoute(item.children, route)
    if (found) return found
  }
  return undefined
}

/** The first page a reader lands on when opening a folder: its index page, else its first child page. */
export function firstPageRoute(item: TreeItem): string | undefined {
  if (item.type === 'separator' || item.href) return undefined
  if (item.route && (!item.children || item.withIndexPage)) return item.route
  for (const child of item.children ?? []) {
    const route = firstPageRoute(child)
    if (route) return route
  }
  return undefined
}

export function sidebarNothingToLinkMessage(sidebarId: string, root: string): string {
  return (
    `Sidebar "${sidebarId}" has nothing to be linked to: no page was found under "${root}". ` +
    `Add a page there (and its _meta entry) or remove the navbar item that links to this sidebar.`
  )
}

/** Where a navbar "sidebar link" points: the first page of that sidebar. Throws if it has none. */
export function resolveSidebarLink(sidebarId: string, root: string, tree: TreeItem[]): string {
  const folder = findItemByRoute(tree, root)
  const route = folder && firstPageRoute(folder)
  if (!route) throw new Error(sidebarNothingToLinkMessage(sidebarId, root))
  return route
}

/** True when `route` is `base` or a page below it. */
export function isRouteWithin(route: string, base: string): boolean {
  const clean = (r: string) => (r.length > 1 ? r.replace(/\/+$/, '') : r)
  const r = clean(route)
  const b = clean(base)
  return r === b || r.startsWith(b + '/')
}
