/**
 * Generates the site's navigation from pages/ and its _meta files:
 * - generated/navigation/site-tree.json: the whole tree, read at build time by
 *   every page's getStaticProps (theme/navigation/get-static-props.ts);
 * - generated/navigation/sidebar-links.ts: where the navbar's sidebar links point;
 * - public/_nav/<folder>.json: a folder's sidebar entries, loaded by the browser
 *   when a reader opens a collapsed folder.
 * Runs last in `npm run generate`: it reads the pages the other generators write.
 */
import path from 'node:path'
import { siteConfig } from '../../config/site'
import { folderEntries, sidebarLinks } from '../../lib/navigation/page-navigation'
import { generatedHeader, tsHeader, writeFoldersAtomically } from '../lib/generated'
import { readSiteTree } from './read-pages'

export const NAVIGATION_DIR = path.resolve('generated/navigation')
export const FOLDERS_DIR = path.resolve('public/_nav')
const SOURCE = 'pages/ and its _meta files (scripts/navigation)'

export async function generateNavigation(): Promise<{ folders: number }> {
  const tree = await readSiteTree()
  const links = sidebarLinks(tree, siteConfig.docs.sidebars)
  const banner = { '//': generatedHeader(SOURCE) }
  const folders = new Map<string, string>()
  for (const [route, entries] of folderEntries(tree)) {
    folders.set(`${route.slice(1)}.json`, JSON.stringify({ ...banner, entries }))
  }
  writeFoldersAtomically(
    new Map([
      [
        NAVIGATION_DIR,
        new Map([
          ['site-tree.json', JSON.stringify({ ...banner, tree })],
          ['sidebar-links.ts', `${tsHeader(SOURCE)}\nexport const sidebarLinks: Record<string, string> = ${JSON.stringify(links, null, 2)}\n`]
        ])
      ],
      [FOLDERS_DIR, folders]
    ])
  )
  return { folders: folders.size }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  generateNavigation()
    .then(({ folders }) => console.log(`navigation: site tree and ${folders} folder files generated`))
    .catch((error) => {
      console.error(`navigation generation failed: ${(error as Error).message}`)
      process.exit(1)
    })
}
