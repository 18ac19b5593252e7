import type { NavbarItemOf } from '@/config/schema'
import { useThemeConfig } from '@/theme/config'
import { Search } from '@/theme/search/Search'
import type { ItemProps } from './types'

/** The site's full-text search box (its index is built at export time). */
export function SearchItem({ mobile }: ItemProps<NavbarItemOf<'search'>>) {
  const { search } = useThemeConfig()
  return <Search placeholder={search.placeholder} className={mobile ? 'vnv-search--mobile' : undefined} />
}
