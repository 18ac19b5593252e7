/**
 * Blog posts as data: frontmatter validated against the authors and tags
 * files, reading time, and the excerpt up to the truncate marker. Pure
 * functions over a file name and its source.
 */
import readingTime from 'reading-time'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { blogAuthors } from '../shared/authors'
import { blogTags } from '../shared/tags'
import { hasSafeScheme } from '../../lib/safe-url'
import { readMatter, yamlProblem } from '../../lib/front-matter.mjs'

const TRUNCATE_MARKER = /^\{\/\*\s*truncate\s*\*\/\}\s*$|^<!--\s*truncate\s*-->\s*$/m

export interface Post {
  slug: string
  file: string
  title: string
  /** YYYY-MM-DD */
  date: string
  authors: string[]
  tags: string[]
  description: string
  image?: string
  draft: boolean
  readingMinutes: number
  /** Rendered HTML of the part above the truncate marker. */
  excerptHtml: string
  hasMore: boolean
}

export class PostError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[]
  ) {
    super(`${file}: ${problems.join('; ')}`)
    this.name = 'PostError'
  }
}

const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

type Node = { type: string; children?: Node[] }
type HastNode = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[] }

/**
 * Markdown of the excerpt as HTML: MDX expressions, JSX and imports are dropped, raw HTML is escaped, and
 * links and images keep only URLs of safe schemes (lib/safe-url.ts).
 */
function excerptToHtml(markdown: string): string {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(markdown) as unknown as Node
  const strip = (node: Node) => {
    if (!node.children) return
    node.children = node.children.filter((child) => !/^mdx(Jsx|js|FlowExpression|TextExpression)/.test(child.type))
    node.children.forEach(strip)
  }
  strip(tree)
  const hast = unified()
    .use(remarkRehype)
    .runSync(tree as never) as unknown as HastNode
  // The excerpt is inlined as HTML on list pages and in the feeds: a link or image may not run code.
  const dropUnsafeUrls = (node: HastNode) => {
    for (const attribute of ['href', 'src'] as const) {
      const url = node.properties?.[attribute]
      if (typeof url === 'string' && !hasSafeScheme(url)) delete node.properties![attribute]
    }
    node.children?.forEach(dropUnsafeUrls)
  }
  dropUnsafeUrls(hast)
  // Inline code looks as it does in the post itself (theme/styles/code.css).
  const markInlineCode = (node: HastNode, parent?: HastNode) => {
    if (node.tagName === 'code' && parent?.tagName !== 'pre') node.properties = { ...node.properties, className: ['vnv-code'] }
    node.children?.forEach((child) => markInlineCode(child, node))
  }
  markInlineCode(hast)
  return unified()
    .use(rehypeStringify)
    .stringify(hast as never)
    .trim()
}

export function parsePost(file: string, source: string): Post {
  const slug = file.replace(/^.*\//, '').replace(/\.mdx$/, '')
  let data: Record<string, unknown>
  let content: string
  try {
    ;({ data, content } = readMatter(source))
  } catch (error) {
    throw new Error(yamlProblem(file, error))
  }
  const problems: string[] = []
  const text = (key: string) => (typeof data[key] === 'string' && (data[key] as string).trim() ? (data[key] as string).trim() : undefined)
  if (!text('title')) problems.push('frontmatter "title" is missing')
  if (!text('description')) problems.push('frontmatter "description" is missing')
  const date = typeof data.date === 'string' ? data.date : undefined
  if (!date || !isDate(date))
    problems.push(`frontmatter "date" must be a date written YYYY-MM-DD (got ${JSON.stringify(data.date ?? null)})`)
  const list = (key: string) => (Array.isArray(data[key]) ? (data[key] as unknown[]).map(String) : [])
  const authors = list('authors')
  const tags = list('tags')
  if (!authors.length) problems.push('frontmatter "authors" must list at least one author')
  for (const author of authors)
    if (!Object.hasOwn(blogAuthors, author)) problems.push(`unknown author "${author}" (authors are defined in blog/shared/authors.ts)`)
  if (!tags.length) problems.push('frontmatter "tags" must list at least one tag')
  for (const tag of tags) if (!Object.hasOwn(blogTags, tag)) problems.push(`unknown tag "${tag}" (tags are defined in blog/shared/tags.ts)`)
  if (data.image !== undefined && (typeof data.image !== 'string' || !data.image.startsWith('/')))
    problems.push('frontmatter "image" must be a site path starting with "/"')
  if (data.draft !== undefined && typeof data.draft !== 'boolean') problems.push('frontmatter "draft" must be true or false')
  if (problems.length) throw new PostError(file, problems)
  const body = content.replace(/^(import|export)\s.*$/gm, '')
  const marker = body.search(TRUNCATE_MARKER)
  const excerptSource =
    marker >= 0 ? body.slice(0, marker) : (body.split(/\n\s*\n/).find((block) => block.trim() && !block.trim().startsWith('#')) ?? '')
  return {
    slug,
    file,
    title: text('title')!,
    date: date!,
    authors,
    tags,
    description: text('description')!,
    ...(text('image') && { image: text('image') }),
    draft: data.draft === true,
    readingMinutes: Math.max(1, Math.round(readingTime(body.replace(/^(```|~~~)[\s\S]*?^\1/gm, ' ')).minutes)),
    excerptHtml: excerptToHtml(excerptSource),
    hasMore: marker >= 0
  }
}

/** Published posts, newest first (ties broken by slug for a stable order). */
export function publishedPosts(posts: Post[]): Post[] {
  return posts.filter((p) => !p.draft).sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
}
