// Next.js configuration: a fully static export (out/) served under BASE_PATH.
import { createHash } from 'node:crypto'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js'
import nextra from 'nextra'
import { resolveBasePath } from './config/base-path.mjs'
import { LLMS_FILES, TWINS_PUBLIC_FOLDER } from './markdown/shared/twin.mjs'
import { PAGE_SOURCE_DIR } from './page-source/shared/page-file.mjs'
import { BLOG_PAGE_RECORDS_DIR } from './blog/shared/page-file.mjs'
import { siteMdxOptions } from './lib/mdx/site-mdx-options.mjs'
import { forPrerenderOnly } from './lib/build/server-compile.mjs'
import { withMdxCompileCache } from './lib/build/mdx-compile-cache.mjs'
import { withPageData } from './lib/build/page-data.mjs'
import { withMdxPageLoader } from './lib/build/mdx-page.mjs'
import { withPromptDevCacheStore } from './lib/build/dev-cache.mjs'

const basePath = resolveBasePath(process.env.BASE_PATH)

// Next salts its webpack cache with the server-actions key and, where it guesses the disk is ephemeral
// (any container), makes a new key each build, which throws the whole cache away. A static export has
// no server actions, so a fixed key costs nothing and a rebuild reuses the cache.
process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ??= createHash('sha256').update('vnv-documentation').digest('base64')
/** What each page registers when it loads (lib/build/page-data.mjs); `inline` is set per compile. */
const PAGE_DATA = {
  pagesDir: path.resolve('pages'),
  records: [
    {
      dir: path.resolve('generated/navigation/pages'),
      registry: path.resolve('theme/navigation/registry.ts'),
      register: 'registerPageNavigation'
    },
    {
      dir: path.resolve(PAGE_SOURCE_DIR, 'pages'),
      registry: path.resolve('page-source/components/registry.ts'),
      register: 'registerPageSource'
    },
    {
      dir: path.resolve(BLOG_PAGE_RECORDS_DIR),
      registry: path.resolve('blog/components/registry.ts'),
      register: 'registerBlogPage',
      routes: '/blog'
    }
  ]
}

/** The page loader's options: where pages are, and the theme's page component (lib/build/mdx-page.mjs). */
const MDX_PAGE = { pagesDir: path.resolve('pages'), definePage: path.resolve('theme/page/define-page.tsx') }

/** Nextra's part of the configuration; `dev` is true for `next dev`. */
const withNextra = async (dev) =>
  nextra({
    // The site's own theme: layout, navigation, search and MDX components (theme/).
    theme: './theme/index.tsx',
    themeConfig: './theme.config.tsx',
    defaultShowCopyCode: true,
    // The site's search index is built from the exported pages (search/indexer), not by Nextra.
    search: false,
    // Each page carries only the navigation it renders and its own source record (lib/build/page-data.mjs):
    // Nextra's page map, which every page would otherwise import whole, stays empty.
    transformPageMap: () => [],
    mdxOptions: await siteMdxOptions({ dev })
  })

/**
 * The dev server answers the Markdown twins and llms files at the URLs the export gives them (the
 * post-build step moves them out of public/_markdown/ to the site's root).
 */
const devRewrites = async () => [
  ...LLMS_FILES.map((file) => ({ source: `/${file}`, destination: `/${TWINS_PUBLIC_FOLDER}/${file}` })),
  { source: '/:path*.md', destination: `/${TWINS_PUBLIC_FOLDER}/:path*.md` }
]

const nextConfig = async (phase) =>
  (await withNextra(phase === PHASE_DEVELOPMENT_SERVER))({
    // `next build` exports static files. In development the site's own server (scripts/dev/site-server.mjs)
    // answers the old and folder URLs the export answers with stub pages; Next serves the rest.
    ...(phase === PHASE_DEVELOPMENT_SERVER ? { rewrites: devRewrites } : { output: 'export' }),
    basePath,
    // Directory-style URLs (docs/x/index.html) work on every static host.
    trailingSlash: true,
    reactStrictMode: true,
    // Without `ts` here `_meta.ts` files (the sidebar's order) are not pages. Nextra adds md and mdx itself:
    // naming them here too made the dev server see every page twice ("Duplicate page detected").
    pageExtensions: ['tsx'],
    // No image optimisation server exists on a static host.
    images: { unoptimized: true },
    // npm run lint runs ESLint once, for the whole tree; the build need not run it again.
    eslint: { ignoreDuringBuilds: true },
    // Likewise `npm run typecheck` (tsc --noEmit, part of npm test) is the one type check; in the build it cost 7 s.
    typescript: { ignoreBuildErrors: true },
    // NEXTRA_DEFAULT_LOCALE: nextra reads it in the browser; defined (one locale, none), no `process` shim ships.
    env: { NEXT_PUBLIC_BASE_PATH: basePath, NEXTRA_DEFAULT_LOCALE: '' },
    // Next traces which server files each page needs, for hosting on a Node server. A static export
    // hosts none of them: tracing no file saves a core's worth of work during the client compile.
    outputFileTracingExcludes: { '**': ['**'] },
    webpack: (config, { nextRuntime, dev, buildId }) => {
      // A build puts each page's data in its own module; dev imports it, to update it alone.
      const withData = withPageData(config, { ...PAGE_DATA, inline: !dev })
      // Dev keeps its compiled pages on disk for the next start, saved soon after each compile (lib/build/dev-cache.mjs).
      if (dev) return withMdxPageLoader(withPromptDevCacheStore(withData), MDX_PAGE)
      // No webpack cache on disk: writing it held 0.9 GB more at the peak of a 3,530-page build and took
      // 27 s longer, and a clean build (CI, a fresh clone) never reads it. A build with nothing changed
      // is skipped whole instead (scripts/build/build-stamp.ts).
      const uncached = { ...withData, cache: false }
      // Nextra compiles each MDX file once per build, not once per compile (lib/build/mdx-compile-cache.mjs).
      const cached = withMdxCompileCache(uncached, { buildId, cacheRoot: path.resolve('.next/cache/mdx-compile') })
      // Last: our page loader takes the place of Nextra's, which the steps above look for (lib/build/mdx-page.mjs).
      // Pages compile in a thread beside webpack's (lib/build/mdx-compile-pool.mjs).
      const paged = withMdxPageLoader(cached, { ...MDX_PAGE, inWorker: true })
      // The server compile only prerenders: no tracing of its files, no optimising of its code (lib/build/server-compile.mjs).
      return nextRuntime === 'nodejs' ? forPrerenderOnly(paged) : paged
    },
    experimental: {
      // Server bundles only prerender the pages at build time and never ship: minifying them is wasted work.
      serverMinification: false,
      // Compile in a worker that exits before pages are generated, so webpack's memory is freed
      // rather than held through static generation (Next turns this off for custom webpack configs).
      webpackBuildWorker: true,
      // Webpack trades a little compile time for a lower peak (low-risk per the Next.js docs).
      webpackMemoryOptimizations: true,
      // Pages are checked and prerendered by one worker per core. Next's default leaves a core to its
      // main process, which only waits meanwhile: on two cores, one worker and half the machine idle.
      cpus: availableParallelism()
    }
  })

export default nextConfig
