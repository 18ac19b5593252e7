/**
 * The docs sidebar as Nextra builds it from pages/ and the _meta.ts files:
 * entries named in _meta first, in its order, then the rest by name. Read by
 * the category pages (scripts/docs-index) and the folder landing stubs
 * (scripts/postbuild). The ordering and landing rules are pure functions.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { fileToRoute } from '../content/routes'

export type MetaValue = string | { title?: string; display?: string; type?: string; href?: string }
export type Meta = Record<string, MetaValue>

export interface SidebarNode {
  /** File or folder name without extension */
  name: string
  /** Route of the page, or of the folder ('/docs/Tutorial') */
  route: string
  isFolder: boolean
  /** Hidden from the sidebar by _meta (`display: 'hidden'`) */
  hidden: boolean
  children: SidebarNode[]
}

export async function readMeta(folder: string): Promise<Meta> {
  const file = path.join(folder, '_meta.ts')
  if (!existsSync(file)) return {}
  // Cache-busting query: watch mode re-reads edited _meta files.
  const loaded = await import(`${pathToFileURL(file).href}?t=${statSync(file).mtimeMs}`)
  return loaded.default ?? {}
}

/** Sidebar order: names listed in _meta first (in its order), then the rest by name. */
export function sidebarOrder<T extends { name: string }>(entries: T[], meta: Meta): T[] {
  const order = Object.keys(meta)
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length)
  return [...entries].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name))
}

export const isHiddenByMeta = (meta: Meta, name: string) => {
  const m = meta[name] ?? meta['*']
  return typeof m === 'object' && m.display === 'hidden'
}

/** The sidebar tree under `folder` (absolute), in sidebar order. A folder with a sibling page (foo/ + foo.mdx) is that page's children. */
export async function readSidebarTree(pagesDir: string, folder: string): Promise<SidebarNode[]> {
  const names = readdirSync(folder)
  const meta = await readMeta(folder)
  const nodes: SidebarNode[] = []
  for (const name of names) {
    const full = path.join(folder, name)
    if (statSync(full).isDirectory()) {
      const children = await readSidebarTree(pagesDir, full)
      const route = fileToRoute(path.relative(pagesDir, path.join(full, 'index.mdx')))!
      const page = nodes.find((n) => n.name === name && !n.isFolder)
      if (page) page.children = children
      else nodes.push({ name, route, isFolder: true, hidden: isHiddenByMeta(meta, name), children })
    } else {
      const route = fileToRoute(path.relative(pagesDir, full))
      if (!route) continue
      const stem = name.replace(/\.[^.]+$/, '')
      const folderNode = nodes.find((n) => n.name === stem && n.isFolder)
      const node = { name: stem, route, isFolder: false, hidden: isHiddenByMeta(meta, stem), children: folderNode?.children ?? [] }
      if (folderNode) nodes.splice(nodes.indexOf(folderNode), 1, node)
      else nodes.push(node)
    }
  }
  return sidebarOrder(nodes, meta)
}

/** The first visible page of a sidebar entry: itself when it is a page, else its first page in sidebar order. */
export function firstPage(node: SidebarNode): string | undefined {
  if (node.hidden) return undefined
  if (!node.isFolder) return node.route
  for (const child of node.children) {
    const route = firstPage(child)
    if (route) return route
  }
  return undefined
}

/**
 * Every folder without a page of its own (no index page, no sibling page)
 * lands on its first page, so folder URLs (Nextra's breadcrumb links,
 * trimmed URLs) never end on a 404.
 */
export function folderLandings(nodes: SidebarNode[]): { from: string; to: string }[] {
  return nodes.flatMap((node) => {
    const inner = folderLandings(node.children)
    if (!node.isFolder || node.children.some((child) => !child.isFolder && child.route === node.route)) return inner
    const target = node.children.map(firstPage).find(Boolean)
    return target ? [{ from: node.route, to: `${target}/` }, ...inner] : inner
  })
}
