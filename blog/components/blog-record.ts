/**
 * A blog page's own record (blog/shared/post-meta.ts), written by blog/generator and given to the page
 * with its props (theme/page/static-props.ts). The blog's components read it here.
 */
import type { BlogPageRecord } from '@/blog/shared/post-meta'
import { usePage } from '@/theme/page-context'

/**
 * The part of the current page's record that `component` shows; a page without it is a mistake of the
 * page's (the component is on a page the generator does not know), said with the route and what to do.
 */
export function useBlogRecord<K extends 'list' | 'archive' | 'counts'>(
  component: string,
  part: K
): Extract<BlogPageRecord, Record<K, unknown>> {
  const { route, blog } = usePage()
  if (blog && part in blog) return blog as Extract<BlogPageRecord, Record<K, unknown>>
  throw new Error(
    `<${component}> shows what blog/generator writes for its page, and ${route} has none: use it on the blog's own pages ` +
      `(/blog, /blog/archive, /blog/tags, /blog/authors and their generated pages), then run npm run gen:blog.`
  )
}
