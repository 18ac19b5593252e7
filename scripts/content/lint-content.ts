/**
 * Content rules for every MDX page (issue: content test):
 * frontmatter title/description (and known tags + minimum length for docs),
 * no placeholder text, MDX that compiles, internal links and anchors that resolve.
 *
 * Usage: tsx scripts/content/lint-content.ts [files…]   (default: all of pages/)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { compile } from '@mdx-js/mdx'
import GithubSlugger from 'github-slugger'
import matter from 'gray-matter'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { docTags } from '../../content/doc-tags'
import { legacyRedirects } from '../../config/redirects'
import { fileToRoute, listFiles, normaliseRoute } from './routes'

export const MIN_WORDS = 150
export const PLACEHOLDER_PATTERNS: RegExp[] = [
  /lorem ipsum/i,
  /\bTODO\b/,
  /\bFIXME\b/,
  /\bTBD\b/,
  /coming soon/i,
  /work[- ]in[- ]progress/i,
  /under construction/i,
  /\bplaceholder text\b/i
]

export interface Page {
  file: string
  route: string
  source: string
}

/** Text without frontmatter, code blocks, imports/exports and JSX tags. */
export function proseOf(body: string): string {
  return body
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, ' code ')
}

export function countWords(body: string): number {
  return proseOf(body).split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length
}

/** Heading slugs the page will have (Nextra uses github-slugger; `[#id]` sets a custom one). */
export function headingIds(body: string): Set<string> {
  const slugger = new GithubSlugger()
  const ids = new Set<string>()
  const withoutCode = body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
  for (const match of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const custom = match[1].match(/\[#([\w-]+)\]\s*$/)
    if (custom) ids.add(custom[1])
    else ids.add(slugger.slug(match[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')))
  }
  for (const match of withoutCode.matchAll(/\bid=["']([\w-]+)["']/g)) ids.add(match[1])
  return ids
}

/** Internal links of a page: markdown `](/…)` and JSX `href="/…"`, outside code. */
export function internalLinks(body: string): string[] {
  const withoutCode = body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '')
  const links = [
    ...[...withoutCode.matchAll(/\]\((\/[^)\s]*|#[^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]),
    ...[...withoutCode.matchAll(/\b(?:href|to)=["'](\/[^"']*|#[^"']+)["']/g)].map((m) => m[1])
  ]
  return [...new Set(links)]
}

export interface LintContext {
  pages: Map<string, Page>
  redirects: Map<string, string>
  /** Routes produced by generators (REST reference, blog, tags…), which have no MDX source here. */
  extraRoutes: Set<string>
}

export function lintPage(page: Page, context: LintContext): string[] {
  const problems: string[] = []
  const where = (message: string) => problems.push(`${page.file}: ${message}`)
  let parsed: matter.GrayMatterFile<string>
  try {
    parsed = matter(page.source)
  } catch (error) {
    where(`frontmatter is not valid YAML (${(error as Error).message})`)
    return problems
  }
  const { data, content } = parsed
  if (typeof data.title !== 'string' || !data.title.trim()) where('frontmatter "title" is missing')
  if (typeof data.description !== 'string' || data.description.trim().length < 20)
    where('frontmatter "description" is missing or shorter than 20 characters')
  const isDoc = page.route.startsWith('/docs/') || page.route === '/docs'
  if (isDoc) {
    if (!Array.isArray(data.tags) || data.tags.length === 0) where('frontmatter "tags" must list at least one tag')
    else
      for (const tag of data.tags)
        if (!Object.hasOwn(docTags, tag)) where(`unknown tag "${tag}" (known tags are in content/doc-tags.ts)`)
    const words = countWords(content)
    if (!data.indexPage && words < MIN_WORDS) where(`has ${words} words; pages need at least ${MIN_WORDS} (or "indexPage: true")`)
  }
  content.split('\n').forEach((line, index) => {
    for (const pattern of PLACEHOLDER_PATTERNS)
      if (pattern.test(line) && !/^\s*(```|~~~)/.test(line)) where(`line ${index + 1 + (page.source.split('\n').length - content.split('\n').length)}: placeholder text matching ${pattern}`)
  })
  for (const link of internalLinks(content)) {
    const [target, anchor] = link.split('#')
    let route = target ? normaliseRoute(target) : page.route
    if (context.redirects.has(route)) route = normaliseRoute(context.redirects.get(route)!)
    const targetPage = context.pages.get(route)
    if (!targetPage && !context.extraRoutes.has(route)) {
      where(`broken link "${link}": no page at ${route}`)
      continue
    }
    if (anchor && targetPage && !headingIds(matter(targetPage.source).content).has(anchor))
      where(`broken anchor "${link}": ${targetPage.file} has no heading with id "${anchor}"`)
  }
  return problems
}

export async function checkCompiles(page: Page): Promise<string[]> {
  try {
    await compile(page.source, { remarkPlugins: [remarkFrontmatter, remarkGfm], format: page.file.endsWith('.md') ? 'md' : 'mdx' })
    return []
  } catch (error) {
    const e = error as { message: string; line?: number; column?: number }
    return [`${page.file}${e.line ? `:${e.line}:${e.column ?? 0}` : ''}: MDX does not compile: ${e.message}`]
  }
}

export function loadPages(pagesDir: string): Map<string, Page> {
  const pages = new Map<string, Page>()
  for (const file of listFiles(pagesDir)) {
    if (!/\.mdx?$/.test(file)) continue
    const route = fileToRoute(file)
    if (route) pages.set(route, { file: path.join(path.basename(pagesDir), file), route, source: readFileSync(path.join(pagesDir, file), 'utf8') })
  }
  return pages
}

async function main() {
  const pagesDir = path.resolve('pages')
  const pages = loadPages(pagesDir)
  const routesFromAllFiles = new Set(listFiles(pagesDir).map(fileToRoute).filter((r): r is string => Boolean(r)))
  const context: LintContext = {
    pages,
    redirects: new Map(legacyRedirects.map((r) => [normaliseRoute(r.from), r.to])),
    extraRoutes: routesFromAllFiles
  }
  const only = process.argv.slice(2).map((f) => path.resolve(f))
  // Generated pages (REST reference, tags, categories) are tested with their generators.
  const isGenerated = (p: Page) => p.source.startsWith('{/* generated from ')
  const selected = [...pages.values()].filter((p) => !isGenerated(p) && (only.length === 0 || only.includes(path.resolve(p.file))))
  const problems: string[] = []
  for (const page of selected) problems.push(...lintPage(page, context), ...(await checkCompiles(page)))
  if (problems.length) {
    console.error(`Content check failed (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log(`Content check passed: ${selected.length} page(s).`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) void main()
