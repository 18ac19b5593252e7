/**
 * The site's Nextra theme (next.config.mjs: `nextra({ theme: './theme/index.tsx' })`).
 * Nextra compiles each MDX page and calls this layout with the page's options;
 * the navigation comes from what the page registered when it loaded
 * (theme/navigation/registry.ts), never from a site-wide page map; so does its
 * source (page-source/components/registry.ts).
 */
import { useRouter } from 'next/router'
import type { NextraThemeLayoutProps } from 'nextra'
import { noNavigation } from '@/lib/navigation/page-navigation'
import { registeredPageSource } from '@/page-source/components/registry'
import { MDXProvider } from 'nextra/mdx'
import { lazy, Suspense, useMemo } from 'react'
import { Footer } from './chrome/Footer'
import { ThemeConfigProvider, type ThemeConfig } from './config'
import { SiteHead } from './chrome/Head'
import { mdxComponents } from './mdx/components'
import { Navbar } from './navbar/Navbar'
import { registeredNavigation } from './navigation/registry'
import { PageProvider, type PageState } from './page-context'

// `npm run dev` shows generators' problems over the page; production builds drop this branch whole.
const DevProblems = process.env.NODE_ENV === 'development' ? lazy(() => import('./chrome/DevProblems')) : null

export default function Layout({ children, pageOpts, themeConfig }: NextraThemeLayoutProps<Record<string, unknown>, ThemeConfig>) {
  const { pathname } = useRouter()
  const navigation = registeredNavigation(pathname)
  const page = useMemo<PageState>(
    () => ({
      route: navigation?.route ?? pathname,
      title: pageOpts.title,
      frontMatter: pageOpts.frontMatter,
      filePath: pageOpts.filePath,
      readingTime: pageOpts.readingTime,
      navigation: navigation ?? noNavigation(pathname),
      source: registeredPageSource(pathname)
    }),
    [navigation, pathname, pageOpts]
  )
  return (
    <ThemeConfigProvider value={themeConfig}>
      <PageProvider value={page}>
        <SiteHead />
        <Navbar />
        <MDXProvider disableParentContext components={mdxComponents}>
          {children}
        </MDXProvider>
        <Footer />
        {DevProblems && (
          <Suspense>
            <DevProblems />
          </Suspense>
        )}
      </PageProvider>
    </ThemeConfigProvider>
  )
}
