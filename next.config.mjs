// Next.js configuration: a fully static export (out/) served under BASE_PATH.
import { existsSync } from 'node:fs'
import path from 'node:path'
import nextra from 'nextra'
import { resolveBasePath } from './config/base-path.mjs'
import { pageNavigationFile } from './lib/navigation/page-file.mjs'
import { remarkLiveCode } from './lib/mdx/remark-live-code.mjs'
import { rehypeTaskListLabels } from './lib/mdx/rehype-task-list-labels.mjs'

const basePath = resolveBasePath(process.env.BASE_PATH)
const navigationRegistry = path.resolve('theme/navigation/registry.ts')
/** The navigation file scripts/navigation writes for a route; absent for a page added since it last ran. */
const navigationFile = (route) => path.resolve('generated/navigation/pages', pageNavigationFile(route))

const withNextra = nextra({
  // The site's own theme: layout, navigation, search and MDX components (theme/).
  theme: './theme/index.tsx',
  themeConfig: './theme.config.tsx',
  defaultShowCopyCode: true,
  readingTime: true,
  search: { codeblocks: false },
  // Each page imports only the navigation it renders (theme/navigation/registry.ts); Nextra's
  // page map, which every page would otherwise import whole, stays empty.
  transformPageMap: () => [],
  transform: (result, { route }) => {
    const file = navigationFile(route)
    const found = existsSync(file)
    return (
      `${result}\nimport { registerPageNavigation as __registerNavigation } from ${JSON.stringify(navigationRegistry)}\n` +
      (found ? `import __navigation from ${JSON.stringify(file)}\n` : '') +
      `__registerNavigation(${JSON.stringify(route)}, ${found ? '__navigation' : 'null'})\n`
    )
  },
  // ```jsx live blocks become editable playgrounds (playground/components).
  mdxOptions: {
    remarkPlugins: [remarkLiveCode],
    // Checklist items get a label, so each checkbox is named by its text (axe: label).
    rehypePlugins: [rehypeTaskListLabels],
    // GitHub's high-contrast themes: the default ones have tokens below 4.5:1 (axe: color-contrast).
    rehypePrettyCodeOptions: { theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } }
  }
})

export default withNextra({
  output: 'export',
  basePath,
  // Directory-style URLs (docs/x/index.html) work on every static host.
  trailingSlash: true,
  reactStrictMode: true,
  // `_meta.ts` files describe the sidebar; without `ts` here they are not exported as pages.
  pageExtensions: ['tsx', 'mdx', 'md'],
  // No image optimisation server exists on a static host.
  images: { unoptimized: true },
  // npm run lint runs ESLint once, for the whole tree; the build need not run it again.
  eslint: { ignoreDuringBuilds: true },
  // NEXTRA_DEFAULT_LOCALE: nextra reads it in the browser; defined (one locale, none), no `process` shim ships.
  env: { NEXT_PUBLIC_BASE_PATH: basePath, NEXTRA_DEFAULT_LOCALE: '' },
  experimental: {
    // Compile in a worker that exits before pages are generated, so webpack's memory is freed
    // rather than held through static generation (Next turns this off for custom webpack configs).
    webpackBuildWorker: true,
    // Webpack trades a little compile time for a lower peak (low-risk per the Next.js docs).
    webpackMemoryOptimizations: true,
    // Next traces the server bundles (useless for a static export, and it cannot be switched off) with one
    // open file per traced file at once: ~20,000 at 3,450 pages, this machine's per-process cap. In a worker
    // of its own the trace has that cap to itself, and the 3,000-extra-page build passes (npm run bench).
    parallelServerBuildTraces: true
  }
})
