/**
 * What the blog's components mean in a page's Markdown twin (markdown/generator/types.ts): lists of
 * posts become link lists with each post's date and description, from the same generated list of
 * published posts the components read.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { RootContent } from 'mdast'
import { depthBelow, heading, link, list, paragraph, text } from '../../markdown/generator/build'
import type { ComponentCall, ComponentMap } from '../../markdown/generator/types'
import { blogAuthors } from '../shared/authors'
import { count } from '../../lib/count'
import { byYear, postsShown, type PostFilter } from '../shared/lists'
import { blogTags } from '../shared/tags'

/** A published post, as generated/blog/posts.json lists it. */
export interface ListedPost {
  slug: string
  title: string
  date: string
  description?: string
  tags: string[]
  authors: string[]
}

/** The published posts, newest first, as blog/generator wrote them. */
const publishedPosts = (): ListedPost[] => JSON.parse(readFileSync(path.resolve('generated/blog/posts.json'), 'utf8')).posts

const postItem = (call: ComponentCall, post: ListedPost) => [
  link(call.page.link(`/blog/${post.slug}/`), text(post.title)),
  text(` (${post.date})${post.description ? `: ${post.description}` : ''}`)
]

/**
 * A `PostList` of the given published posts: the posts it shows, then the blog's RSS and Atom feeds,
 * which the web page links beside every list (the sidebar's "Subscribe") and the blog's intro points to.
 */
export function postListMarkdown(call: ComponentCall, posts: ListedPost[]): RootContent[] {
  const filter: PostFilter = {}
  if (typeof call.props.tag === 'string') filter.tag = call.props.tag
  if (typeof call.props.author === 'string') filter.author = call.props.author
  if (typeof call.props.page === 'number') filter.page = call.props.page
  const { shown } = postsShown(posts, filter)
  return [
    shown.length ? list(shown.map((post) => postItem(call, post))) : paragraph(text('No posts yet.')),
    paragraph(
      text('Subscribe: '),
      link(call.page.link('/blog/rss.xml'), text('RSS')),
      text(' · '),
      link(call.page.link('/blog/atom.xml'), text('Atom'))
    )
  ]
}

export const blogComponentMarkdown: ComponentMap = {
  PostList: (call) => postListMarkdown(call, publishedPosts()),
  BlogArchive: (call) =>
    byYear(publishedPosts()).flatMap(([year, posts]) => [
      heading(depthBelow(call.sectionDepth), text(year)),
      list(posts.map((post) => postItem(call, post)))
    ]),
  BlogTagList: (call) => {
    const posts = publishedPosts()
    return [
      list(
        Object.entries(blogTags).map(([slug, tag]) => [
          link(call.page.link(`/blog/tags/${slug}/`), text(tag.label)),
          text(` (${count(postsShown(posts, { tag: slug }).total, 'post')}): ${tag.description}`)
        ])
      )
    ]
  },
  BlogAuthorList: (call) => {
    const posts = publishedPosts()
    return [
      list(
        Object.entries(blogAuthors).map(([id, author]) => [
          link(call.page.link(`/blog/authors/${id}/`), text(author.name)),
          text(`: ${author.title} (${count(postsShown(posts, { author: id }).total, 'post')})`)
        ])
      )
    ]
  },
  // An interactive toy: the twin says where to try it.
  OperationStackDemo: (call) => [
    paragraph(
      text(`Interactive demo${typeof call.props.title === 'string' ? ` "${call.props.title}"` : ''}: try it on `),
      link(call.page.link(`${call.page.route}/`), text('the web page')),
      text('.')
    )
  ]
}
