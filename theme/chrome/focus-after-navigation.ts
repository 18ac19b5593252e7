import type { Router } from 'next/router'
import { focusInPlace, linkedElement, startOfPage } from './main-content'

/**
 * After a client-side navigation to another page, focus moves to the new page's title (or its main
 * content), or to the heading its link names, where a full page load would start reading; Next.js's
 * route announcer says the title. Returns a function that unsubscribes.
 */
export function focusAfterNavigation(events: Router['events']): () => void {
  let shown = location.pathname
  const moved = () => {
    if (location.pathname === shown) return
    shown = location.pathname
    const target = linkedElement() ?? startOfPage()
    if (target) focusInPlace(target)
  }
  events.on('routeChangeComplete', moved)
  return () => events.off('routeChangeComplete', moved)
}
