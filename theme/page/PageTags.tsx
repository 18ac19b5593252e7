import NextLink from 'next/link'
import { docTags, type DocTagSlug } from '@/content/doc-tags'
import { usePage } from '../page-context'

/** The tags of the current doc page, linking to their tag pages. */
export function PageTags() {
  const tags = usePage().frontMatter.tags
  if (!Array.isArray(tags) || tags.length === 0) return null
  return (
    <nav className="vnv-page-tags" aria-label="Tags">
      <span className="vnv-page-tags__label">Tags:</span>
      <ul className="vnv-tag-list">
        {tags
          .filter((slug): slug is DocTagSlug => Object.hasOwn(docTags, slug))
          .map((slug) => (
            <li key={slug}>
              <NextLink href={`/docs/tags/${slug}/`} className="vnv-tag">
                {docTags[slug].label}
              </NextLink>
            </li>
          ))}
      </ul>
    </nav>
  )
}
