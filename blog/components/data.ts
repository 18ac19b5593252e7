/** The blog's generated data (blog/generator), typed for the components. */
import { blogAuthors, type BlogAuthorId } from '@/blog/shared/authors'
import { blogTags } from '@/blog/shared/tags'
import type { PostMeta } from '@/blog/shared/post-meta'
import meta from '@/generated/blog/meta.json'

export const postsMeta = meta as PostMeta[]
export const authorOf = (id: string) => blogAuthors[id as BlogAuthorId]
export const tagOf = (slug: string) => blogTags[slug as keyof typeof blogTags]
