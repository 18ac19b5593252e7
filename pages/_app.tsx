import type { AppProps } from 'next/app'
import Router, { useRouter } from 'next/router'
import { useEffect } from 'react'
import 'nprogress/nprogress.css'
import '@/theme/styles/index.css'
// Each feature's styles, after the theme's.
import '@/blog/styles.css'
import '@/rest/styles.css'
import '@/playground/styles.css'
import '@/markdown/styles.css'
import '@/page-source/styles.css'
// Sidebar method badges, generated from the specs (npm run gen:rest).
import '@/generated/rest/methods.css'
import { startRouteProgress } from '@/lib/client/route-progress'
import { disablePrefetchOnSlowConnections } from '@/lib/client/save-data'

// Before any link can prefetch: on 2g or data-saver connections, don't.
if (typeof window !== 'undefined') Router.ready(() => Router.router && disablePrefetchOnSlowConnections(Router.router))

export default function App({ Component, pageProps }: AppProps) {
  const router = useRouter()
  useEffect(() => startRouteProgress(router.events), [router.events])
  return <Component {...pageProps} />
}
