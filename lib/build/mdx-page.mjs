// Part of next.config.mjs's webpack configuration, apart so that it can be tested. Plain JavaScript:
// next.config.mjs loads it. The loader it adds is mdx-page-loader.mjs.
import path from 'node:path'
import { withNextraLoaderReplaced } from './nextra-rules.mjs'

const PAGE_LOADER = path.join(import.meta.dirname, 'mdx-page-loader.mjs')

/**
 * Nextra's loader wraps each page in its page setup ('nextra/setup-page'), which imports Nextra's MDX
 * provider and with it an image zoom the theme never shows: react-medium-image-zoom and next/image,
 * about 10 KB gzip on every page, and a request for the page map the theme does not read. For the
 * files of pages/, this puts our page loader in its place: the same MDX compile (Nextra's, with the
 * options Nextra's configuration set) and search data, wrapped by the theme's own page component
 * (`definePage`, theme/page/define-page.tsx). MDX imported by a page stays with Nextra's loader.
 * `inWorker` compiles pages in a worker thread (mdx-compile-pool.mjs), beside webpack's.
 * Fails loudly if Nextra's page rule is no longer found.
 */
export function withMdxPageLoader(config, { pagesDir, definePage, inWorker = false }) {
  return withNextraLoaderReplaced(config, {
    step: 'the page loader (lib/build/mdx-page.mjs)',
    kinds: ['page'],
    loader: (nextra) => ({ loader: PAGE_LOADER, options: { nextra, pagesDir, definePage, inWorker } })
  })
}
