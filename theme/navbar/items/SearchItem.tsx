import { useThemeConfig } from '@/theme/config'
import { SearchButton } from '@/search/components/SearchButton'

/** The site's full-text search (search/): a button that opens the search dialog. */
export function SearchItem() {
  const { search } = useThemeConfig()
  return <SearchButton placeholder={search.placeholder} />
}
