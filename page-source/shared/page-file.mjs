// Where one page's source record lives: written by page-source/generator, given to the page with its
// props (lib/page-records.mjs). Plain JS, as lib/page-records.mjs is.
import { routeJsonFile } from '../../lib/page-records.mjs'

/** The folder of the generator's output, relative to the project. */
export const PAGE_SOURCE_DIR = 'generated/page-source'

/** '/docs/Tutorial/intro' → 'pages/docs/Tutorial/intro.json' (relative to PAGE_SOURCE_DIR); '/' → 'pages/index.json'. */
export function pageSourceFile(route) {
  return `pages/${routeJsonFile(route)}`
}
