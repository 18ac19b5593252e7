/**
 * What the blog's frame shows of posts. Each post's page carries its own record
 * (generated/blog/pages/blog/<slug>.json: its byline and the posts around it),
 * and every blog page the few most recent posts (generated/blog/recent.json):
 * what a blog page ships does not grow with the number of posts.
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
export interface BlogPostRecord {
  post: PostMeta
  newer: PostLink | null
  older: PostLink | null
}

/** A post in the sidebar's list of recent posts, grouped by year. */
export interface RecentPost extends PostLink {
  date: string
}
