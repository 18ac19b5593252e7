/**
 * What the blog's sidebar and bylines know of a post: generated/blog/meta.json,
 * written by blog/generator/generate.ts and read by blog/components/data.ts.
 * Every blog page ships it, so it holds only what they show (no description).
 */
export interface PostMeta {
  slug: string
  title: string
  date: string
  authors: string[]
  tags: string[]
  readingMinutes: number
}
