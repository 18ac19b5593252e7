import { isRouteWithin } from '@/lib/navigation/routes'
import { usePage } from '@/theme/page-context'
import type { NavbarItemOf } from '@/config/schema'
import { NavLink } from '../NavLink'
import type { ItemProps } from './types'

/** A plain link: site path (`to`) or external URL (`href`). */
export function DefaultItem({ item, onNavigate }: ItemProps<NavbarItemOf<'default'>>) {
  const route = usePage().route
  const active = Boolean(item.to && isRouteWithin(route, item.to))
  return (
    <NavLink to={item.to} href={item.href} active={active} onClick={onNavigate}>
      {item.label}
    </NavLink>
  )
}
