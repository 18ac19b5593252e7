import { SiteLink } from '@/theme/link/SiteLink'
import type { PageLink } from '@/lib/navigation/types'

/** The pages before and after this one in its section's reading order. */
export function Pagination({ prev, next }: { prev: PageLink | null; next: PageLink | null }) {
  return (
    <nav className="vnv-pagination" aria-label="Previous and next pages">
      {prev && (
        <SiteLink href={prev.route} className="vnv-pagination__link" rel="prev">
          <span className="vnv-pagination__label">Previous</span>
          <span className="vnv-pagination__title">{prev.title}</span>
        </SiteLink>
      )}
      {next && (
        <SiteLink href={next.route} className="vnv-pagination__link vnv-pagination__link--next" rel="next">
          <span className="vnv-pagination__label">Next</span>
          <span className="vnv-pagination__title">{next.title}</span>
        </SiteLink>
      )}
    </nav>
  )
}
