/** The blog's authors and tags by id, typed for the components. */
import { blogAuthors, type BlogAuthorId } from '@/blog/shared/authors'
import { blogTags } from '@/blog/shared/tags'

export const authorOf = (id: string) => blogAuthors[id as BlogAuthorId]
export const tagOf = (slug: string) => blogTags[slug as keyof typeof blogTags]
