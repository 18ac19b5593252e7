/**
 * A part of a page whose code loads on its own, after the page's (live
 * examples, the blog's frame, the mobile menu, statically imported images):
 * React.lazy in a Suspense boundary, so the server still renders it and the
 * browser hydrates it when its code arrives, with the site's loading states
 * (theme/chrome/Loader.tsx) on a client navigation. In place of next/dynamic,
 * whose runtime cost every page 1 KB gzip.
 */
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { LOADER_SPINNER_DELAY_MS } from '@/config/constants'
import { LoadingState } from './Loader'

/** Nothing for the first moments (no spinner flash), then a spinner. */
function Pending() {
  const [pastDelay, setPastDelay] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setPastDelay(true), LOADER_SPINNER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  return <LoadingState pastDelay={pastDelay} />
}

/** The part's code could not be downloaded (a network error, not a bug of the part's). */
class DownloadError extends Error {
  constructor(cause: unknown) {
    // The download's own message ("Loading chunk 5881 failed…") says what failed, in the console too.
    super(cause instanceof Error ? cause.message : String(cause), { cause })
    this.name = 'DownloadError'
  }
}

/**
 * A failed download shows the error with Retry, in place of the part alone. Any other error is the
 * part's own: it goes on up, to the page's crash boundary (theme/chrome/CrashBoundary.tsx).
 */
class DownloadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (error instanceof DownloadError) return <LoadingState error={error} />
    throw error
  }
}

export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Part = lazy(() =>
    load().then(
      (component) => ({ default: component as ComponentType<object> }),
      (error: unknown) => Promise.reject(new DownloadError(error))
    )
  )
  return function LazyPart(props: Props) {
    return (
      <DownloadBoundary>
        <Suspense fallback={<Pending />}>
          <Part {...(props as object)} />
        </Suspense>
      </DownloadBoundary>
    )
  }
}
