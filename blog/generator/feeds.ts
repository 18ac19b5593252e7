/** RSS 2.0 and Atom 1.0 feeds of the blog, written by the `feed` library with absolute URLs. */
import { Feed } from 'feed'
import { blogAuthors } from '../shared/authors'
import { blogTags } from '../shared/tags'
import { withBasePathInMarkup } from '../../lib/markup'
import type { FeedSite } from '../../scripts/lib/feed-site'
import { absoluteUrl } from '../../lib/site-url'
import type { Post } from './posts'

export function buildFeeds(posts: Post[], site: FeedSite): { rss: string; atom: string } {
  const root = absoluteUrl('', site)
  const feed = new Feed({
    title: `${site.title} blog`,
    description: 'Notes and deep dives about the VnV toolkit and its documentation.',
    id: `${root}/blog/`,
    link: `${root}/blog/`,
    language: 'en',
    favicon: `${root}/favicon.ico`,
    copyright: site.copyright,
    // The newest post's date, not the build time: same posts → same feed.
    updated: posts[0] ? new Date(`${posts[0].date}T00:00:00Z`) : new Date(0),
    feedLinks: { rss: `${root}/blog/rss.xml`, atom: `${root}/blog/atom.xml` }
  })
  for (const post of posts) {
    const link = `${root}/blog/${post.slug}/`
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.description,
      content: withBasePathInMarkup(post.excerptHtml, root),
      date: new Date(`${post.date}T00:00:00Z`),
      author: post.authors.map((id) => ({ name: blogAuthors[id as keyof typeof blogAuthors].name, link: `${root}/blog/authors/${id}/` })),
      category: post.tags.map((tag) => ({ name: blogTags[tag as keyof typeof blogTags].label, term: tag }))
    })
  }
  return { rss: feed.rss2(), atom: feed.atom1() }
}
