import { isRouteWithin } from '@/lib/navigation/routes'
import { usePage } from '@/theme/page-context'
import type { NavbarItemOf } from '@/config/schema'
import { Dropdown } from '../Dropdown'
import type { ItemProps } from './types'

export function DropdownItem({ item, mobile, onNavigate }: ItemProps<NavbarItemOf<'dropdown'>>) {
  const route = usePage().route
  return (
    <Dropdown
      label={item.label}
      mobile={mobile}
      items={item.items.map((link) => ({
        key: link.to ?? link.href ?? link.label,
        label: link.label,
        to: link.to,
        href: link.href,
        active: Boolean(link.to && isRouteWithin(route, link.to)),
        onClick: onNavigate
      }))}
    />
  )
}
