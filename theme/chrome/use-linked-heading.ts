import { useEffect } from 'react'
import { focusInPlace, linkedElement } from './main-content'

/**
 * For a page frame whose code loads on its own (lazy-part.tsx). On a client-side navigation that brings the frame
 * in, Next.js looks for the heading the link names before the frame has rendered it, and the page opens at its top.
 * Once mounted, the frame goes to that heading and gives it the focus, as focus-after-navigation.ts does on other
 * pages. Not on the page the browser loaded: the browser has put that one in place itself.
 */
export function useLinkedHeading(): void {
  useEffect(() => {
    const heading = linkedElement()
    const [loaded] = performance.getEntriesByType('navigation')
    if (!heading || (loaded && new URL(loaded.name).pathname === location.pathname)) return
    heading.scrollIntoView()
    focusInPlace(heading)
  }, [])
}
