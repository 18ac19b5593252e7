import cn from 'clsx'
import { SiteLink } from '@/theme/link/SiteLink'
import type { ReactNode } from 'react'

export interface NavLinkProps {
  /** Internal site path (base path added by Next) */
  to?: string
  /** External URL, opened in a new tab */
  href?: string
  active?: boolean
  className?: string
  children: ReactNode
  onClick?: () => void
}

export function ExternalIcon() {
  return (
    <svg className="vnv-external-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  )
}

/** A link in the site chrome: client-side for site paths, new tab with an icon for external URLs. */
export function NavLink({ to, href, active, className, children, onClick }: NavLinkProps) {
  const classes = cn('vnv-navlink', active && 'vnv-navlink--active', className)
  if (href)
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes} onClick={onClick}>
        {children}
        <ExternalIcon />
        <span className="vnv-sr-only"> (opens in a new tab)</span>
      </a>
    )
  return (
    <SiteLink href={to ?? '/'} className={classes} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {children}
    </SiteLink>
  )
}
