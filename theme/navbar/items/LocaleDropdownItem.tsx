import { siteConfig } from '@/generated/config/site'
import { BASE_PATH } from '@/lib/base-path'
import { useBrowserLocation } from '@/theme/hooks/use-location'
import { localeHref } from '@/lib/locale'
import type { NavbarItemOf } from '@/config/schema'
import { Dropdown } from '../Dropdown'
import type { ItemProps } from './types'

/** A globe: an outline, the equator and two meridians (strokes, so it stays light to ship). */
function GlobeIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="vnv-icon"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18" />
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
