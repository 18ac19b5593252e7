import Head from 'next/head'
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react'

/** Walks `error.cause` so the reader sees why the error happened, not only what. */
export function errorChain(error: unknown, limit = 10): string[] {
  const messages: string[] = []
  let current: unknown = error
  while (current !== undefined && current !== null && messages.length < limit) {
    messages.push(current instanceof Error ? current.message || current.name : String(current))
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined
  }
  return messages
}

const CRASH_TITLE = 'This page crashed.'
const CRASH_DOCUMENT_TITLE = 'Page Error'

function CrashFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [message, ...causes] = errorChain(error)
  // next/head updates the title on navigation; this covers the crash render itself.
  useEffect(() => {
    const previous = document.title
    document.title = CRASH_DOCUMENT_TITLE
    return () => {
      document.title = previous
    }
  }, [])
  return (
    <div role="alert" className="vnv-crash">
      <Head>
        <title>{CRASH_DOCUMENT_TITLE}</title>
      </Head>
      <h1 className="vnv-crash__title">{CRASH_TITLE}</h1>
      <button type="button" className="vnv-button vnv-button--primary" onClick={onRetry}>
        Try again
      </button>
      <p className="vnv-crash__message">{message}</p>
      {causes.length > 0 && (
        <ol className="vnv-crash__causes" aria-label="Causes">
          {causes.map((cause, index) => (
            <li key={index}>Cause: {cause}</li>
          ))}
        </ol>
      )}
    </div>
  )
}

interface State {
  error: unknown
  hasError: boolean
}

/**
 * Wraps the page body: a rendering error shows a recoverable screen instead of
 * a blank page, while the navbar and footer keep working.
 */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: undefined, hasError: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page crashed:', error, info.componentStack)
  }

  private retry = () => this.setState({ error: undefined, hasError: false })

  render() {
    if (this.state.hasError) return <CrashFallback error={this.state.error} onRetry={this.retry} />
    return this.props.children
  }
}
