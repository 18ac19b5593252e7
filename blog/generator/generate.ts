/**
 * The blog's derived pages and files, from the posts' frontmatter:
 * generated/blog/ (data for the list components, the sidebar's recent posts,
 * each post's own record), pages/blog/tags/,
 * pages/blog/authors/, pages/blog/page/ (pagination) and public/blog/ (feeds).
 * An invalid post fails with its file name and nothing is written.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { blogAuthors } from '../shared/authors'
import { blogTags } from '../shared/tags'
import { feedSite } from '../../scripts/lib/feed-site'
import { jsonExport, jsonFile, mdxPageHead, mdxText, tsHeader } from '../../scripts/lib/generated'
import { writeFolderAtomically } from '../../scripts/lib/write-folders'
import { buildFeeds } from './feeds'
import { paginate, postsShown, type PostFilter } from '../shared/lists'
import type { BlogPageRecord, PostLink, PostMeta, PostSummary, RecentPost } from '../shared/post-meta'
import { routeJsonFile } from '../../lib/page-records.mjs'
import { runAsCommand } from '../../scripts/generators/command'
import { parsePost, PostError, publishedPosts, type Post } from './posts'

const BLOG = path.resolve('pages', 'blog')
const DATA = path.resolve('generated', 'blog')
const SOURCE = 'the posts in pages/blog (blog/generator)'
/** The files that name the tags and authors lists show. */
const TAGS_FILE = 'blog/shared/tags.ts'
const AUTHORS_FILE = 'blog/shared/authors.ts'
/** How many recent posts the blog's sidebar lists. */
const RECENT_POSTS = 10
const HIDDEN_META = `${tsHeader('blog/generator')}\nexport default { '*': { display: 'hidden' } }\n`

export function readPosts(dir = BLOG): Post[] {
  const problems: string[] = []
  const posts: Post[] = []
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.mdx') && !['index.mdx', 'archive.mdx'].includes(n))
    .sort()) {
    const file = `pages/blog/${name}`
    try {
      posts.push(parsePost(file, readFileSync(path.join(dir, name), 'utf8')))
    } catch (error) {
      const { message } = error as Error
      problems.push(error instanceof PostError || message.startsWith(`${file}:`) ? message : `${file}: ${message}`)
    }
  }
  if (problems.length) throw new Error(`Invalid blog posts:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  return posts
}

/** A list of posts under its heading and intro (MDX, their words escaped by the caller). */
const listPage = (
  sourceFiles: string[],
  frontMatter: Record<string, string>,
  heading: string,
  intro: string,
  filter: Record<string, unknown>
) =>
  [
    ...mdxPageHead(SOURCE, frontMatter, sourceFiles),
    "import { PostList } from '@/blog/components/PostList'",
    '',
    jsonExport('filter', filter),
    '',
    `# ${heading}`,
    '',
    intro,
    '',
    '<PostList {...filter} />',
    ''
  ].join('\n')

/** The blog sidebar's list: the most recent posts, newest first. */
export function recentPosts(posts: Post[], count = RECENT_POSTS): RecentPost[] {
  return posts.slice(0, count).map(({ slug, title, date }) => ({ slug, title, date }))
}

const meta = ({ slug, title, date, authors, tags, readingMinutes }: Post): PostMeta => ({
  slug,
  title,
  date,
  authors,
  tags,
  readingMinutes
})
const summary = (post: Post): PostSummary => ({ ...meta(post), excerptHtml: post.excerptHtml, hasMore: post.hasMore })

/**
 * Each blog page's own record, by route (blog/shared/post-meta.ts): a post its byline and the newer and
 * older posts beside it; a list (the blog's pages, a tag, an author) the posts it shows; the archive every
 * post; the tags and authors pages their counts. Posts come newest first.
 */
export function blogPageRecords(posts: Post[]): [string, BlogPageRecord][] {
  const link = (post: Post | undefined): PostLink | null => (post ? { slug: post.slug, title: post.title } : null)
  const list = (filter: PostFilter): BlogPageRecord => {
    const { shown, total } = postsShown(posts, filter)
    return { list: shown.map(summary), total }
  }
  const count = (filter: PostFilter) => postsShown(posts, filter).total
  return [
    ...posts.map((post, index): [string, BlogPageRecord] => [
      `/blog/${post.slug}`,
      { post: meta(post), newer: link(posts[index - 1]), older: link(posts[index + 1]) }
    ]),
    ['/blog', list({ page: 1 })],
    ...paginate(posts)
      .slice(1)
      .map((_, index): [string, BlogPageRecord] => [`/blog/page/${index + 2}`, list({ page: index + 2 })]),
    ...Object.keys(blogTags).map((slug): [string, BlogPageRecord] => [`/blog/tags/${slug}`, list({ tag: slug })]),
    ...Object.keys(blogAuthors).map((id): [string, BlogPageRecord] => [`/blog/authors/${id}`, list({ author: id })]),
    ['/blog/archive', { archive: posts.map(({ slug, title, date }) => ({ slug, title, date })) }],
    ['/blog/tags', { counts: Object.fromEntries(Object.keys(blogTags).map((slug) => [slug, count({ tag: slug })])) }],
    ['/blog/authors', { counts: Object.fromEntries(Object.keys(blogAuthors).map((id) => [id, count({ author: id })])) }]
  ]
}

/** Everything generated from the posts: published ones are listed, drafts only named (drafts.json, for the post-build step). */
export function blogFiles(allPosts: Post[]) {
  const posts = publishedPosts(allPosts)
  const data = new Map<string, string>([
    ['drafts.json', jsonFile(SOURCE, { drafts: allPosts.filter((p) => p.draft).map((p) => p.slug) })],
    ['posts.json', jsonFile(SOURCE, { posts }, 1)],
    ['recent.json', jsonFile(SOURCE, { posts: recentPosts(posts) })],
    ...blogPageRecords(posts).map(([route, record]): [string, string] => [`pages/${routeJsonFile(route)}`, jsonFile(SOURCE, record)])
  ])
  // What each page is made from, for its "Last updated": the posts it lists and the tags or authors file.
  const filesOf = (filter: PostFilter, extra: string[] = []) => [...extra, ...postsShown(posts, filter).shown.map((post) => post.file)]
  const tagPages = new Map<string, string>([['_meta.ts', HIDDEN_META]])
  tagPages.set(
    'index.mdx',
    [
      ...mdxPageHead(SOURCE, { title: 'Blog tags', description: 'Every tag of the VnV Tools blog with its number of posts.' }, [
        TAGS_FILE,
        ...posts.map((post) => post.file)
      ]),
      "import { BlogTagList } from '@/blog/components/PostList'",
      '',
      '# Blog tags',
      '',
      'Posts on the same subject share a tag.',
      '',
      '<BlogTagList />',
      ''
    ].join('\n')
  )
  for (const [slug, tag] of Object.entries(blogTags))
    tagPages.set(
      `${slug}.mdx`,
      listPage(
        filesOf({ tag: slug }, [TAGS_FILE]),
        { title: `Posts tagged “${tag.label}”`, description: tag.description },
        mdxText(`Posts tagged “${tag.label}”`),
        mdxText(tag.description),
        { tag: slug }
      )
    )
  const authorPages = new Map<string, string>([['_meta.ts', HIDDEN_META]])
  authorPages.set(
    'index.mdx',
    [
      ...mdxPageHead(SOURCE, { title: 'Blog authors', description: 'Who writes the VnV Tools blog, with their posts.' }, [
        AUTHORS_FILE,
        ...posts.map((post) => post.file)
      ]),
      "import { BlogAuthorList } from '@/blog/components/PostList'",
      '',
      '# Blog authors',
      '',
      'Each author has a page that lists their posts.',
      '',
      '<BlogAuthorList />',
      ''
    ].join('\n')
  )
  for (const [id, author] of Object.entries(blogAuthors))
    authorPages.set(
      `${id}.mdx`,
      listPage(
        filesOf({ author: id }, [AUTHORS_FILE]),
        { title: `Posts by ${author.name}`, description: `${author.name}: ${author.title}.` },
        mdxText(`Posts by ${author.name}`),
        mdxText(`${author.title}.`),
        { author: id }
      )
    )
  const pagePages = new Map<string, string>([['_meta.ts', HIDDEN_META]])
  paginate(posts).forEach((_, index) => {
    if (index === 0) return // page 1 is /blog/ itself
    pagePages.set(
      `${index + 1}.mdx`,
      listPage(
        filesOf({ page: index + 1 }),
        { title: `Blog — page ${index + 1}`, description: `Older posts of the VnV Tools blog, page ${index + 1}.` },
        `Blog — page ${index + 1}`,
        'Older posts, newest first.',
        { page: index + 1 }
      )
    )
  })
  const feeds = buildFeeds(posts, feedSite())
  const publicFiles = new Map([
    ['rss.xml', feeds.rss],
    ['atom.xml', feeds.atom]
  ])
  return { data, tagPages, authorPages, pagePages, publicFiles }
}

/** The slugs of the drafts, as the last run wrote them (none before any run): their pages are not published. */
export function readDrafts(): string[] {
  const file = path.join(DATA, 'drafts.json')
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).drafts : []
}

export function generateBlog(): number {
  const posts = readPosts()
  const files = blogFiles(posts)
  writeFolderAtomically(DATA, files.data)
  writeFolderAtomically(path.join(BLOG, 'tags'), files.tagPages)
  writeFolderAtomically(path.join(BLOG, 'authors'), files.authorPages)
  writeFolderAtomically(path.join(BLOG, 'page'), files.pagePages)
  writeFolderAtomically(path.resolve('public', 'blog'), files.publicFiles)
  return publishedPosts(posts).length
}

runAsCommand(import.meta.filename, {
  main: async () => console.log(`blog: ${generateBlog()} posts, feeds and index pages generated`),
  failureMessage: (error) => `blog generation failed — nothing was written.\n${(error as Error).message}`
})
