import { SiteLink } from '@/theme/link/SiteLink'
import { breakableAfter } from '@/theme/mdx/Pre'
import type { DocCard } from '../shared/data'

/** A grid of links to docs pages, used by category and tag pages. An operation's path in a description wraps at its slashes. */
export function DocCardList({ items }: { items: DocCard[] }) {
  return (
    <ul className="vnv-doc-cards">
      {items.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href} className="vnv-card">
            <span className="vnv-card__title">{item.title}</span>
            <span className="vnv-card__description">{breakableAfter(item.description)}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
