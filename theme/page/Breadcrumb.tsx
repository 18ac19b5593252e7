import { SiteLink } from '@/theme/link/SiteLink'
import type { PageLink } from '@/lib/navigation/types'

/**
 * Where the page sits in its section: each level links to its first page; the last is the page itself. A level
 * whose first page is this one is text, not a link back to where the reader is.
 */
export function Breadcrumb({ items }: { items: PageLink[] }) {
  const here = items.at(-1)?.route
  return (
    <nav className="vnv-breadcrumb" aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.route} aria-current="page">
              {item.title}
            </li>
          ) : (
            <li key={`${item.route}-${index}`}>{item.route === here ? item.title : <SiteLink href={item.route}>{item.title}</SiteLink>}</li>
          )
        )}
      </ol>
    </nav>
  )
}
