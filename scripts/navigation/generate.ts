/**
 * Generates the site's navigation from pages/ and its _meta files:
 * - generated/navigation/pages/<route>.json: what one page renders (sidebar,
 *   breadcrumb, previous and next), imported by that page alone (theme/navigation);
 * - generated/navigation/sidebar-links.ts: where the navbar's sidebar links point;
 * - public/_nav/<folder>.json: a folder's sidebar entries, loaded by the browser
 *   when a reader opens a collapsed folder;
 * - generated/navigation/redirects.json: every redirect the site serves (old URLs,
 *   folder landings, REST's upper-case URLs), as stubs in out/ (scripts/postbuild)
 *   and, in npm run dev, from the 404 page (theme/chrome/dev-redirect.ts).
 * Runs after the generators that write pages (scripts/generators/table.ts): it reads them.
 */
import path from 'node:path'
import { siteConfig } from '../../config/site'
import { docTagLink } from '../../docs-index/generator/model'
import { routeJsonFile } from '../../lib/page-records.mjs'
import { folderEntries, pageNavigation, pageRoutes, sidebarLinks } from '../../lib/navigation/page-navigation'
import { jsonFile, tsHeader } from '../lib/generated'
import { writeFoldersAtomically } from '../lib/write-folders'
import { listFiles } from '../lib/files'
import { routeConflicts } from './conflicts'
import { siteRedirects } from './landings'
import { readSiteTree } from './read-pages'
import { runAsCommand } from '../generators/command'

const PAGES_DIR = path.resolve('pages')
export const NAVIGATION_DIR = path.resolve('generated/navigation')
export const FOLDERS_DIR = path.resolve('public/_nav')
export const REDIRECTS_FILE = path.join(NAVIGATION_DIR, 'redirects.json')
const SOURCE = 'pages/ and its _meta files (scripts/navigation)'

export async function generateNavigation(): Promise<{ pages: number; folders: number }> {
  const conflicts = routeConflicts(
    listFiles(PAGES_DIR).map((file) => file.split(path.sep).join('/')),
    siteConfig.redirects
  )
  if (conflicts.length)
    throw new Error(`${conflicts.length} page route conflict(s):\n${conflicts.map((problem) => `  - ${problem}`).join('\n')}`)
  const tree = await readSiteTree()
  const links = sidebarLinks(tree, siteConfig.docs.sidebars)
  const pages = new Map<string, string>()
  for (const route of pageRoutes(tree)) {
    pages.set(`pages/${routeJsonFile(route)}`, jsonFile(SOURCE, pageNavigation(tree, route, docTagLink)))
  }
  const redirects = siteRedirects(tree, siteConfig.redirects)
  const folders = new Map<string, string>()
  for (const [route, entries] of folderEntries(tree)) {
    folders.set(`${route.slice(1)}.json`, jsonFile(SOURCE, { entries }))
  }
  writeFoldersAtomically(
    new Map([
      [
        NAVIGATION_DIR,
        new Map([
          ...pages,
          [path.basename(REDIRECTS_FILE), jsonFile(SOURCE, { redirects }, 1)],
          [
            'sidebar-links.ts',
            `${tsHeader(SOURCE)}\nexport const sidebarLinks: Record<string, string> = ${JSON.stringify(links, null, 2)}\n`
          ]
        ])
      ],
      [FOLDERS_DIR, folders]
    ])
  )
  return { pages: pages.size, folders: folders.size }
}

export async function main() {
  const { pages, folders } = await generateNavigation()
  console.log(`navigation: ${pages} page files and ${folders} folder files generated`)
}

export const failureMessage = (error: unknown) => `navigation generation failed: ${(error as Error).message}`

runAsCommand(import.meta.filename, { main, failureMessage })
