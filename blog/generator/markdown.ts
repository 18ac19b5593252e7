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
import { byYear, postsShown, type PostFilter } from '../shared/lists'
import { blogTags } from '../shared/tags'

interface ListedPost {
  slug: string
  title: string
  date: string
  description?: string
  tags: string[]
  authors: string[]
}

/** The published posts, newest first, as blog/generator wrote them. */
const publishedPosts = (): ListedPost[] => JSON.parse(readFileSync(path.resolve('generated/blog/posts.json'), 'utf8'))

const postItem = (call: ComponentCall, post: ListedPost) => [
  link(call.page.link(`/blog/${post.slug}/`), text(post.title)),
  text(` (${post.date})${post.description ? `: ${post.description}` : ''}`)
]

function postList(call: ComponentCall): RootContent[] {
  const filter: PostFilter = {}
  if (typeof call.props.tag === 'string') filter.tag = call.props.tag
  if (typeof call.props.author === 'string') filter.author = call.props.author
  if (typeof call.props.page === 'number') filter.page = call.props.page
  const { shown } = postsShown(publishedPosts(), filter)
  return shown.length ? [list(shown.map((post) => postItem(call, post)))] : [paragraph(text('No posts yet.'))]
}

export const blogComponentMarkdown: ComponentMap = {
  PostList: postList,
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
          text(` (${postsShown(posts, { tag: slug }).total} posts): ${tag.description}`)
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
          text(`: ${author.title} (${postsShown(posts, { author: id }).total} posts)`)
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
