import type NProgressModule from 'nprogress'
import type { Router } from 'next/router'
import { PROGRESS_BAR } from '@/config/constants'

type ProgressBar = typeof NProgressModule

/** nprogress loads with the first navigation: a page that is only read never downloads it. */
const loadNProgress = () => import('nprogress').then((module) => module.default)

/**
 * Shows nprogress's bar for route changes that take longer than
 * PROGRESS_BAR.delayMs, and finishes it when the route has updated.
 * Returns a function that unsubscribes.
 */
export function startRouteProgress(events: Router['events'], loadBar: () => Promise<ProgressBar> = loadNProgress): () => void {
  const { delayMs, ...settings } = PROGRESS_BAR
  let bar: ProgressBar | undefined
  let loading: Promise<ProgressBar> | undefined
  const ready = () =>
    (loading ??= loadBar().then((loaded) => {
      loaded.configure({ ...settings, showSpinner: false } as Parameters<ProgressBar['configure']>[0])
      return (bar = loaded)
    }))
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending = false
  const start = (_url: string, { shallow }: { shallow: boolean }) => {
    if (shallow) return
    clearTimeout(timer)
    pending = true
    // Loading starts now, so the bar is there when the delay is over.
    const loaded = ready()
    timer = setTimeout(() => void loaded.then((progress) => pending && progress.start()), delayMs)
  }
  const done = () => {
    clearTimeout(timer)
    pending = false
    bar?.done()
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
