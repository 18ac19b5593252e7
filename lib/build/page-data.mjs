// Part of next.config.mjs's webpack configuration, apart so that it can be tested. Plain JavaScript:
// next.config.mjs loads it. The loader it adds is page-data-loader.mjs.
import path from 'node:path'
import { withLoaderBeforeNextra } from './nextra-rules.mjs'

const PAGE_DATA_LOADER = path.join(import.meta.dirname, 'page-data-loader.mjs')

/**
 * Each page carries its own generated records, never the whole site's: the navigation it renders
 * (generated/navigation/pages/), its source (generated/page-source/pages/) and, for a blog post, its
 * byline and neighbours (generated/blog/pages/). This puts our loader after Nextra's on every file of
 * pages/, to add the code that registers them with their registries (`options.records`).
 *
 * `inline` (`next build`): the data goes into the page's own module. A JSON module more per record
 * would cost webpack time and memory that grow with the site (at 1,000 extra pages: 91 → 77 s,
 * 2.76 → 2.57 GB). Webpack still rebuilds a page when one of its files changes (loader dependencies).
 * Otherwise (`next dev`) the page imports each file, and an edit of a `_meta` file updates the open
 * page without compiling its MDX again.
 */
export function withPageData(config, options) {
  return withLoaderBeforeNextra(config, {
    step: 'the page data step (lib/build/page-data.mjs)',
    kinds: ['page'],
    loader: () => ({ loader: PAGE_DATA_LOADER, options })
  })
}
