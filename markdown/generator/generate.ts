/**
 * The Markdown twin of every page (`/docs/x` → `/docs/x.md`), `llms.txt` and `llms-full.txt`, written
 * to public/_markdown/ (the post-build step moves them to the export's root; `npm run dev` rewrites
 * their URLs there). Runs last in `npm run generate`: it reads every page, generated ones included,
 * and the dates of the page sources.
 *
 * Every problem of every page is reported at once, with file and line; on any problem nothing is written.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Root } from 'mdast'
import { stringify as toYaml } from 'yaml'
import { blogAuthors } from '../../blog/shared/authors'
import { blogTags } from '../../blog/shared/tags'
import { siteConfig } from '../../config/site'
import { docTags } from '../../content/doc-tags'
import type { NavNode } from '../../lib/navigation/types'
import { absoluteUrl, canonicalUrl } from '../../lib/site-url'
import { writeFolderAtomically } from '../../scripts/lib/write-folders'
import { readPageSourceIndex } from '../../page-source/generator/generate'
import { readDrafts } from '../../blog/generator/generate'
import { pageFile, readFrontMatter, readSiteTree } from '../../scripts/navigation/read-pages'
import { TWINS_PUBLIC_FOLDER, twinPath } from '../shared/twin.mjs'
import { componentMarkdown } from './components'
import { OPTIONAL_SECTION, renderLlmsFullTxt, renderLlmsTxt, type LlmsPage, type LlmsSection } from './llms'
import { mdxToMarkdown, stringifyMarkdown } from './mdx-to-markdown'
import { heading, text } from './build'
import { runAsCommand } from '../../scripts/generators/command'

const ROOT = process.cwd()
export const TWINS_DIR = path.resolve('public', TWINS_PUBLIC_FOLDER)

/** Not pages a reader looks up: the 404 page answers unknown URLs. */
const NO_TWIN = new Set(['/404'])

/** A JSON module a page imports: `@/x` is the project's root (tsconfig paths); other specifiers are not data. */
function readJson(specifier: string): unknown {
  if (!specifier.startsWith('@/')) return undefined
  const file = path.join(ROOT, specifier.slice(2))
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}

/** Lists of pages (tags, categories, blog lists): twins, but in llms.txt's optional section. */
const isListing = (route: string) =>
  /^\/docs\/(tags|category)(\/|$)/.test(route) || /^\/blog(\/(tags|authors|page)(\/|$)|\/archive$|$)/.test(route)

/** The names of a front matter list's slugs (the blog generator and the content check refuse unknown ones). */
function shownNames<T>(slugs: unknown, known: Record<string, T>, name: (entry: T) => string): string[] | undefined {
  if (!Array.isArray(slugs) || !slugs.length) return undefined
  return slugs.map((slug) => (Object.hasOwn(known, String(slug)) ? name(known[String(slug)]) : String(slug)))
}

interface TwinPage {
  route: string
  /** The llms.txt section it belongs to. */
  section: string
}

/**
 * Every page in sidebar order with its llms.txt section: each sidebar section (`type: 'page'` under
 * docs) is an area of its own; other docs pages and the home page are "Docs"; blog posts are "Blog".
 */
export function pagesInOrder(tree: NavNode[]): TwinPage[] {
  const pages: TwinPage[] = []
  const walk = (nodes: NavNode[], section: string) => {
    for (const node of nodes) {
      if (node.kind === 'link' || node.kind === 'separator') continue
      const own = node.isSection && node.route.startsWith('/docs/') ? node.title : section
      if (node.hasPage && !NO_TWIN.has(node.route))
        pages.push({ route: node.route, section: isListing(node.route) ? OPTIONAL_SECTION : own })
      // A folder's index page (tags/index.mdx) opens the folder's list, wherever its name sorts.
      walk(
        [...node.children].sort((a, b) => Number(b.route === node.route) - Number(a.route === node.route)),
        own
      )
    }
  }
  walk(tree, 'Docs')
  const blog = pages.filter((page) => page.route.startsWith('/blog'))
  for (const page of blog) if (page.section !== OPTIONAL_SECTION) page.section = 'Blog'
  return pages
}

export async function generateTwins(): Promise<{ twins: number; fullBytes: number }> {
  const tree = await readSiteTree()
  const drafts = new Set(readDrafts().map((slug) => `/blog/${slug}`))
  const sources = readPageSourceIndex()
  const link = (sitePath: string) => absoluteUrl(sitePath, siteConfig)

  const files = new Map<string, string>()
  const problems: string[] = []
  const sections = new Map<string, LlmsPage[]>()
  for (const { route, section } of pagesInOrder(tree).filter((page) => !drafts.has(page.route))) {
    const file = pageFile(route)
    if (!file) continue
    const relative = path.relative(ROOT, file).split(path.sep).join('/')
    const source = readFileSync(file, 'utf8')
    const frontMatter = readFrontMatter(file)
    const title = String(frontMatter.title ?? '')
    const description = typeof frontMatter.description === 'string' ? frontMatter.description : undefined
    const conversion = mdxToMarkdown(source, { file: relative, page: { route, link }, components: componentMarkdown, readJson })
    problems.push(...conversion.problems)
    if (!title) problems.push(`${relative}:1:1: the page has no title (front matter "title"); its twin and llms.txt need one`)
    // The twin opens with the page's title, as the HTML page does.
    const opensWithTitle = conversion.tree.children[0]?.type === 'heading' && conversion.tree.children[0].depth === 1
    const titleHeading = heading(1, text(title))
    const tree: Root = opensWithTitle ? conversion.tree : { type: 'root', children: [titleHeading, ...conversion.tree.children] }
    // The page is written already: only the heading is, and put before it.
    const body = opensWithTitle
      ? conversion.markdown
      : `${stringifyMarkdown({ type: 'root', children: [titleHeading] })}\n${conversion.markdown}`
    const lastUpdated = sources.pages[route]?.lastUpdated ?? undefined
    const url = canonicalUrl(route, siteConfig)
    // A post's publication day, as the writer typed it (lib/front-matter.mjs; the blog generator checks its form).
    const date = typeof frontMatter.date === 'string' ? frontMatter.date : undefined
    // Tags and a post's authors by the names the page shows under its title, not the slugs in its front matter.
    const isPost = route.startsWith('/blog/')
    const tags = shownNames(frontMatter.tags, isPost ? blogTags : docTags, (tag) => tag.label)
    const authors = shownNames(frontMatter.authors, blogAuthors, (author) => author.name)
    const head = toYaml(
      {
        title,
        ...(description && { description }),
        url,
        ...(date && { date }),
        ...(authors && { authors }),
        ...(tags && { tags }),
        ...(lastUpdated && { last_updated: lastUpdated })
      },
      // One line per field: folded lines read badly and some front matter readers mis-handle them.
      { lineWidth: 0 }
    )
    files.set(twinPath(route).slice(1), `---\n${head}---\n\n${body}`)
    const entry: LlmsPage = { title, description, twinUrl: link(twinPath(route)), url, tree }
    sections.set(section, [...(sections.get(section) ?? []), entry])
  }
  if (problems.length) throw new Error(`Markdown twins: ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`)

  // Areas in the order their first page appears; the optional listings last.
  const ordered: LlmsSection[] = [...sections]
    .filter(([title]) => title !== OPTIONAL_SECTION)
    .map(([title, pages]) => ({ title, pages }))
    .concat([{ title: OPTIONAL_SECTION, pages: sections.get(OPTIONAL_SECTION) ?? [] }])
  const site = { title: siteConfig.title, summary: siteConfig.tagline }
  const full = renderLlmsFullTxt(site, ordered)
  files.set('llms.txt', renderLlmsTxt(site, ordered))
  files.set('llms-full.txt', full)
  writeFolderAtomically(TWINS_DIR, files)
  return { twins: files.size - 2, fullBytes: Buffer.byteLength(full) }
}

export async function main() {
  const { twins, fullBytes } = await generateTwins()
  console.log(
    `markdown: ${twins} twins, llms.txt and llms-full.txt (${(fullBytes / 1024).toFixed(0)} KB) written to public/${TWINS_PUBLIC_FOLDER}/`
  )
}

export const failureMessage = (error: unknown) => `Markdown twin generation failed: ${(error as Error).message}`

runAsCommand(import.meta.filename, { main, failureMessage })
