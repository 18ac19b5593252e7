// Next.js configuration: a fully static export (out/) served under BASE_PATH.
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import nextra from 'nextra'
import { resolveBasePath } from './config/base-path.mjs'
import { remarkLiveCode } from './lib/mdx/remark-live-code.mjs'
import { rehypeTaskListLabels } from './lib/mdx/rehype-task-list-labels.mjs'

const basePath = resolveBasePath(process.env.BASE_PATH)

const withNextra = nextra({
  theme: 'nextra-theme-docs',
  themeConfig: './theme.config.tsx',
  defaultShowCopyCode: true,
  readingTime: true,
  search: { codeblocks: false },
  // ```jsx live blocks become editable playgrounds (components/playground).
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
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  eslint: { ignoreDuringBuilds: true },
  experimental: {
    // Compile in a worker that exits before pages are generated, so webpack's memory is freed
    // rather than held through static generation (Next turns this off for custom webpack configs).
    webpackBuildWorker: true,
    // Webpack trades a little compile time for a lower peak (low-risk per the Next.js docs).
    webpackMemoryOptimizations: true
  },
  webpack(config) {
    // Nextra's default MDX image (a zoom library plus next/image) is replaced by a
    // lean one: every page paid ~10 KB gzip for it. See components/layout/MdxImage.tsx.
    const require = createRequire(import.meta.url)
    const nextraDir = path.dirname(require.resolve('nextra/package.json'))
    config.resolve.alias[path.join(nextraDir, 'dist/client/components/image-zoom.js')] = path.resolve('components/layout/MdxImage.tsx')
    // Edits of nextra's, its theme's and Next's code, each failing the build if that code changes:
    // - collapsed sidebar folders leave their links out of the HTML, else every page of a
    //   section carries the whole section's sidebar (lib/nextra/lazy-sidebar-folders.cjs);
    // - the search box, code-block buttons and tabs use the site's small components, not
    //   Headless UI's 50 kB gzip of dependencies (lib/nextra/lean-theme-imports.cjs);
    // - the page map is sorted without loading the browser's collator during hydration
    //   (lib/nextra/plain-page-map-sort.cjs);
    // - Next hydrates in a transition, in slices, as its app router does (lib/next/hydrate-in-transition.cjs),
    //   and so do the re-renders nextra's useMounted triggers just after (lib/nextra/mounted-in-transition.cjs).
    const theme = fileURLToPath(import.meta.resolve('nextra-theme-docs'))
    config.module.rules.push({
      test: theme,
      enforce: 'pre',
      use: [path.resolve('lib/nextra/lazy-sidebar-folders.cjs'), path.resolve('lib/nextra/lean-theme-imports.cjs')]
    })
    config.module.rules.push({
      test: [path.join(nextraDir, 'dist/client/components/button.js'), path.join(nextraDir, 'dist/client/components/tabs/tabs.js')],
      enforce: 'pre',
      use: path.resolve('lib/nextra/lean-theme-imports.cjs')
    })
    config.module.rules.push({
      test: path.join(nextraDir, 'dist/client/normalize-pages.js'),
      enforce: 'pre',
      use: path.resolve('lib/nextra/plain-page-map-sort.cjs')
    })
    config.module.rules.push({
      test: path.join(nextraDir, 'dist/client/hooks/use-mounted.js'),
      enforce: 'pre',
      use: path.resolve('lib/nextra/mounted-in-transition.cjs')
    })
    config.module.rules.push({
      test: require.resolve('next/dist/client/index.js'),
      enforce: 'pre',
      use: path.resolve('lib/next/hydrate-in-transition.cjs')
    })
    return config
  }
})
