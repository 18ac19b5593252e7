import { useRef, type ComponentProps } from 'react'
import { fadeAttributes, useHiddenSides } from './scroll-fade'

/**
 * Tables scroll sideways inside a focusable frame (axe: scrollable-region-focusable). A table wider than
 * its column fades out on the side that hides more, and the frame is a region named for that, so both the
 * eye and the keyboard know more columns exist. A table that fits is no tab stop: focusing it does
 * nothing. Until the page's script has measured it (or without JavaScript), it stays one, as it may scroll.
 */
export function Table(props: ComponentProps<'table'>) {
  const frame = useRef<HTMLDivElement>(null)
  const hidden = useHiddenSides(frame)
  const wide = hidden.left || hidden.right
  return (
    <div className="vnv-table-frame vnv-scroll-fade" {...fadeAttributes(hidden)}>
      <div
        ref={frame}
        className="vnv-table"
        tabIndex={wide || !hidden.measured ? 0 : undefined}
        role={wide ? 'region' : undefined}
        aria-label={wide ? 'Table, scrolls sideways' : undefined}
      >
        <table {...props} />
      </div>
    </div>
  )
}

/**
 * A header cell ends with a space, which the page does not show: the search index (Pagefind) puts
 * a break after a data cell but not after a header cell, so a header row became one word in search.
 */
export function HeaderCell({ children, ...props }: ComponentProps<'th'>) {
  return <th {...props}>{children} </th>
}
