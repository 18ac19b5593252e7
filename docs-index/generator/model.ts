/**
 * Pure model of the docs index pages: which docs carry which tag, and the
 * cards of a category page. Inputs are plain data read by generate.ts.
 */
import { docTags, type DocTagSlug } from '../../content/doc-tags'
import { firstPage } from '../../lib/navigation/page-navigation'
import type { NavNode, PageLink } from '../../lib/navigation/types'
import { docTagRoute, type DocCard } from '../shared/data'
import { listInWords } from '../../lib/list-in-words'

export interface DocInfo {
  route: string
  /** The page's file, relative to the project ('pages/docs/x.mdx'). */
  file: string
  title: string
  description: string
  tags: string[]
}

export interface TagSummary {
  slug: DocTagSlug
  label: string
  description: string
  docs: DocInfo[]
}

const byTitle = (a: DocInfo, b: DocInfo) => a.title.localeCompare(b.title, 'en') || a.route.localeCompare(b.route)

/** Every known tag that at least one doc carries, by label (as a reader scans the tags page), with its docs by title. */
export function tagSummaries(docs: DocInfo[]): TagSummary[] {
  return (Object.keys(docTags) as DocTagSlug[])
    .map((slug) => ({ slug, ...docTags[slug], docs: docs.filter((d) => d.tags.includes(slug)).sort(byTitle) }))
    .filter((tag) => tag.docs.length > 0)
    .sort((a, b) => a.label.localeCompare(b.label, 'en'))
}

/** The link a docs page shows for one of its tags; null for a tag content/doc-tags.ts does not know. */
export function docTagLink(slug: string): PageLink | null {
  return Object.hasOwn(docTags, slug) ? { title: docTags[slug as DocTagSlug].label, route: docTagRoute(slug) } : null
}

/** What a card shows of a page: its frontmatter. */
export type PageInfo = (route: string) => { title?: string; description?: string }

/** '3 pages: Simple, Complex and Browser.' */
function folderSummary(folder: NavNode, info: PageInfo): string {
  const titles = folder.children
    .filter((c) => !c.hidden && c.kind !== 'separator' && c.kind !== 'link')
    .map((c) => info(c.route).title ?? c.title)
  return `${titles.length} ${titles.length === 1 ? 'page' : 'pages'}: ${listInWords(titles)}.`
}

/**
 * One card per visible sidebar entry, in sidebar order. A page's card uses
 * its frontmatter; a folder's card links to its first page and lists what
 * it holds.
 */
export function categoryCards(nodes: NavNode[], info: PageInfo): DocCard[] {
  return nodes
    .filter((node) => !node.hidden)
    .flatMap((node) => {
      const href = firstPage(node)
      if (!href) return []
      const isFolder = node.children.length > 0 && !node.hasPage
      const own = isFolder ? {} : info(node.route)
      const description = isFolder ? folderSummary(node, info) : (own.description ?? '')
      return [{ title: node.title, href: `${href}/`, description }]
    })
}
