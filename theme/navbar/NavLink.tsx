import cn from 'clsx'
import { ExternalIcon } from '@/theme/chrome/ExternalIcon'
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
