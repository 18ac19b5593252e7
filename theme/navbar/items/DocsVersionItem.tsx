import { siteConfig } from '@/generated/config/site'
import { isRouteWithin } from '@/lib/navigation/routes'
import { usePage } from '@/theme/page-context'
import type { NavbarItemOf } from '@/config/schema'
import { NavLink } from '../NavLink'
import type { ItemProps } from './types'
import { usePreferredVersion } from './use-preferred-version'

/** A link to the docs home of the reader's version, labelled with that version. */
export function DocsVersionItem({ item, onNavigate }: ItemProps<NavbarItemOf<'docsVersion'>>) {
  const route = usePage().route
  const { version } = usePreferredVersion()
  return (
    <NavLink to={version.path + '/'} active={isRouteWithin(route, version.path)} onClick={onNavigate}>
      {item.label ?? (version.name === 'current' ? siteConfig.docs.versionLabel : version.label)}
    </NavLink>
  )
}
