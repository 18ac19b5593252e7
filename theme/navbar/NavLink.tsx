import cn from 'clsx'
import { isSameRoute } from '@/lib/navigation/routes'
import { ExternalIcon } from '@/theme/chrome/ExternalIcon'
import { usePage } from '@/theme/page-context'
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
  const route = usePage().route
  const classes = cn('vnv-navlink', active && 'vnv-navlink--active', className)
  // Active on its own page, or on any page of the section it opens: only the first is the current page.
  const current = active ? (isSameRoute(to ?? '/', route) ? 'page' : 'true') : undefined
  if (href)
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes} onClick={onClick}>
        {children}
        <ExternalIcon />
        <span className="vnv-sr-only"> (opens in a new tab)</span>
      </a>
    )
  return (
    <SiteLink href={to ?? '/'} className={classes} aria-current={current} onClick={onClick}>
      {children}
    </SiteLink>
  )
}
