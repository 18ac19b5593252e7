/** Page slugs from operation ids (and spec folders from file names). */
import { createHash } from 'node:crypto'
import { firstFreeSlug } from '../../../scripts/lib/slug'

/**
 * The longest slug: a page's file name (slug, ".mdx" and the writer's staging suffix) stays far within
 * file-system limits (255 bytes a name) whatever a spec names an operation or a schema.
 */
export const MAX_SLUG_LENGTH = 80

/** A short hash of `key`: the same key gives the same suffix on every run. */
const shortHash = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 6)

/**
 * `slug` ended by a short hash of `key`, the whole within MAX_SLUG_LENGTH: `slug` is cut at a word
 * (a hyphen) where it must be, so the hash keeps apart slugs that differ only after the cut.
 */
export function suffixedSlug(slug: string, key: string): string {
  const suffix = shortHash(key)
  const room = MAX_SLUG_LENGTH - suffix.length - 1
  let head = slug
  if (head.length > room) {
    const cut = head.lastIndexOf('-', room)
    // A word longer than half the room is cut where the room ends.
    head = head.slice(0, cut > room / 2 ? cut : room).replace(/-+$/, '')
  }
  return head ? `${head}-${suffix}` : suffix
}

/**
 * 'Project.Nodes.getOneNodeDetails' → 'project-nodes-get-one-node-details' (the old site's slug rule);
 * a slug longer than MAX_SLUG_LENGTH is cut and ends with a hash of the whole (suffixedSlug).
 */
export function slugify(value: string): string {
  const slug = value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
  return slug.length > MAX_SLUG_LENGTH ? suffixedSlug(slug, slug) : slug
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

/** An operation's page below its spec's folder: its slug, in the folder of its nested tag group if it has one. */
export const operationRoute = (operation: { slug: string; folder?: string }) =>
  operation.folder ? `${operation.folder}/${operation.slug}` : operation.slug
