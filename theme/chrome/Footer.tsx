import cn from 'clsx'
import { siteConfig } from '@/generated/config/site'
import { withBasePath } from '@/lib/base-path'
import { NavLink } from '@/theme/navbar/NavLink'

/** Link columns, logo (light and dark variants) and copyright, from the site configuration. */
export function Footer() {
  const { links, logo, copyright, style } = siteConfig.footer
  const logoIsExternal = /^https?:\/\//.test(logo.href)
  return (
    <footer className={cn('vnv-footer', style === 'dark' && 'vnv-footer--dark')}>
      <div className="vnv-footer__columns">
        {links.map((column) => (
          <div key={column.title} className="vnv-footer__column">
            <h2 className="vnv-footer__title">{column.title}</h2>
            <ul>
              {column.items.map((link) => (
                <li key={link.label}>
                  <NavLink to={link.to} href={link.href}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="vnv-footer__bottom">
        <a
          href={logoIsExternal ? logo.href : withBasePath(logo.href)}
          className="vnv-footer__logo"
          {...(logoIsExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          <img className="vnv-logo--light" src={withBasePath(logo.src)} alt={logo.alt} width={logo.width} height={logo.height} />
          {logo.srcDark && (
            <img className="vnv-logo--dark" src={withBasePath(logo.srcDark)} alt={logo.alt} width={logo.width} height={logo.height} />
          )}
          {logoIsExternal && <span className="vnv-sr-only"> (opens in a new tab)</span>}
        </a>
        <p className="vnv-footer__copyright">{copyright}</p>
      </div>
    </footer>
  )
}
