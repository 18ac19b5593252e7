/** Pure blog list helpers shared by the generator (blog/generator) and the blog components. */
import { byCodeUnits } from '../../lib/code-unit-order'

export const POSTS_PER_PAGE = 10

/** Items grouped by the year of their `date` (YYYY-MM-DD), newest year first, order kept inside a year. */
export function byYear<T extends { date: string }>(items: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(item.date.slice(0, 4), [...(groups.get(item.date.slice(0, 4)) ?? []), item])
  // Code units, not localeCompare: its first call in a browser loads a collator, 35 ms (4x CPU) of a post's hydration.
  return [...groups].sort(([a], [b]) => byCodeUnits(b, a))
}

export function paginate<T>(items: T[], perPage = POSTS_PER_PAGE): T[][] {
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage))
  return pages.length ? pages : [[]]
}

/** What a list of posts shows: every post of a tag or an author, or one page of all posts. */
export interface PostFilter {
  tag?: string
  author?: string
  page?: number
}

/** The posts a list shows (newest first, as given) and how many there are in all. */
export function postsShown<T extends { tags: string[]; authors: string[] }>(
  posts: T[],
  { tag, author, page }: PostFilter
): { shown: T[]; total: number } {
  const filtered = posts.filter((p) => (!tag || p.tags.includes(tag)) && (!author || p.authors.includes(author)))
  const shown = tag || author ? filtered : filtered.slice(((page ?? 1) - 1) * POSTS_PER_PAGE, (page ?? 1) * POSTS_PER_PAGE)
  return { shown, total: filtered.length }
}
