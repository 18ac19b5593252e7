/**
 * The frame around a page's content (with the page's headings): sidebar, breadcrumb, content, previous/next links and table
 * of contents, as the page's theme settings ask. Full-layout pages (home, 404)
 * draw their own body. An article ends with its source (last updated, edit link)
 * and, on docs pages, "Was this page helpful?" (page-source/components); a blog
 * post's source is in its own footer (BlogLayout).
 *
 * Each part sits in its own <Suspense> boundary: React 18 hydrates boundaries
 * one task at a time, so a long page never blocks input for its whole hydration.
 */
import cn from 'clsx'
import { Suspense, useRef, type ReactNode } from 'react'
import { CrashBoundary } from './chrome/CrashBoundary'
import { lazyPart } from './chrome/lazy-part'
import { MAIN_CONTENT_ID } from './chrome/main-content'
import { useStaticHtmlLinks } from './link/static-html-links'
import { FeedbackSlot } from '@/page-source/components/FeedbackSlot'
import { PageSource } from '@/page-source/components/PageSource'
import { SearchRecord } from '@/search/components/SearchRecord'
import { searchSectionOf } from '@/search/shared/record'
import { Breadcrumb } from './page/Breadcrumb'
import { PageTags } from './page/PageTags'
import { Pagination } from './page/Pagination'
import { isListingPage } from './page/listing'
import { BackToTop } from './page/BackToTop'
import { Toc, TocDisclosure } from './page/Toc'
import { siteConfig } from '@/generated/config/site'
import { usePage, type TocEntry } from './page-context'
import { Sidebar } from './sidebar/Sidebar'

// Its own chunk, with the posts' data: only blog pages load it, still server-rendered (2.7 KB gzip out of other pages).
const BlogLayout = lazyPart(() => import('@/blog/components/BlogLayout').then((m) => m.BlogLayout))

const isBlogRoute = (route: string) => route === '/blog' || route.startsWith('/blog/')
const isDocsRoute = (route: string) => route === '/docs' || route.startsWith('/docs/')

export function PageFrame({ toc, children }: { toc: TocEntry[]; children: ReactNode }) {
  const page = usePage()
  const { route, navigation, frontMatter } = page
  const content = useRef<HTMLDivElement>(null)
  const staticHtmlLinks = useStaticHtmlLinks(content, page.html)
  const { theme, sidebar, breadcrumb, prev, next } = navigation
  if (theme.layout === 'full') return <CrashBoundary>{children}</CrashBoundary>
  const isBlog = isBlogRoute(route)
  const listing = isListingPage(page)
  const body = isBlog ? (
    <BlogLayout>{children}</BlogLayout>
  ) : (
    <>
      {children}
      <PageTags />
      {!listing && <PageSource />}
      {/* Loads after the page, not with it: it sits at the end and acts only on a reader's answer. A list of
          pages has no text of its own to judge. */}
      {isDocsRoute(route) && !listing && siteConfig.source && <FeedbackSlot />}
    </>
  )
  // The blog layout marks up its own <article> (a post, beside the list of recent posts).
  const Content = isBlog ? 'div' : 'article'
  // Only pages with a search section are indexed; the index reads their content and nothing around it.
  const searchSection = searchSectionOf(route, breadcrumb[0]?.title)
  return (
    <div
      className={cn(
        'vnv-page',
        sidebar && 'vnv-page--with-sidebar',
        theme.toc && 'vnv-page--with-toc',
        theme.typesetting === 'article' && 'vnv-page--article'
      )}
    >
      {sidebar && (
        // A <div>: the sidebar's <nav> is its landmark; an <aside> around it added a nameless one.
        <div className="vnv-page__sidebar">
          <Suspense>
            <Sidebar entries={sidebar} />
          </Suspense>
        </div>
      )}
      <main id={MAIN_CONTENT_ID} className="vnv-page__main">
        {breadcrumb.length > 0 && <Breadcrumb items={breadcrumb} />}
        {theme.toc && (
          <Suspense>
            <TocDisclosure toc={toc} />
          </Suspense>
        )}
        <CrashBoundary>
          <Content ref={content} className="vnv-content" data-pagefind-body={searchSection ? '' : undefined} {...staticHtmlLinks}>
            {searchSection && (
              <SearchRecord
                section={searchSection}
                route={route}
                trail={breadcrumb.slice(0, -1)}
                description={typeof frontMatter.description === 'string' ? frontMatter.description : undefined}
              />
            )}
            <Suspense>{body}</Suspense>
          </Content>
        </CrashBoundary>
        {(prev || next) && <Pagination prev={prev} next={next} />}
        {/* After the page in the tab order, where the reader who wants it has arrived; drawn in the corner. */}
        <BackToTop className="vnv-back-to-top" />
      </main>
      {theme.toc && (
        <div className="vnv-page__toc">
          <Suspense>
            <Toc toc={toc} />
          </Suspense>
        </div>
      )}
    </div>
  )
}
