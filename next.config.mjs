// Next.js configuration: a fully static export (out/) served under BASE_PATH, its pages the MDX files of
// pages/ (compiled by @next/mdx with the site's plugins in lib/mdx/).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import createMDX from '@next/mdx'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js'
import { STAGING_FOLDER } from './config/site-folder.mjs'
import { resolveBasePath } from './config/base-path.mjs'
import { LLMS_FILES, TWINS_PUBLIC_FOLDER } from './markdown/shared/twin.mjs'
import { compileCodeHash } from './lib/mdx/compile-code.mjs'

const basePath = resolveBasePath(process.env.BASE_PATH)

/** A plugin of this project, by its absolute path: plugins are named by module so that Turbopack can pass them on. */
const local = (file) => path.join(import.meta.dirname, file)

const withMDX = createMDX({
  options: {
    remarkPlugins: [
      'remark-frontmatter',
      'remark-gfm',
      // ```jsx live blocks become editable examples (playground/), ```mermaid blocks diagrams (diagrams/).
      local('lib/mdx/remark-live-code.mjs'),
      local('diagrams/remark-diagrams.mjs'),
      // <Callout>, <Tabs>… are imported by the pages that use them.
      local('lib/mdx/remark-component-imports.mjs'),
      // Heading ids, and the page's props: title, front matter, table of contents, generated records. The option
      // only keys Turbopack's cache, which `next dev` keeps between runs: without it, a cache returned pages compiled
      // by the plugins' old code (seen while the build kept one too).
      [local('lib/mdx/remark-page.mjs'), { compileCode: compileCodeHash(import.meta.dirname) }]
    ],
    rehypePlugins: [
      local('lib/mdx/rehype-code.mjs'),
      local('lib/mdx/rehype-task-list-labels.mjs'),
      // Blocks without behaviour in the browser get their content as HTML in the props (with recma-static-html.mjs).
      local('lib/mdx/rehype-static-html.mjs')
    ],
    // A page's data exports become its props' data, read by its content (see remark-page.mjs).
    recmaPlugins: [local('lib/mdx/recma-page-data.mjs'), local('lib/mdx/recma-static-html.mjs')],
    // JSX left to SWC (@next/mdx compiles MDX's output as TSX): the recma plugins and the tests read one form.
    jsx: true
  }
})

/**
 * `npm run dev` answers the Markdown twins and llms files at the site's root and the last build's search
 * index, as the export does, and lets the live examples' sandboxed frame (an opaque origin) load its
 * modules and fonts, as deploy/ asks of a host. Old and folder URLs: the dev 404 page sends them on
 * (theme/chrome/dev-redirect.ts).
 */
const devRoutes = {
  headers: async () => [{ source: '/playground/:path*', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] }],
  rewrites: async () => [
    ...LLMS_FILES.map((file) => ({ source: `/${file}`, destination: `/${TWINS_PUBLIC_FOLDER}/${file}` })),
    { source: '/:path*.md', destination: `/${TWINS_PUBLIC_FOLDER}/:path*.md` },
    { source: '/pagefind/:path*', destination: '/_dev/pagefind/:path*' }
  ]
}

/**
 * The generators' output (links in pages, feeds, twins) carries the base path `npm run generate` ran with:
 * a build or dev server for another would serve it broken, so it stops and says what to run.
 */
function checkGeneratedBasePath() {
  const file = path.join(import.meta.dirname, 'generated/config/feed/site.json')
  const generatedFor = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).baseUrl : basePath
  if (generatedFor !== basePath)
    throw new Error(
      `generated/ was written for BASE_PATH=${generatedFor || "''"}, and Next now runs for BASE_PATH=${basePath || "''"}: ` +
        'run "npm run generate" with the same BASE_PATH first (npm run build and npm run dev do both).'
    )
}

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => {
  checkGeneratedBasePath()
  return withMDX({
    // The export goes to a staging folder; the post-build step moves it to out/ once every step succeeded.
    ...(phase === PHASE_DEVELOPMENT_SERVER ? devRoutes : { output: 'export', distDir: STAGING_FOLDER }),
    basePath,
    // Directory-style URLs (docs/x/index.html) work on every static host.
    trailingSlash: true,
    reactStrictMode: true,
    // `_meta.ts` files (the sidebar's order) are not pages.
    pageExtensions: ['tsx', 'mdx'],
    // No image optimisation server exists on a static host.
    images: { unoptimized: true },
    // `npm run typecheck` (tsc --noEmit, part of npm test) is the one type check.
    typescript: { ignoreBuildErrors: true },
    env: { NEXT_PUBLIC_BASE_PATH: basePath },
    // `next dev` would otherwise write an AGENTS.md of generic Next.js notes (and, with agentUpgrade, upgrade
    // reminders) into the writer's checkout.
    agentRules: false,
    experimental: {
      agentUpgrade: false,
      ...(phase !== PHASE_DEVELOPMENT_SERVER && {
        // The export needs no source maps (dev keeps them for its error overlay): a clean `next build` on Next 16.5
        // peaks at 780–790 MB instead of 800–850 and takes 3–11 % less time (2 paired runs, /usr/bin/time).
        turbopackSourceMaps: false,
        turbopackInputSourceMaps: false,
        // No build cache on disk (dev keeps its own): clean `npm run build` 760 → 700 MB, 42–44 → 40 s; +3,000 pages
        // 4.2 → 3.8 GB, 247 → 223 s. The cost: a second `npm run build:site` takes 28–31 s instead of 9–11.
        turbopackFileSystemCacheForBuild: false
      })
    }
  })
}

export default nextConfig
