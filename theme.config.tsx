/**
 * Nextra docs-theme settings. The site's own chrome (navbar, footer, table of
 * contents, headings, crash boundary) replaces Nextra's where the spec asks
 * for behaviour Nextra does not have; everything reads config/site.ts (validated at build time into generated/config/site.ts).
 */
import type { FC } from 'react'
import type { DocsThemeConfig } from 'nextra-theme-docs'
import { CrashBoundary } from './components/errors/CrashBoundary'
import { PageBody } from './components/layout/PageBody'
import { ScrollablePre, ScrollableTable } from './components/layout/Scrollable'
import { Footer } from './components/layout/Footer'
import { SiteHead } from './components/layout/Head'
import { headingComponents } from './components/layout/Heading'
import { Toc } from './components/layout/Toc'
import { Navbar } from './components/navbar/Navbar'
import { LivePlayground } from './components/playground'
import { SOURCE_REPOSITORY, siteConfig } from './generated/config/site'

const config: DocsThemeConfig = {
  logo: <span>{siteConfig.title}</span>,
  docsRepositoryBase: `${SOURCE_REPOSITORY}/tree/main`,
  head: SiteHead,
  // Colours of the old site's palette (#1b7caa light, #67c2ea dark).
  color: { hue: 199, saturation: { light: 73, dark: 76 }, lightness: { light: 32, dark: 66 } },
  // Our own toggle lives in the navbar; Nextra's select would offer "system", which the spec excludes.
  darkMode: false,
  nextThemes: {
    defaultTheme: siteConfig.colorMode.defaultMode,
    storageKey: 'theme',
    enableSystem: siteConfig.colorMode.respectPrefersColorScheme
  } as DocsThemeConfig['nextThemes'],
  navbar: { component: Navbar },
  footer: { component: Footer },
  toc: { component: Toc, float: true, backToTop: null, title: 'On this page' },
  // The docs sidebar is not hideable and categories do not auto-collapse.
  sidebar: { toggleButton: false, autoCollapse: false, defaultMenuCollapseLevel: 1 },
  // Page body only: navbar and footer stay usable when a page crashes.
  main: ({ children }) => (
    <CrashBoundary>
      <PageBody>{children}</PageBody>
    </CrashBoundary>
  ),
  // LivePlayground: the MDX element behind ```jsx live blocks (lib/mdx/remark-live-code.mjs).
  components: { ...headingComponents, pre: ScrollablePre, table: ScrollableTable, LivePlayground: LivePlayground as FC },
  // No edit links: the source repository's layout is not public yet, and a broken link is worse than none.
  editLink: { component: null },
  feedback: { content: null },
  banner: { content: null },
  search: { placeholder: 'Search the docs…' },
  gitTimestamp: null
}

export default config
