// Part of next.config.mjs's webpack configuration, apart so that it can be tested. Plain JavaScript:
// next.config.mjs loads it. The loader it adds is page-data-loader.mjs.
import path from 'node:path'
import { withLoaderBeforeNextra } from './nextra-rules.mjs'

const PAGE_DATA_LOADER = path.join(import.meta.dirname, 'page-data-loader.mjs')

/**
 * Each page carries the navigation it renders and its source record (generated/navigation/pages/,
 * generated/page-source/pages/), never the whole site's: this puts our loader after Nextra's on every
 * file of pages/, to add the code that registers them (theme/navigation/registry.ts,
 * page-source/components/registry.ts).
 *
 * `inline` (`next build`): the data goes into the page's own module. Two JSON modules more per page
 * would cost webpack time and memory that grow with the site (at 1,000 extra pages: 91 → 77 s,
 * 2.76 → 2.57 GB). Webpack still rebuilds a page when one of its files changes (loader dependencies).
 * Otherwise (`next dev`) the page imports both files, and an edit of a `_meta` file updates the open
 * page without compiling its MDX again.
 */
export function withPageData(config, options) {
  return withLoaderBeforeNextra(config, {
    step: 'the page data step (lib/build/page-data.mjs)',
    kinds: ['page'],
    loader: () => ({ loader: PAGE_DATA_LOADER, options })
  })
}
