/**
 * What blog pages show of posts. Each blog page carries its own record
 * (generated/blog/pages/<route>.json): a post its byline and the posts around
 * it, a list its posts; and every blog page the few most recent posts
 * (generated/blog/recent.json). What a blog page ships is what it shows, never
 * the whole blog (only the archive lists every post).
 */
export interface PostMeta {
  slug: string
  title: string
  date: string
  authors: string[]
  tags: string[]
  readingMinutes: number
}

/** A post as a link to it. */
export interface PostLink {
  slug: string
  title: string
}

/** A post's own record: its byline, and the newer and older posts beside it. */
interface BlogPostRecord {
  post: PostMeta
  newer: PostLink | null
  older: PostLink | null
}

/** A post in the sidebar's list of recent posts, grouped by year. */
export interface RecentPost extends PostLink {
  date: string
}

/** A post as a list shows it: its byline and its excerpt. */
export interface PostSummary extends PostMeta {
  /** Rendered HTML of the part above the truncate marker. */
  excerptHtml: string
  hasMore: boolean
}

/** A blog page's own record, by what the page is. */
export type BlogPageRecord =
  /** A post. */
  | BlogPostRecord
  /** A list of posts (the blog's pages, a tag, an author) and how many there are in all. */
  | { list: PostSummary[]; total: number }
  /** The archive: every post. */
  | { archive: RecentPost[] }
  /** The tags or the authors: the number of posts of each. */
  | { counts: Record<string, number> }
