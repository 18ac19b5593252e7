/**
 * What the search indexer (search/indexer/) reads of a page besides its text: the section a reader can
 * filter by, the page's breadcrumb, shown above its results, the sections whose breadcrumb link opens
 * the page, and its front matter summary; engine.ts weighs each. Attributes only: nothing is displayed.
 */
import type { PageLink } from '@/lib/navigation/types'
import { BREADCRUMB_SEPARATOR, sectionsOpenedBy } from '../shared/record'

export function SearchRecord(props: { section: string; route: string; trail: PageLink[]; description?: string }) {
  const { section, route, trail, description } = props
  const opened = sectionsOpenedBy(route, trail)
  return (
    <>
      <span hidden data-pagefind-filter={`section:${section}`} />
      {description && <span hidden data-pagefind-meta={`description:${description}`} />}
      {trail.length > 0 && (
        <span hidden data-pagefind-meta={`breadcrumb:${trail.map((crumb) => crumb.title).join(BREADCRUMB_SEPARATOR)}`} />
      )}
      {opened.length > 0 && <span hidden data-pagefind-meta={`sections:${opened.join(' · ')}`} />}
    </>
  )
}
