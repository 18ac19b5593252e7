import { SiteLink } from '@/theme/link/SiteLink'
import { blogAuthors, type BlogAuthor } from '@/blog/shared/authors'
import { blogTags } from '@/blog/shared/tags'
import { BASE_PATH, withBasePath } from '@/lib/base-path'
import { byYear, POSTS_PER_PAGE, type PostFilter } from '@/blog/shared/lists'
import { withBasePathInMarkup } from '@/lib/markup'
import { count } from '@/lib/count'
import { formatDay } from '@/lib/format-day'
import { PostByline, PostTags } from './PostMeta'
import { useBlogRecord } from './blog-record'

/** An author page's header: the team's picture and its own page, when the authors file gives them. */
function AuthorProfile({ id }: { id: string }) {
  const author: BlogAuthor = blogAuthors[id as keyof typeof blogAuthors]
  if (!author.url && !author.imageUrl) return null
  return (
    <div className="vnv-author-profile">
      {author.imageUrl && <img src={withBasePath(author.imageUrl)} alt="" width={64} height={64} />}
      {author.url && (
        <p>
          More from this team:{' '}
          <a href={author.url} target="_blank" rel="noopener noreferrer">
            {author.url.replace(/^https?:\/\//, '')}
            <span className="vnv-sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </div>
  )
}

/**
 * Posts newest first with their excerpt; one page of ten, or every post of a tag or author. The posts
 * are the page's own record (blog/generator); the props say what the list is.
 */
export function PostList({ tag, author, page }: PostFilter) {
  const { list: shown, total } = useBlogRecord('PostList', 'list')
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE))
  const pageHref = (n: number) => (n === 1 ? '/blog/' : `/blog/page/${n}/`)
  return (
    <>
      {author && <AuthorProfile id={author} />}
      {(tag || author) && <p>{count(total, 'post')}.</p>}
      <ul className="vnv-post-list">
        {shown.map((post) => (
          <li key={post.slug} className="vnv-post-summary">
            <h2 className="vnv-post-summary__title">
              <SiteLink href={`/blog/${post.slug}/`}>{post.title}</SiteLink>
            </h2>
            <PostByline post={post} />
            {/* Excerpts are rendered at build time from our own posts; raw HTML in them was escaped there. */}
            <div
              className="vnv-post-summary__excerpt"
              dangerouslySetInnerHTML={{ __html: withBasePathInMarkup(post.excerptHtml, BASE_PATH) }}
            />
            <PostTags tags={post.tags} />
            {post.hasMore && (
              <p>
                <SiteLink href={`/blog/${post.slug}/`} aria-label={`Read more about ${post.title}`}>
                  Read more →
                </SiteLink>
              </p>
            )}
          </li>
        ))}
      </ul>
      {!tag && !author && pageCount > 1 && (
        <nav className="vnv-post-pager" aria-label="Blog list pages">
          {(page ?? 1) > 1 && <SiteLink href={pageHref((page ?? 1) - 1)}>« Newer posts</SiteLink>}
          {(page ?? 1) < pageCount && <SiteLink href={pageHref((page ?? 1) + 1)}>Older posts »</SiteLink>}
        </nav>
      )}
    </>
  )
}

export function BlogTagList() {
  const { counts } = useBlogRecord('BlogTagList', 'counts')
  return (
    <ul className="vnv-tag-list">
      {Object.entries(blogTags).map(([slug, tag]) => {
        const posts = counts[slug] ?? 0
        return (
          <li key={slug}>
            <SiteLink href={`/blog/tags/${slug}/`} className="vnv-tag" title={tag.description}>
              {tag.label}
              <span className="vnv-tag__count" aria-label={count(posts, 'post')}>
                {posts}
              </span>
            </SiteLink>
          </li>
        )
      })}
    </ul>
  )
}

export function BlogAuthorList() {
  const { counts } = useBlogRecord('BlogAuthorList', 'counts')
  return (
    <ul className="vnv-doc-cards">
      {Object.entries(blogAuthors).map(([id, author]) => {
        const posts = counts[id] ?? 0
        return (
          <li key={id}>
            <SiteLink href={`/blog/authors/${id}/`} className="vnv-card">
              <span className="vnv-card__title">{author.name}</span>
              <span className="vnv-card__description">
                {author.title} · {count(posts, 'post')}
              </span>
            </SiteLink>
          </li>
        )
      })}
    </ul>
  )
}

/** Every post, grouped by year. */
export function BlogArchive() {
  const { archive } = useBlogRecord('BlogArchive', 'archive')
  return (
    <>
      {byYear(archive).map(([year, list]) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`} className="vnv-heading vnv-h2">
            {year}
          </h2>
          <ul className="vnv-archive">
            {list.map((post) => (
              <li key={post.slug}>
                <time dateTime={post.date}>{formatDay(post.date)}</time> — <SiteLink href={`/blog/${post.slug}/`}>{post.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
