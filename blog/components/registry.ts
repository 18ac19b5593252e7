/**
 * Each blog page registers its own record (blog/shared/post-meta.ts) when its module loads: a loader of
 * ours adds the page's file from generated/blog/pages/ to the page (lib/build/page-data.mjs), as it does
 * for navigation (theme/navigation/registry.ts). The blog's components look it up by route.
 */
import type { BlogPageRecord } from '@/blog/shared/post-meta'
import { useCurrentRoute } from '@/theme/hooks/use-current-route'

const byRoute = new Map<string, BlogPageRecord>()

export function registerBlogPage(route: string, record: BlogPageRecord | null): void {
  if (record) byRoute.set(route, record)
}

/** Undefined for a page the blog generator wrote no record for (a post added since it last ran). */
export function registeredBlogPage(route: string): BlogPageRecord | undefined {
  return byRoute.get(route)
}

/**
 * The part of the current page's record that `component` shows; a page without it is a mistake of the
 * page's (the component is on a page the generator does not know), said with the route and what to do.
 */
export function useBlogRecord<K extends 'list' | 'archive' | 'counts'>(
  component: string,
  part: K
): Extract<BlogPageRecord, Record<K, unknown>> {
  const route = useCurrentRoute()
  const record = registeredBlogPage(route)
  if (record && part in record) return record as Extract<BlogPageRecord, Record<K, unknown>>
  throw new Error(
    `<${component}> shows what blog/generator writes for its page, and ${route} has none: use it on the blog's own pages ` +
      `(/blog, /blog/archive, /blog/tags, /blog/authors and their generated pages), then run npm run gen:blog.`
  )
}
