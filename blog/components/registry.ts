/**
 * Each blog post registers its own record (blog/shared/post-meta.ts) when its module loads: a loader of
 * ours adds the post's file from generated/blog/pages/ to the page (lib/build/page-data.mjs), as it does
 * for navigation (theme/navigation/registry.ts). The blog frame looks it up by route.
 */
import type { BlogPostRecord } from '@/blog/shared/post-meta'

const byRoute = new Map<string, BlogPostRecord>()

export function registerBlogPost(route: string, record: BlogPostRecord | null): void {
  if (record) byRoute.set(route, record)
}

/** Undefined for a blog page that is no post (a list), or a post added since the generator last ran. */
export function registeredBlogPost(route: string): BlogPostRecord | undefined {
  return byRoute.get(route)
}
