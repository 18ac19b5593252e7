/**
 * Draft blog posts (`draft: true`) are previewed by `npm run dev` but never
 * published: Next exports every file under pages/, so the post-build step
 * removes each draft's page and its entries in Nextra's search index.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Search index files Nextra writes into the export (one per locale). */
function searchIndexFiles(outDir: string): string[] {
  const dir = path.join(outDir, '_next', 'static', 'chunks')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => /^nextra-data-.+\.json$/.test(name))
    .map((name) => path.join(dir, name))
}

/** Removes the drafts' pages and search entries from out/; returns the routes removed. */
export function unpublishDrafts(outDir: string, slugs: string[]): string[] {
  const routes = slugs.map((slug) => `/blog/${slug}`)
  for (const route of routes) rmSync(path.join(outDir, route), { recursive: true, force: true })
  for (const file of searchIndexFiles(outDir)) {
    const index = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    if (!routes.some((route) => route in index)) continue
    for (const route of routes) delete index[route]
    writeFileSync(file, JSON.stringify(index))
  }
  return routes
}
