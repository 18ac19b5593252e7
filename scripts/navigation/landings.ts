/**
 * Folder URLs that have no page of their own (no `foo.mdx` beside `foo/`, no
 * `foo/index.mdx`) land on the folder's first page, so a trimmed URL or an old
 * link to a folder never ends on a 404. The post-build step writes the stubs.
 */
import { firstPage } from '../../lib/navigation/page-navigation'
import type { NavNode } from '../../lib/navigation/types'

export function folderLandings(nodes: NavNode[]): { from: string; to: string }[] {
  return nodes.flatMap((node) => {
    const inner = folderLandings(node.children)
    if (node.kind !== 'folder' || node.hasPage || node.children.some((child) => child.kind === 'page' && child.route === node.route))
      return inner
    const target = node.children.map(firstPage).find(Boolean)
    return target ? [{ from: node.route, to: `${target}/` }, ...inner] : inner
  })
}
