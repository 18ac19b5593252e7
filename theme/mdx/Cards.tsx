import { SiteLink } from '@/theme/link/SiteLink'
import type { ReactNode } from 'react'

/** A grid of link cards. */
export function Cards({ children }: { children: ReactNode }) {
  return <div className="vnv-cards">{children}</div>
}

function Card({ title, href, children }: { title: string; href: string; icon?: ReactNode; children?: ReactNode }) {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(href)
  const content = (
    <>
      <span className="vnv-card__title">{title}</span>
      {children && <span className="vnv-card__description">{children}</span>}
    </>
  )
  return external ? (
    <a href={href} className="vnv-card" target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <SiteLink href={href} className="vnv-card">
      {content}
    </SiteLink>
  )
}

Cards.Card = Card
