interface LoadingProps {
  error?: Error | null
  pastDelay?: boolean
  /** What Retry does; a full reload fetches the code again. */
  reload?: () => void
}

/**
 * What a lazily loaded part of a page shows while its code downloads: nothing
 * for the first moments (no spinner flash), then a spinner; if the download
 * fails, an error with a Retry button that reloads the page (theme/chrome/lazy-part.tsx
 * sets `pastDelay` after config/constants.ts LOADER_SPINNER_DELAY_MS).
 */
export function LoadingState({ error, pastDelay, reload = () => window.location.reload() }: LoadingProps) {
  if (error)
    return (
      <div role="alert" className="vnv-loader vnv-loader--error">
        <p>This part of the page failed to load. Check your connection, then retry.</p>
        <button type="button" className="vnv-button" onClick={reload}>
          Retry
        </button>
      </div>
    )
  if (!pastDelay) return null
  return (
    <div className="vnv-loader" role="status">
      <span className="vnv-loader__spinner" aria-hidden="true" />
      <span className="vnv-sr-only">Loading…</span>
    </div>
  )
}
