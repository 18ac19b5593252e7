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

/** A failed download shows the error with Retry, in place of the part alone. */
class DownloadBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  render() {
    return this.state.error ? <LoadingState error={this.state.error} /> : this.props.children
  }
}

export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Part = lazy(() => load().then((component) => ({ default: component as ComponentType<object> })))
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
