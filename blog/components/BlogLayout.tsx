import cn from 'clsx'
import { SiteLink } from '@/theme/link/SiteLink'
import { Toc, TocDisclosure, tocEntries } from '@/theme/page/Toc'
import { PageActions } from '@/markdown/components/PageActions'
import type { ReactNode } from 'react'
import { usePage } from '@/theme/page-context'
import { withBasePath } from '@/lib/base-path'
import { byYear } from '@/blog/shared/lists'
import type { RecentPost } from '@/blog/shared/post-meta'
import recent from '@/generated/blog/recent.json'
import { PostByline, PostTags } from './PostMeta'
import { PageSource } from '@/page-source/components/PageSource'
import { useLinkedHeading } from '@/theme/chrome/use-linked-heading'

const recentPosts = recent.posts as RecentPost[]

/** Recent posts grouped by year, beside every blog page. */
function BlogSidebar({ current }: { current?: string }) {
  return (
    <nav className="vnv-blog-sidebar" aria-label="Recent posts">
      <p className="vnv-blog-sidebar__title">Recent posts</p>
      {byYear(recentPosts).map(([year, posts]) => (
        <div key={year}>
          <p className="vnv-blog-sidebar__year">{year}</p>
          {/* A class, so that the prose's list style (bullets, indent) leaves it alone. */}
          <ul className="vnv-blog-sidebar__posts">
            {posts.map((post) => (
              <li key={post.slug}>
                <SiteLink href={`/blog/${post.slug}/`} aria-current={post.slug === current ? 'page' : undefined}>
                  {post.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p>
        <SiteLink href="/blog/archive/">Archive</SiteLink> · <SiteLink href="/blog/tags/">Tags</SiteLink> ·{' '}
        <SiteLink href="/blog/authors/">Authors</SiteLink>
      </p>
      <p className="vnv-blog-sidebar__feeds">
        Subscribe: <a href={withBasePath('/blog/rss.xml')}>RSS</a> · <a href={withBasePath('/blog/atom.xml')}>Atom</a>
      </p>
    </nav>
  )
}

/** Blog pages: the sidebar, and for a post its title, byline, tags and links to the posts around it. */
export function BlogLayout({ children }: { children: ReactNode }) {
  const { route, frontMatter, blog: record, toc } = usePage()
  const slug = route.match(/^\/blog\/([^/]+)$/)?.[1]
  const { post, newer, older } = record && 'post' in record ? record : {}
  // Its code loads after the page's (theme/PageFrame.tsx).
  useLinkedHeading()
  return (
    <div className={cn('vnv-blog', post && tocEntries(toc).length > 0 && 'vnv-blog--with-toc')}>
      <div className="vnv-blog__content">
        {post ? (
          <article>
            <header className="vnv-post-header">
              <h1 className="vnv-post-title">{post.title}</h1>
              <PostByline post={post} />
              <PageActions route={route} />
            </header>
            {/* Beside the post, not in its header, so that it stays in sight as the post scrolls. */}
            <TocDisclosure toc={toc} />
            {children}
            <footer className="vnv-post-footer">
              <PostTags tags={post.tags} />
              <PageSource />
              <nav className="vnv-post-pager" aria-label="Blog post navigation">
                {newer && (
                  <SiteLink href={`/blog/${newer.slug}/`} className="vnv-card">
                    <span className="vnv-muted">Newer post</span>
                    <span className="vnv-card__title">« {newer.title}</span>
                  </SiteLink>
                )}
                {older && (
                  <SiteLink href={`/blog/${older.slug}/`} className="vnv-card vnv-post-pager__older">
                    <span className="vnv-muted">Older post</span>
                    <span className="vnv-card__title">{older.title} »</span>
                  </SiteLink>
                )}
              </nav>
            </footer>
          </article>
        ) : frontMatter.draft === true ? (
          // Only `npm run dev` shows a draft: the build unpublishes it (scripts/postbuild/drafts.ts).
          <article>
            <header className="vnv-post-header">
              <p role="note" className="vnv-draft-note">
                Draft: this post is not listed and is not published by the build.
              </p>
              <h1 className="vnv-post-title">{String(frontMatter.title ?? slug)}</h1>
            </header>
            {children}
          </article>
        ) : (
          // A list of posts (tags, authors, pages, archive): nothing of its own to copy or edit (theme/page/listing.ts).
          children
        )}
      </div>
      {post && (
        <div className="vnv-blog__toc">
          <Toc toc={toc} />
        </div>
      )}
      {/* Last in the page, so that the keyboard and the skip link reach the post first; on wide screens the stylesheet shows it first. */}
      <BlogSidebar current={post?.slug} />
    </div>
  )
}
