import { sidebarLinks } from '@/generated/navigation/sidebar-links'
import { siteConfig } from '@/generated/config/site'
import { sidebarNothingToLinkMessage } from '@/lib/navigation/page-navigation'
import { isRouteWithin } from '@/lib/navigation/routes'
import { usePage } from '@/theme/page-context'
import type { NavbarItemOf } from '@/config/schema'
import { NavLink } from '../NavLink'
import type { ItemProps } from './types'

/** Opens the first page of a sidebar; active anywhere inside that sidebar's section. */
export function DocSidebarItem({ item, onNavigate }: ItemProps<NavbarItemOf<'docSidebar'>>) {
  const route = usePage().route
  const root = siteConfig.docs.sidebars[item.sidebarId]
  const target = sidebarLinks[item.sidebarId]
  if (!target) throw new Error(sidebarNothingToLinkMessage(item.sidebarId, root))
  return (
    <NavLink to={target} active={isRouteWithin(route, root)} onClick={onNavigate}>
      {item.label}
    </NavLink>
  )
}
