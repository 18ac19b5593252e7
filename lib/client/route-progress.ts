import NProgress from 'nprogress'
import type { Router } from 'next/router'
import { PROGRESS_BAR } from '@/config/constants'

/**
 * Shows nprogress's bar for route changes that take longer than
 * PROGRESS_BAR.delayMs, and finishes it when the route has updated.
 * Returns a function that unsubscribes.
 */
export function startRouteProgress(events: Router['events']): () => void {
  const { delayMs, ...settings } = PROGRESS_BAR
  NProgress.configure({ ...settings, showSpinner: false } as Parameters<typeof NProgress.configure>[0])
  let timer: ReturnType<typeof setTimeout> | undefined
  const start = (_url: string, { shallow }: { shallow: boolean }) => {
    if (shallow) return
    clearTimeout(timer)
    timer = setTimeout(() => NProgress.start(), delayMs)
  }
  const done = () => {
    clearTimeout(timer)
    NProgress.done()
  }
  events.on('routeChangeStart', start)
  events.on('routeChangeComplete', done)
  events.on('routeChangeError', done)
  return () => {
    done()
    events.off('routeChangeStart', start)
    events.off('routeChangeComplete', done)
    events.off('routeChangeError', done)
  }
}
