/**
 * What the blog's sidebar and bylines know of a post: generated/blog/meta.json,
 * written by blog/generator/generate.ts and read by blog/components/data.ts.
 */
export interface PostMeta {
  slug: string
  title: string
  date: string
  authors: string[]
  tags: string[]
  readingMinutes: number
  description: string
}
