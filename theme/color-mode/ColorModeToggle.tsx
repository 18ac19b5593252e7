import { setColorMode, useColorMode } from './color-mode'

function SunIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 7a5 5 0 100 10 5 5 0 000-10zM11 1h2v3h-2zm0 19h2v3h-2zM3.5 4.9l1.4-1.4 2.1 2.1-1.4 1.4zm12.7 12.7l1.4-1.4 2.1 2.1-1.4 1.4zM1 11h3v2H1zm19 0h3v2h-3zM3.5 19.1l2.1-2.1 1.4 1.4-2.1 2.1zM16.2 5.6l2.1-2.1 1.4 1.4-2.1 2.1z"
      />
    </svg>
  )
}

function MoonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M9.4 2.2A10 10 0 1021.8 14.6 8 8 0 019.4 2.2z" />
    </svg>
  )
}

/**
 * Light/dark switch (theme/color-mode/color-mode.ts). The button stays disabled
 * until the client knows the stored mode, so it never shows the wrong state.
 */
export function ColorModeToggle({ className }: { className?: string }) {
  const current = useColorMode()
  const mounted = current !== undefined
  const mode = current ?? 'light'
  return (
    <button
      type="button"
      className={`vnv-icon-button vnv-color-toggle ${className ?? ''}`}
      disabled={!mounted}
      title={`Switch between dark and light mode (currently ${mode} mode)`}
      aria-label={`Switch between dark and light mode (currently ${mode} mode)`}
      aria-live="polite"
      data-mode={mode}
      onClick={() => setColorMode(mode === 'dark' ? 'light' : 'dark')}
    >
      {mode === 'dark' ? <MoonIcon /> : <SunIcon />}
    </button>
  )
}
