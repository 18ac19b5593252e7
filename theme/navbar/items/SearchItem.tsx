import { SearchButton } from '@/search/components/SearchButton'

/** The site's full-text search (search/): a button that opens the search dialog. */
export function SearchItem() {
  return <SearchButton placeholder="Search docs…" />
}
