/** The "×" of close buttons, drawn on a 16-unit grid and scaled to `size` px; decorative, so the button carries the label. */
export function CloseIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true">
      <path d="M2 2l12 12M14 2L2 14" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
