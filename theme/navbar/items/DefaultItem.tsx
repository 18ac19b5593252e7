import { isRouteWithin } from '@/lib/navigation/routes'
import { useCurrentRoute } from '@/theme/hooks/use-current-route'
import type { NavbarItemOf } from '@/config/schema'
import { NavLink } from '../NavLink'
import type { ItemProps } from './types'

/** A plain link: site path (`to`) or external URL (`href`). */
export function DefaultItem({ item, onNavigate }: ItemProps<NavbarItemOf<'default'>>) {
  const route = useCurrentRoute()
  const active = Boolean(item.to && isRouteWithin(route, item.to))
  return (
    <NavLink to={item.to} href={item.href} active={active} onClick={onNavigate}>
      {item.label}
    </NavLink>
  )
}
