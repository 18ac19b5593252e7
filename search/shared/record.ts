/**
 * Which pages the search indexes, and under which section filter. Read by the theme, which marks an
 * indexed page's content for the indexer (search/components/SearchRecord.tsx), and by the tests.
 * Listing pages (tags, categories, blog lists) and redirect stubs are not indexed: they only repeat
 * the titles of the pages they list.
 */
import { isSameRoute } from '@/lib/navigation/routes'
import type { PageLink } from '@/lib/navigation/types'

/** Routes under /blog that list posts rather than being one. */
const BLOG_LISTS = new Set(['authors', 'archive', 'tags', 'page'])
/** Routes under /docs that list pages by tag or category (docs-index/generator). */
const DOCS_LISTS = new Set(['tags', 'category'])

/**
 * The section a page's results are filed under (the reader's filter), or undefined when the page is not
 * indexed. `topTitle` is the title of the page's top breadcrumb entry: its docs section ("Tutorial", "REST").
 */
export function searchSectionOf(route: string, topTitle: string | undefined): string | undefined {
  const [area, first, ...rest] = route.split('/').filter(Boolean)
  if (area === 'blog') return first && !BLOG_LISTS.has(first) && rest.length === 0 ? 'Blog' : undefined
  if (area !== 'docs') return undefined
  if (first && DOCS_LISTS.has(first)) return undefined
  return topTitle ?? 'Docs'
}

/**
 * The titles of the sections whose breadcrumb link opens this page (`trail`: the breadcrumb above it). A folder
 * without a page of its own, such as Tutorial › Guides, links to its first page, so a search for the folder's
 * name finds that page (search/components/engine.ts weighs them).
 */
export function sectionsOpenedBy(route: string, trail: PageLink[]): string[] {
  return trail.filter((crumb) => isSameRoute(crumb.route, route)).map((crumb) => crumb.title)
}

/** The filter that names a REST operation page by its `METHOD /path` (search/components/operations.ts). */
export const OPERATION_FILTER = 'operation'

/** Between a breadcrumb's titles, in the index's record and in the dialog. */
export const BREADCRUMB_SEPARATOR = ' › '

/** The docs' sections in the navbar's order, then any other, then the blog: the order of the dialog's filters. */
const SECTION_ORDER = ['Tutorial', 'Analysis', 'Components', 'Packages', 'API', 'REST', 'Docs', 'Blog']

export function sectionOrder(sections: string[]): string[] {
  const rank = (section: string) => {
    const at = SECTION_ORDER.indexOf(section)
    return at === -1 ? SECTION_ORDER.length - 2 : at
  }
  return [...sections].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
}
