import { count } from '@/lib/count'
import { SiteLink } from '@/theme/link/SiteLink'
import { docTagRoute, type TagCount } from '../shared/data'

/** Every docs tag with the number of pages carrying it. */
export function TagList({ tags }: { tags: TagCount[] }) {
  return (
    <ul className="vnv-tag-list">
      {tags.map((tag) => (
        <li key={tag.slug}>
          <SiteLink href={`${docTagRoute(tag.slug)}/`} className="vnv-tag" title={tag.description}>
            {tag.label}
            <span className="vnv-tag__count" aria-label={count(tag.count, 'page')}>
              {tag.count}
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
