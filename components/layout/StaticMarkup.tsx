import { useState, useSyncExternalStore, type ReactNode } from 'react'

const subscribe = () => () => {}

/** True while React hydrates the exported HTML (it reads the server snapshot then), false in later client renders. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true
  )

/**
 * Markup with no React behaviour (text, links, native <details>) that hydration leaves as
 * the exported HTML: React neither builds nor compares its nodes.
 *
 * Why: a REST operation page's schema trees are most of its 2,700 elements, and
 * hydrating them node by node was most of its Total Blocking Time (`npm run bench`).
 *
 * How: while hydrating, the element is rendered with an empty `dangerouslySetInnerHTML`,
 * which React does not hydrate into and never rewrites while the value stays the same, so
 * the exported children stay as they are. Rendered after hydration (client-side
 * navigation), it renders its children as usual. Children must not use state, effects or
 * event handlers: they would never run on a page that was loaded directly.
 */
export function StaticMarkup({ className, children }: { className?: string; children: ReactNode }) {
  const hydrating = useHydrating()
  // Decided once, in the browser only (the server renders the children into the export):
  // a later render must not swap the kept HTML for fresh nodes.
  const [keepExportedHtml] = useState(() => hydrating && typeof window !== 'undefined')
  if (keepExportedHtml) return <div className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  return <div className={className}>{children}</div>
}
