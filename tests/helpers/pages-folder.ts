/** A pages/ folder written to a temporary directory, read back as a site tree: fixtures for navigation tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { NavNode } from '../../lib/navigation/types'
import { readSiteTree } from '../../scripts/navigation/read-pages'

/** An MDX page with a title in its front matter. */
export const page = (title: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n`

/** Writes the files (path → content) and reads the site tree; `remove` deletes the folder. */
export async function sitePagesFolder(files: Record<string, string>): Promise<{ dir: string; tree: NavNode[]; remove: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnv-pages-'))
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
  }
  return { dir, tree: await readSiteTree(dir), remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** The node at a route (a folder before its index page), separators skipped. */
export function findNode(nodes: NavNode[], route: string): NavNode | undefined {
  for (const node of nodes) {
    if (node.route === route && node.kind !== 'separator') return node
    const found = findNode(node.children, route)
    if (found) return found
  }
  return undefined
}

/**
 * A Tutorial section that exercises the _meta rules: titles, order, a separator, an external link,
 * a folder with a hidden page. Tests add their own sections beside it.
 */
export const tutorialSection: Record<string, string> = {
  '_meta.ts': "export default { index: { display: 'hidden', theme: { layout: 'full' } }, docs: { type: 'page' } }",
  'index.mdx': page('Home'),
  'docs/index.mdx': page('Documentation'),
  'docs/Tutorial/_meta.ts':
    "export default { intro: 'Intro', Application: 'Application', '-- More': { type: 'separator', title: 'More' }, zeta: 'Zeta', site: { title: 'Site', href: 'https://example.com' } }",
  'docs/Tutorial/zeta.mdx': page('Zeta page'),
  'docs/Tutorial/intro.mdx': page('Introduction'),
  'docs/Tutorial/Application/_meta.ts': "export default { 'action-button': 'Action button', secret: { display: 'hidden' } }",
  'docs/Tutorial/Application/secret.mdx': page('Secret'),
  'docs/Tutorial/Application/action-button.mdx': page('Action button')
}
