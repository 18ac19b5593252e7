/** Pure blog list helpers shared by the generator (blog/generator) and the blog components. */
export const POSTS_PER_PAGE = 10

/** Items grouped by the year of their `date` (YYYY-MM-DD), newest year first, order kept inside a year. */
export function byYear<T extends { date: string }>(items: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(item.date.slice(0, 4), [...(groups.get(item.date.slice(0, 4)) ?? []), item])
  return [...groups].sort(([a], [b]) => b.localeCompare(a))
}

export function paginate<T>(items: T[], perPage = POSTS_PER_PAGE): T[][] {
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage))
  return pages.length ? pages : [[]]
}
