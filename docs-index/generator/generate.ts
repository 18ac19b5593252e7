/**
 * Generates the docs tags pages (pages/docs/tags/) and the category index
 * pages (pages/docs/category/) from the docs' frontmatter and _meta files.
 * Run by `npm run generate` (and so by build, test and dev).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { docCategories } from '../../content/doc-categories'
import { docTags } from '../../content/doc-tags'
import { fileToRoute } from '../../lib/page-route.mjs'
import { tsHeader } from '../../scripts/lib/generated'
import { writeFolderAtomically } from '../../scripts/lib/write-folders'
import { buildNodes } from '../../lib/navigation/site-tree'
import { DEFAULT_PAGE_THEME } from '../../lib/navigation/types'
import { pageFile, readFolder, readFrontMatter } from '../../scripts/navigation/read-pages'
import { categoryCards, tagSummaries, type DocInfo } from './model'
import { renderCategoryPage, renderTagPage, renderTagsIndex } from './render'
import { runAsCommand } from '../../scripts/generators/command'

const PAGES = path.resolve('pages')
/** Output folders owned by this generator (never hand-edit them). */
const TAGS_DIR = path.join(PAGES, 'docs', 'tags')
const CATEGORY_DIR = path.join(PAGES, 'docs', 'category')

function mdxFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return full === TAGS_DIR || full === CATEGORY_DIR ? [] : mdxFilesUnder(full)
    return name.endsWith('.mdx') ? [full] : []
  })
}

/** A file as the generated pages name their sources: relative to the project, `/`-separated. */
const projectFile = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/')

/**
 * The docs pages that carry tags. A page whose front matter cannot be read, has no title or names a tag
 * content/doc-tags.ts does not know would be missing from its tags' pages or listed untitled: every such
 * problem, of every page, comes in one error, and nothing is written.
 */
export function collectDocs(pagesDir = PAGES): DocInfo[] {
  const problems: string[] = []
  const docs = mdxFilesUnder(path.join(pagesDir, 'docs')).flatMap((file) => {
    let data: Record<string, unknown>
    try {
      data = readFrontMatter(file)
    } catch (error) {
      problems.push((error as Error).message)
      return []
    }
    if (!Array.isArray(data.tags)) return []
    const name = projectFile(file)
    if (typeof data.title !== 'string' || !data.title.trim()) problems.push(`${name}:1: front matter "title" is missing`)
    const unknown = data.tags.filter((tag) => !Object.hasOwn(docTags, String(tag)))
    if (unknown.length) {
      // The front matter starts on line 1; its `tags` key is where a writer fixes a tag.
      const tagsLine =
        readFileSync(file, 'utf8')
          .split('\n')
          .findIndex((line) => /^tags\s*:/.test(line)) + 1 || 1
      for (const tag of unknown)
        problems.push(`${name}:${tagsLine}: front matter "tags": unknown tag "${tag}" (the known tags are in content/doc-tags.ts)`)
    }
    return [
      {
        route: fileToRoute(path.relative(pagesDir, file))!,
        file: name,
        title: String(data.title ?? ''),
        description: String(data.description ?? ''),
        tags: data.tags.map(String)
      }
    ]
  })
  if (problems.length)
    throw new Error(
      `${problems.length} problem(s) in the docs pages' front matter:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`
    )
  return docs
}

/** Frontmatter of the page at a route, for category cards; folders have none. */
function pageInfo(route: string): { title?: string; description?: string } {
  const file = pageFile(route, PAGES)
  if (!file) return {}
  const data = readFrontMatter(file)
  return { title: data.title as string | undefined, description: data.description as string | undefined }
}

/** Tag and category pages: out of the sidebars, and with no contents column, since a list of pages has no sections. */
const LISTING_META = `${tsHeader('docs-index/generator')}\nexport default { '*': { display: 'hidden', theme: { sidebar: false, toc: false } } }\n`

async function generateDocsIndex(): Promise<{ tags: number; categories: number }> {
  const tags = tagSummaries(collectDocs())
  const tagFiles = new Map<string, string>([['index.mdx', renderTagsIndex(tags)]])
  for (const tag of tags) tagFiles.set(`${tag.slug}.mdx`, renderTagPage(tag))
  tagFiles.set('_meta.ts', LISTING_META)

  const categoryFiles = new Map<string, string>()
  for (const category of docCategories) {
    const folder = path.join(PAGES, category.folder)
    if (!existsSync(folder))
      throw new Error(
        `content/doc-categories.ts: category "${category.slug}" points at ${category.folder}, which does not exist under pages/`
      )
    // Only the category's own folder: the rest of pages/ may still wait for its generators (this one included).
    const problems: string[] = []
    const { meta, children } = await readFolder(PAGES, folder, problems)
    const nodes = buildNodes(children, meta, DEFAULT_PAGE_THEME, `/${category.folder}`, problems)
    if (problems.length)
      throw new Error(`category "${category.slug}" cannot be listed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    const cards = categoryCards(nodes, pageInfo)
    // The pages the cards lead to, for the page's "Last updated".
    const sources = cards.flatMap((card) => {
      const file = pageFile(card.href.replace(/\/$/, ''), PAGES)
      return file ? [projectFile(file)] : []
    })
    categoryFiles.set(`${category.slug}.mdx`, renderCategoryPage(category, cards, sources))
  }
  categoryFiles.set('_meta.ts', LISTING_META)

  writeFolderAtomically(TAGS_DIR, tagFiles)
  writeFolderAtomically(CATEGORY_DIR, categoryFiles)
  return { tags: tags.length, categories: docCategories.length }
}

export async function main() {
  const { tags, categories } = await generateDocsIndex()
  console.log(`docs-index: ${tags} tag pages and ${categories} category pages generated`)
}

export const failureMessage = (error: unknown) => `docs-index generation failed: ${(error as Error).message}`

runAsCommand(import.meta.filename, { main, failureMessage })
