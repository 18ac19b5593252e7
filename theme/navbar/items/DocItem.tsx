import { isRouteWithin } from '@/lib/navigation/routes'
import { useCurrentRoute } from '@/theme/hooks/use-current-route'
import type { NavbarItemOf } from '@/config/schema'
import { NavLink } from '../NavLink'
import type { ItemProps } from './types'

/** A link to one doc page, active while that page is open. */
export function DocItem({ item, onNavigate }: ItemProps<NavbarItemOf<'doc'>>) {
  const route = useCurrentRoute()
  return (
    <NavLink to={item.docId} active={isRouteWithin(route, item.docId)} onClick={onNavigate}>
      {item.label}
    </NavLink>
  )
}
