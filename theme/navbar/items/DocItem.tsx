import { isRouteWithin } from '@/lib/navigation/routes'
import { usePage } from '@/theme/page-context'
import type { NavbarItemOf } from '@/config/schema'
import { NavLink } from '../NavLink'
import type { ItemProps } from './types'

/** A link to one doc page, active while that page is open. */
export function DocItem({ item, onNavigate }: ItemProps<NavbarItemOf<'doc'>>) {
  const route = usePage().route
  return (
    <NavLink to={item.docId} active={isRouteWithin(route, item.docId)} onClick={onNavigate}>
      {item.label}
    </NavLink>
  )
}
