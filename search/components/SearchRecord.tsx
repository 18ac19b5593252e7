/**
 * What the search indexer (search/indexer/) reads of a page besides its text: the section a reader can
 * filter by, the page's breadcrumb, shown above its results, and its front matter summary, searched
 * with a weight of its own (search/components/engine.ts). Attributes only: nothing is displayed.
 */
import { BREADCRUMB_SEPARATOR } from '../shared/record'

export function SearchRecord({ section, trail, description }: { section: string; trail: string[]; description?: string }) {
  return (
    <>
      <span hidden data-pagefind-filter={`section:${section}`} />
      {description && <span hidden data-pagefind-meta={`description:${description}`} />}
      {trail.length > 0 && <span hidden data-pagefind-meta={`breadcrumb:${trail.join(BREADCRUMB_SEPARATOR)}`} />}
    </>
  )
}
