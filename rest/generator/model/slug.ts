/** Page slugs from operation ids (and spec folders from file names). */
import { firstFreeSlug } from '../../../scripts/lib/slug'

/** 'Project.Nodes.getOneNodeDetails' → 'project-nodes-get-one-node-details' (the old site's slug rule). */
export function slugify(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
}

/**
 * The page slug of every named schema: slugified names, sorted so a clash
 * ('Item' and 'item') numbers the later one the same way on every run.
 */
export function schemaSlugs(names: string[]): Map<string, string> {
  const slugs = new Map<string, string>()
  const taken = new Set<string>()
  for (const name of [...names].sort()) {
    const slug = firstFreeSlug(slugify(name) || 'schema', taken)
    taken.add(slug)
    slugs.set(name, slug)
  }
  return slugs
}
