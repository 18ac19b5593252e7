import { useConfig } from 'nextra-theme-docs'
import { siteConfig } from '@/generated/config/site'
import { isRouteWithin, resolveSidebarLink, type TreeItem } from '@/lib/page-tree'
import { useCurrentRoute } from '@/lib/hooks/use-current-route'
import type { NavbarItemOf } from '@/config/schema'
import { NavLink } from '../NavLink'
import type { ItemProps } from './types'

/** Opens the first page of a sidebar; active anywhere inside that sidebar's section. */
export function DocSidebarItem({ item, onNavigate }: ItemProps<NavbarItemOf<'docSidebar'>>) {
  const route = useCurrentRoute()
  const tree = useConfig().normalizePagesResult.directories as TreeItem[]
  const root = siteConfig.docs.sidebars[item.sidebarId]
  const target = resolveSidebarLink(item.sidebarId, root, tree)
  return (
    <NavLink to={target} active={isRouteWithin(route, root)} onClick={onNavigate}>
      {item.label}
    </NavLink>
  )
}
