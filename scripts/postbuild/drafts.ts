/**
 * Draft blog posts (`draft: true`) are previewed by `npm run dev` but never
 * published: Next exports every file under pages/, so the post-build step
 * removes each draft's page before the search index reads out/.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'

/** Removes the drafts' pages from out/; returns the routes removed. */
export function unpublishDrafts(outDir: string, slugs: string[]): string[] {
  const routes = slugs.map((slug) => `/blog/${slug}`)
  for (const route of routes) rmSync(path.join(outDir, route), { recursive: true, force: true })
  return routes
}
