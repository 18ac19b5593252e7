/**
 * What the generated docs index pages hand their components, as JSON exports:
 * docs-index/generator writes it, docs-index/components show it.
 */

/** The page that lists the docs carrying a tag. */
export const docTagRoute = (slug: string) => `/docs/tags/${slug}`

/** One docs page (or folder) on a tag or category page. */
export interface DocCard {
  title: string
  href: string
  description: string
}

/** A tag on the tags index, with the number of pages carrying it. */
export interface TagCount {
  slug: string
  label: string
  description: string
  count: number
}
