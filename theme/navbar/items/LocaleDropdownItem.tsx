import { siteConfig } from '@/generated/config/site'
import { BASE_PATH } from '@/lib/base-path'
import { useBrowserLocation } from '@/theme/hooks/use-location'
import { localeHref } from '@/lib/locale'
import type { NavbarItemOf } from '@/config/schema'
import { Dropdown } from '../Dropdown'
import type { ItemProps } from './types'

function GlobeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className="vnv-icon">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 6h-2.9a15.7 15.7 0 00-1.4-3.6A8 8 0 0118.9 8zM12 4a13.9 13.9 0 011.9 4h-3.8A13.9 13.9 0 0112 4zM4.3 14a8.2 8.2 0 010-4h3.4a16.5 16.5 0 000 4zm.8 2h2.9a15.7 15.7 0 001.4 3.6A8 8 0 015.1 16zM8 8H5.1a8 8 0 014.3-3.6A15.7 15.7 0 008 8zm4 12a13.9 13.9 0 01-1.9-4h3.8A13.9 13.9 0 0112 20zm2.3-6H9.7a14.7 14.7 0 010-4h4.6a14.7 14.7 0 010 4zm.3 5.6a15.7 15.7 0 001.4-3.6h2.9a8 8 0 01-4.3 3.6zm1.7-5.6a16.5 16.5 0 000-4h3.4a8.2 8.2 0 010 4z"
      />
    </svg>
  )
}

/** Lists the site's locales; each entry opens the current page (path, query and hash) in that locale. */
export function LocaleDropdownItem({ mobile, onNavigate }: ItemProps<NavbarItemOf<'localeDropdown'>>) {
  const location = useBrowserLocation()
  const { locales, defaultLocale, localeConfigs } = siteConfig.i18n
  const current = defaultLocale
  return (
    <Dropdown
      ariaLabel={`Language: ${localeConfigs[current].label}`}
      label={
        <>
          <GlobeIcon />
          <span className="vnv-locale-label">{localeConfigs[current].label}</span>
        </>
      }
      mobile={mobile}
      highlightActive={false}
      items={locales.map((locale) => ({
        key: locale,
        label: localeConfigs[locale].label,
        lang: localeConfigs[locale].htmlLang,
        active: locale === current,
        rawHref: location
          ? localeHref({ ...location, basePath: BASE_PATH, locales, defaultLocale, targetLocale: locale })
          : `${BASE_PATH}/`,
        onClick: onNavigate
      }))}
    />
  )
}
