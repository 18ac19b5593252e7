import { useEffect, useState } from 'react'

/** Copies a text to the clipboard and says so (to screen readers too) for two seconds. */
export function CopyButton({ text, label = 'Copy code' }: { text: () => string; label?: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className="vnv-code-button"
      aria-label={label}
      title={label}
      onClick={() => {
        void navigator.clipboard.writeText(text()).then(() => setCopied(true))
      }}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        {copied ? (
          <path d="M5 13l4 4L19 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path
            d="M8 8V5a1 1 0 011-1h10a1 1 0 011 1v10a1 1 0 01-1 1h-3M5 8h10a1 1 0 011 1v10a1 1 0 01-1 1H5a1 1 0 01-1-1V9a1 1 0 011-1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        )}
      </svg>
      <span className="vnv-sr-only" role="status">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  )
}
