import type { ComponentProps } from 'react'

/** Tables scroll sideways inside a focusable frame (axe: scrollable-region-focusable). */
export function Table(props: ComponentProps<'table'>) {
  return (
    <div className="vnv-table" tabIndex={0}>
      <table {...props} />
    </div>
  )
}
