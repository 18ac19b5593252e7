/**
 * The site's Nextra theme (next.config.mjs: `nextra({ theme: './theme/index.tsx' })`): the layout
 * around every page, rendered by the app (pages/_app.tsx) with what the page's MDX file defined
 * (theme/page/define-page.tsx); the navigation comes from what the page registered when it loaded
 * (theme/navigation/registry.ts), never from a site-wide page map; so does its source
 * (page-source/components/registry.ts).
 */
import { MDXProvider } from '@mdx-js/react'
import { useRouter } from 'next/router'
import { noNavigation } from '@/lib/navigation/page-navigation'
import { registeredPageSource } from '@/page-source/components/registry'
import { lazy, Suspense, useMemo, type ReactNode } from 'react'
import { Footer } from './chrome/Footer'
import { ThemeConfigProvider, type ThemeConfig } from './config'
import { SiteHead } from './chrome/Head'
import { mdxComponents } from './mdx/components'
import { Navbar } from './navbar/Navbar'
import { registeredNavigation } from './navigation/registry'
import { PageProvider, type PageState } from './page-context'
import { PageFrame } from './PageFrame'
import type { ContentProps, MdxPage } from './page/define-page'

// `npm run dev` shows generators' problems over the page; production builds drop this branch whole.
const DevProblems = process.env.NODE_ENV === 'development' ? lazy(() => import('./chrome/DevProblems')) : null

interface LayoutProps {
  themeConfig: ThemeConfig
  /** What the page's MDX file defined. */
  page: MdxPage
  /** The props the page's content gets, which its table of contents may read. */
  contentProps: ContentProps
  children: ReactNode
}

export default function Layout({ children, page: options, contentProps, themeConfig }: LayoutProps) {
  const { pathname } = useRouter()
  const navigation = registeredNavigation(pathname)
  const page = useMemo<PageState>(
    () => ({
      route: navigation?.route ?? pathname,
      title: options.title,
      frontMatter: options.frontMatter,
      navigation: navigation ?? noNavigation(pathname),
      source: registeredPageSource(pathname)
    }),
    [navigation, pathname, options]
  )
  return (
    <ThemeConfigProvider value={themeConfig}>
      <PageProvider value={page}>
        <SiteHead />
        <Navbar />
        <MDXProvider disableParentContext components={mdxComponents}>
          <FramedContent useTOC={options.useTOC} contentProps={contentProps}>
            {children}
          </FramedContent>
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

/** Inside the MDX provider: a table of contents may use the theme's MDX components. */
function FramedContent({ useTOC, contentProps, children }: { useTOC: MdxPage['useTOC']; contentProps: ContentProps; children: ReactNode }) {
  return <PageFrame toc={useTOC(contentProps)}>{children}</PageFrame>
}
