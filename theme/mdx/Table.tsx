import { useRef, type ComponentProps } from 'react'
import { fadeAttributes, scrollRegionAttributes, useHiddenSides } from './scroll-fade'

/**
 * Tables scroll sideways inside a frame. A table wider than its column fades out on the side that hides
 * more, and its frame is a region named for that and a tab stop (scrollRegionAttributes), so both the eye
 * and the keyboard know more columns exist.
 */
export function Table(props: ComponentProps<'table'>) {
  const frame = useRef<HTMLDivElement>(null)
  const hidden = useHiddenSides(frame)
  return (
    <div className="vnv-table-frame vnv-scroll-fade" {...fadeAttributes(hidden)}>
      <div ref={frame} className="vnv-table" {...scrollRegionAttributes(hidden, 'Table, scrolls sideways')}>
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
