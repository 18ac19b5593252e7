import { SiteLink } from '@/theme/link/SiteLink'
import type { PageLink } from '@/lib/navigation/types'

/** Where the page sits in its section: each level links to its first page; the last is the page itself. */
export function Breadcrumb({ items }: { items: PageLink[] }) {
  return (
    <nav className="vnv-breadcrumb" aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.route} aria-current="page">
              {item.title}
            </li>
          ) : (
            <li key={`${item.route}-${index}`}>
              <SiteLink href={item.route}>{item.title}</SiteLink>
            </li>
          )
        )}
      </ol>
    </nav>
  )
}
