import type { ReactNode } from 'react'
import { useConfig } from 'nextra-theme-docs'
import dynamic from 'next/dynamic'
import { PageTags } from '@/components/docs/PageTags'
import { useCurrentRoute } from '@/lib/hooks/use-current-route'
import { MAIN_CONTENT_ID } from './main-content'

// Its own chunk, with the posts' data: only blog pages load it (still server-rendered).
const BlogLayout = dynamic(() => import('@/components/blog/BlogLayout').then((m) => m.BlogLayout))

/**
 * What surrounds a page's own content: the blog layout on /blog, the doc's
 * tags on docs pages. Nextra's <main> carries no id, so the body is the skip
 * link's target; full-layout pages (home, 404) render their own <main id>.
 */
export function PageBody({ children }: { children: ReactNode }) {
  const route = useCurrentRoute()
  const { layout } = useConfig().normalizePagesResult.activeThemeContext
  const body =
    route === '/blog' || route.startsWith('/blog/') ? (
      <BlogLayout>{children}</BlogLayout>
    ) : (
      <>
        {children}
        <PageTags />
      </>
    )
  if (layout === 'full') return body
  return <div id={MAIN_CONTENT_ID}>{body}</div>
}
