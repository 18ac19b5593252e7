import type { AppProps } from 'next/app'
import { useRouter } from 'next/router'
import { useEffect } from 'react'
import 'nprogress/nprogress.css'
import '@/theme/styles/index.css'
// The colours of highlighted code's tokens (npm run generate: scripts/code-colours).
import '@/generated/code-colours/colours.css'
// Each feature's styles, after the theme's.
import '@/blog/styles.css'
import '@/rest/styles.css'
import '@/diagrams/styles.css'
import '@/playground/styles.css'
import '@/markdown/styles.css'
import '@/page-source/styles.css'
import '@/search/styles.css'
import { startRouteProgress } from '@/lib/client/route-progress'
import Layout from '@/theme'
import { focusAfterNavigation } from '@/theme/chrome/focus-after-navigation'
import type { PageProps } from '@/theme/page/static-props'

/** Every page of pages/ is an MDX file, whose props (theme/page/static-props.ts) the theme's layout frames it with. */
export default function App({ Component, pageProps }: AppProps<Partial<PageProps>>) {
  const router = useRouter()
  useEffect(() => startRouteProgress(router.events), [router.events])
  useEffect(() => focusAfterNavigation(router.events), [router.events])
  const content = <Component {...pageProps} />
  return pageProps.page ? <Layout page={pageProps.page}>{content}</Layout> : content
}
