import { useThemeConfig } from 'nextra-theme-docs'
import type { NavbarItemOf } from '@/config/schema'
import type { ItemProps } from './types'

/** Nextra's built-in full-text search box (its index is built at export time). */
export function SearchItem({ mobile }: ItemProps<NavbarItemOf<'search'>>) {
  const Search = useThemeConfig().search.component
  if (!Search || typeof Search !== 'function') return null
  return (
    <div className={mobile ? 'vnv-search vnv-search--mobile' : 'vnv-search'}>
      <Search />
    </div>
  )
}
