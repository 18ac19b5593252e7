import type { PageState } from '../page-context'

/** Folders of generated lists of docs pages (docs-index/generator). */
const DOCS_LISTINGS = ['/docs/tags/', '/docs/category/']

/**
 * A page that lists other pages (the blog's lists, tags, authors and archive; the docs' tag and category
 * pages): it has no text of its own to copy or edit, so it shows neither the page actions nor its source line.
 */
export function isListingPage({ route, blog }: Pick<PageState, 'route' | 'blog'>): boolean {
  if (blog) return !('post' in blog)
  return DOCS_LISTINGS.some((folder) => `${route}/`.startsWith(folder))
}
