import { SiteLink } from '@/theme/link/SiteLink'
import type { DocCard } from '../shared/data'

/** A grid of links to docs pages, used by category and tag pages. */
export function DocCardList({ items }: { items: DocCard[] }) {
  return (
    <ul className="vnv-doc-cards">
      {items.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href} className="vnv-card">
            <span className="vnv-card__title">{item.title}</span>
            <span className="vnv-card__description">{item.description}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
