import { SiteLink } from '@/theme/link/SiteLink'
import { siteConfig } from '@/generated/config/site'
import { withBasePath } from '@/lib/base-path'

/** Logo (light and dark variants) and site title, linking home. */
export function NavbarBrand({ onNavigate }: { onNavigate?: () => void }) {
  const { logo, title } = siteConfig.navbar
  return (
    <SiteLink href="/" className="vnv-brand" onClick={onNavigate}>
      <img className="vnv-logo vnv-logo--light" src={withBasePath(logo.src)} alt={logo.alt} width={32} height={32} />
      {logo.srcDark && <img className="vnv-logo vnv-logo--dark" src={withBasePath(logo.srcDark)} alt={logo.alt} width={32} height={32} />}
      <span className="vnv-brand__title">{title}</span>
    </SiteLink>
  )
}
