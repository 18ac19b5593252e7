// Where one page's source file lives: written by page-source/generator, put into the page by
// lib/build/page-data.mjs. Plain JS so the config can load it.
import { pageNavigationFile } from '../../lib/navigation/page-file.mjs'

/** The folder of the generator's output, relative to the project. */
export const PAGE_SOURCE_DIR = 'generated/page-source'

/** '/docs/Tutorial/intro' → 'pages/docs/Tutorial/intro.json' (relative to PAGE_SOURCE_DIR); '/' → 'pages/index.json'. */
export function pageSourceFile(route) {
  return `pages/${pageNavigationFile(route)}`
}
