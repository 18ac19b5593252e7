/**
 * The part of the search box that loads with the index, on the box's first focus
 * (Search.tsx): the ranking (rank.ts) and the result options it lists.
 */
import cn from 'clsx'
import { opensElsewhere, SiteLink } from '@/theme/link/SiteLink'
import type { SearchResult } from './rank'

export { search, sectionsOf } from './rank'

export interface ResultOptionsProps {
  results: SearchResult[]
  active: number
  optionId: (index: number) => string
  onActivate: (index: number) => void
  onPick: (result: SearchResult) => void
}

/** The listbox's options: page, section and the text around the match, the active one highlighted. */
export function ResultOptions({ results, active, optionId, onActivate, onPick }: ResultOptionsProps) {
  return results.map((result, index) => (
    <SiteLink
      key={result.url}
      id={optionId(index)}
      // A site path: SiteLink gives it the export's trailing slash and the base path.
      href={result.url}
      role="option"
      aria-selected={index === active}
      tabIndex={-1}
      className={cn('vnv-search__option', index === active && 'vnv-search__option--active')}
      onMouseMove={() => index === active || onActivate(index)}
      onClick={(event) => {
        // Modified clicks keep the browser's behaviour (new tab or window).
        if (opensElsewhere(event)) return
        event.preventDefault()
        onPick(result)
      }}
    >
      <span className="vnv-search__option-page">{result.pageTitle}</span>
      <span className="vnv-search__option-title">{result.title}</span>
      {result.excerpt && (
        <span className="vnv-search__option-excerpt">
          {result.excerpt.before}
          {result.excerpt.match && <mark>{result.excerpt.match}</mark>}
          {result.excerpt.after}
        </span>
      )}
    </SiteLink>
  ))
}
