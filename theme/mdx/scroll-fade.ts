/**
 * A strip that scrolls sideways (a wide table, a row of tabs, a code block, a diagram) fades out on the
 * side that hides more, so the eye knows more is there: `useHiddenSides` gives the sides, the frame element
 * carries them as data-hides-left / data-hides-right and the class vnv-scroll-fade draws the fades (content.css).
 */
import { useEffect, useState, type RefObject } from 'react'

/** Which sides of a scrolling frame hide more of what it holds. */
export function hiddenSides(frame: { scrollLeft: number; clientWidth: number; scrollWidth: number }): { left: boolean; right: boolean } {
  return { left: frame.scrollLeft > 1, right: frame.scrollLeft + frame.clientWidth < frame.scrollWidth - 1 }
}

/** The hidden sides of `scroller`, kept up to date as it scrolls and resizes; `measured` once the page's script has looked. */
export function useHiddenSides(scroller: RefObject<HTMLElement | null>): { left: boolean; right: boolean; measured: boolean } {
  const [hidden, setHidden] = useState({ left: false, right: false, measured: false })
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const update = () => setHidden({ ...hiddenSides(element), measured: true })
    update()
    element.addEventListener('scroll', update, { passive: true })
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      observer.disconnect()
    }
  }, [scroller])
  return hidden
}

/**
 * A scroller's keyboard attributes: while it hides a side it is a tab stop, so the arrow keys scroll it, and a
 * region named `name`; one that fits is no tab stop. Until the page's script has measured it (or without
 * JavaScript) it stays one, as it may scroll (axe: scrollable-region-focusable).
 */
export function scrollRegionAttributes(hidden: { left: boolean; right: boolean; measured: boolean }, name: string) {
  const wide = hidden.left || hidden.right
  return {
    tabIndex: wide || !hidden.measured ? 0 : undefined,
    role: wide ? 'region' : undefined,
    'aria-label': wide ? name : undefined
  }
}

/** The frame's data attributes for those sides. */
export const fadeAttributes = (hidden: { left: boolean; right: boolean }) => ({
  'data-hides-left': hidden.left || undefined,
  'data-hides-right': hidden.right || undefined
})
