import { SiteLink } from '@/theme/link/SiteLink'
import { usePage } from '../page-context'

/**
 * The tags of the current doc page, linking to their tag pages. Their labels come with the page's
 * navigation (scripts/navigation), so no page carries the table of every tag.
 */
export function PageTags() {
  const { tags } = usePage().navigation
  if (tags.length === 0) return null
  return (
    <nav className="vnv-page-tags" aria-label="Tags">
      <span className="vnv-page-tags__label">Tags:</span>
      <ul className="vnv-tag-list">
        {tags.map((tag) => (
          <li key={tag.route}>
            <SiteLink href={`${tag.route}/`} className="vnv-tag">
              {tag.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
