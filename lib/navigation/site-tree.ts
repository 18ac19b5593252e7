/**
 * pages/ and its _meta files → the site tree. The _meta rules:
 * entries named in `_meta` first, in its order, then the others by name; a
 * string entry is a title; `'*'` applies to every entry of the folder;
 * `display: 'hidden'` keeps a page out of the sidebar; `type: 'page'` makes a
 * section with a sidebar of its own; `theme` settings are inherited by what
 * the folder holds; a folder with a page of the same name (foo/ + foo.mdx)
 * is one entry whose title links to that page. Pure, so it is unit-tested.
 *
 * Sorting compares code units, never `localeCompare`, so the order is the
 * same on every machine.
 */
import { byCodeUnits } from '../code-unit-order'
import { DEFAULT_PAGE_THEME, type Meta, type MetaEntry, type NavNode, type PageTheme, type SourceEntry } from './types'

type MetaObject = Exclude<MetaEntry, string>

const asObject = (entry: MetaEntry | undefined): MetaObject => (typeof entry === 'string' ? { title: entry } : (entry ?? {}))

/** 'git-branchs' → 'Git Branchs': the title of a page that has none. */
function titleFromFileName(name: string): string {
  return name.replace(/[-_]+/g, ' ').replace(/(^|\s)\S/g, (letter) => letter.toUpperCase())
}

/** Meta keys first, in their order; then the rest by name. */
export function sortByMeta<T extends { name: string }>(entries: T[], meta: Meta): T[] {
  const order = Object.keys(meta).filter((key) => key !== '*')
  const rank = (name: string) => {
    const index = order.indexOf(name)
    return index === -1 ? order.length : index
  }
  return [...entries].sort((a, b) => rank(a.name) - rank(b.name) || byCodeUnits(a.name, b.name))
}

class MetaError extends Error {}

/** Where the `_meta` file of a folder is, for messages. */
const metaFileOf = (folderRoute: string) => `pages${folderRoute === '/' ? '' : folderRoute}/_meta.ts`

/**
 * The nodes of one folder. `inherited` is the theme its parent passes down.
 * A `_meta` key naming nothing is a problem, unless it is an external link or a separator: each is added
 * to `problems` (the whole tree's, so one run lists them all); without that list, the first folder's throw.
 */
export function buildNodes(
  entries: SourceEntry[],
  meta: Meta,
  inherited: PageTheme,
  folderRoute: string,
  allProblems?: string[]
): NavNode[] {
  const fallback = asObject(meta['*'])
  const pages = new Map(entries.filter((e) => e.kind === 'page').map((e) => [e.name, e]))
  const nodes: NavNode[] = []
  const problems: string[] = []

  for (const entry of entries) {
    // A page beside a folder of the same name is that folder's own page.
    if (entry.kind === 'page' && entries.some((e) => e.kind === 'folder' && e.name === entry.name)) continue
    const own = asObject(meta[entry.name])
    const ownPage = entry.kind === 'folder' ? pages.get(entry.name) : entry
    const frontMatter = ownPage?.kind === 'page' ? ownPage.frontMatter : {}
    const theme: PageTheme = { ...inherited, ...fallback.theme, ...own.theme, ...frontMatter.theme }
    const display = frontMatter.display ?? own.display ?? fallback.display
    const type = own.type ?? fallback.type ?? 'doc'
    const title =
      own.title ??
      frontMatter.sidebarTitle ??
      frontMatter.title ??
      (entry.kind === 'page' || ownPage ? titleFromFileName(entry.name) : entry.name)
    nodes.push({
      name: entry.name,
      route: entry.route,
      title,
      kind: entry.kind,
      hasPage: entry.kind === 'page' || Boolean(ownPage),
      hidden: display === 'hidden',
      isSection: type === 'page',
      theme,
      ...(frontMatter.tags?.length ? { tags: frontMatter.tags } : {}),
      ...(frontMatter.sidebarBadge && { badge: frontMatter.sidebarBadge }),
      children: entry.kind === 'folder' ? buildNodes(entry.children, entry.meta, theme, entry.route, allProblems ?? problems) : []
    })
  }

  for (const [key, value] of Object.entries(meta)) {
    if (key === '*' || nodes.some((node) => node.name === key)) continue
    const entry = asObject(value)
    if (entry.href || entry.type === 'separator') {
      nodes.push({
        name: key,
        route: entry.href ?? '',
        href: entry.href,
        title: entry.title ?? (entry.href ? key : ''),
        kind: entry.href ? 'link' : 'separator',
        hasPage: false,
        hidden: entry.display === 'hidden',
        isSection: false,
        theme: inherited,
        children: []
      })
    } else problems.push(`${metaFileOf(folderRoute)}: "${key}" names no page or folder beside it: remove the key or add the page`)
  }
  if (allProblems) allProblems.push(...problems)
  else if (problems.length) throw new MetaError(problems.join('\n'))
  return sortByMeta(nodes, meta)
}

/** The whole site: the nodes of pages/; every problem of every `_meta` file (and `problems` already found, such as front matter that cannot be read) in one error. */
export function buildSiteTree(root: { meta: Meta; children: SourceEntry[] }, problems: string[] = []): NavNode[] {
  const all = [...problems]
  const tree = buildNodes(root.children, root.meta, DEFAULT_PAGE_THEME, '/', all)
  if (all.length)
    throw new MetaError(`${all.length} problem(s) in _meta files and front matter:\n${all.map((problem) => `  - ${problem}`).join('\n')}`)
  return tree
}
