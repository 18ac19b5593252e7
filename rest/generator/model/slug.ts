/** Page slugs from operation ids (and spec folders from file names). */

/** 'Project.Nodes.getOneNodeDetails' → 'project-nodes-get-one-node-details' (the old site's slug rule). */
export function slugify(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
}
