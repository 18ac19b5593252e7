import { siteConfig } from '@/generated/config/site'
import { versionHref } from '@/lib/docs-version'
import { usePage } from '@/theme/page-context'
import { useBrowserLocation } from '@/theme/hooks/use-location'
import { withBasePath } from '@/lib/base-path'
import type { NavbarItemOf } from '@/config/schema'
import { Dropdown } from '../Dropdown'
import type { ItemProps } from './types'
import { usePreferredVersion } from './use-preferred-version'

/** Lists the docs versions; choosing one keeps query and hash and is remembered. */
export function DocsVersionDropdownItem({ mobile, onNavigate }: ItemProps<NavbarItemOf<'docsVersionDropdown'>>) {
  const route = usePage().route
  const location = useBrowserLocation()
  const { version, versions, remember } = usePreferredVersion()
  const labelOf = (v: typeof version) => (v.name === 'current' ? siteConfig.docs.versionLabel : v.label)
  return (
    <Dropdown
      label={labelOf(version)}
      ariaLabel={`Docs version: ${labelOf(version)}`}
      mobile={mobile}
      highlightActive={false}
      items={versions.map((v) => ({
        key: v.name,
        label: labelOf(v),
        active: v.name === version.name,
        rawHref: withBasePath(versionHref(route, versions, v, location?.search, location?.hash)),
        onClick: () => {
          remember(v)
          onNavigate?.()
        }
      }))}
    />
  )
}
