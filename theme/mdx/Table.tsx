import { useEffect, useRef, useState, type ComponentProps } from 'react'

/** Which sides of a scrolling frame hide more of what it holds. */
export function hiddenSides(frame: { scrollLeft: number; clientWidth: number; scrollWidth: number }): { left: boolean; right: boolean } {
  return { left: frame.scrollLeft > 1, right: frame.scrollLeft + frame.clientWidth < frame.scrollWidth - 1 }
}

/**
 * Tables scroll sideways inside a focusable frame (axe: scrollable-region-focusable). A table wider than
 * its column fades out on the side that hides more, and the frame is a region named for that, so both the
 * eye and the keyboard know more columns exist.
 */
export function Table(props: ComponentProps<'table'>) {
  const frame = useRef<HTMLDivElement>(null)
  const [hidden, setHidden] = useState({ left: false, right: false })
  useEffect(() => {
    const element = frame.current
    if (!element) return
    const update = () => setHidden(hiddenSides(element))
    update()
    element.addEventListener('scroll', update, { passive: true })
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      observer.disconnect()
    }
  }, [])
  const wide = hidden.left || hidden.right
  return (
    <div className="vnv-table-frame" data-hides-left={hidden.left || undefined} data-hides-right={hidden.right || undefined}>
      <div
        ref={frame}
        className="vnv-table"
        tabIndex={0}
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
