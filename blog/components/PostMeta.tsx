import { SiteLink } from '@/theme/link/SiteLink'
import { withBasePath } from '@/lib/base-path'
import type { PostMeta } from '@/blog/shared/post-meta'
import { formatDay } from '@/lib/format-day'
import { authorOf, tagOf } from './data'

/** Date, reading time, authors and tags of a post. */
export function PostByline({ post }: { post: PostMeta }) {
  return (
    <div className="vnv-post-meta">
      <p className="vnv-post-meta__line">
        <time dateTime={post.date}>{formatDay(post.date)}</time> · {post.readingMinutes} min read
      </p>
      <ul className="vnv-post-authors">
        {post.authors.map((id) => {
          const author = authorOf(id)
          return (
            <li key={id}>
              {'imageUrl' in author && author.imageUrl && <img src={withBasePath(author.imageUrl)} alt="" width={32} height={32} />}
              <span>
                <SiteLink href={`/blog/authors/${id}/`}>{author.name}</SiteLink>
                <span className="vnv-muted"> — {author.title}</span>
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export function PostTags({ tags }: { tags: string[] }) {
  return (
    <ul className="vnv-tag-list" aria-label="Tags">
      {tags.map((slug) => (
        <li key={slug}>
          <SiteLink href={`/blog/tags/${slug}/`} className="vnv-tag">
            {tagOf(slug).label}
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
