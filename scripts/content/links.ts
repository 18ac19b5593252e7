/**
 * The internal links and anchors of the hand-written pages: each leads to a page (through the old URLs'
 * redirects) and, with a `#`, to one of its headings or ids. `npm run build` runs it (`check:links`) so no
 * broken link is published; `npm run check:content` runs it with the other content rules.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast'
import type {} from 'mdast-util-mdx' // its node types: mdxJsxFlowElement…
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { legacyRedirects } from '../../config/redirects'
import { headingsOf, repeatedIds } from '../../lib/mdx/remark-page.mjs'
import { bodyOf, fencedLines, isGenerated, loadPages, type Page } from './pages'

const mdxParser = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm] })

/**
 * The anchors a page will have: its headings' ids, given by the build's own code (lib/mdx/remark-page.mjs's
 * headingsOf over the MDX parse), and the `id` of its JSX elements; and the headings whose id an earlier one has
 * (repeatedIds). Undefined for a page that does not parse (its own compile reports it).
 */
function anchorsIn(source: string): { ids: Set<string>; repeated: ReturnType<typeof repeatedIds> } | undefined {
  let tree: MdastRoot
  try {
    tree = mdxParser.parse(source)
  } catch {
    return undefined
  }
  const headings = headingsOf(tree)
  const ids = new Set(headings.map((heading) => heading.id))
  const visit = (node: MdastNodes) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      for (const attribute of node.attributes)
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'id' && typeof attribute.value === 'string') ids.add(attribute.value)
    if ('children' in node) node.children.forEach(visit)
  }
  visit(tree)
  return { ids, repeated: repeatedIds(headings) }
}

export const headingIds = (source: string): Set<string> | undefined => anchorsIn(source)?.ids

/** A page's anchors, parsed once however many links point into it (the whole check takes 4 s instead of 8). */
const anchorsBySource = new Map<string, ReturnType<typeof anchorsIn>>()
function anchorsOf(page: Page) {
  if (!anchorsBySource.has(page.source)) anchorsBySource.set(page.source, anchorsIn(page.source))
  return anchorsBySource.get(page.source)
}

/** Two headings of a page with one id, at their lines in the file. */
export function repeatedIdProblems(page: Page): string[] {
  return (anchorsOf(page)?.repeated ?? []).map(
    ({ id, line, firstLine }) =>
      `${page.file}:${line}: the heading id "${id}" is also that of line ${firstLine}: give one of them another [#id]`
  )
}

/** Normalises a link path as a page writes it (a site path, without the base path) for comparison: no trailing slash, decoded. */
export function normaliseRoute(href: string): string {
  const [withoutHash] = href.split('#')
  const [pathname] = withoutHash.split('?')
  const decoded = decodeURI(pathname)
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded
}

/** Internal links of a page: markdown `](/…)` and JSX `href="/…"`, outside code. */
export function internalLinks(body: string): string[] {
  const lines = body.split('\n')
  const fenced = fencedLines(lines)
  const withoutCode = lines
    .filter((_, index) => !fenced[index])
    .join('\n')
    .replace(/`[^`\n]*`/g, '')
  const links = [
    ...[...withoutCode.matchAll(/\]\((\/[^)\s]*|#[^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]),
    ...[...withoutCode.matchAll(/\b(?:href|to)=["'](\/[^"']*|#[^"']+)["']/g)].map((m) => m[1])
  ]
  return [...new Set(links)]
}

export interface LinkContext {
  pages: Map<string, Page>
  /** Old routes and where they lead (config/redirects.ts). */
  redirects: Map<string, string>
}

export const linkContext = (pages: Map<string, Page>): LinkContext => ({
  pages,
  redirects: new Map(legacyRedirects.map((r) => [normaliseRoute(r.from), r.to]))
})

/**
 * Every internal link of a page that leads to no page or to no anchor of its page, with the line that writes it,
 * and every heading id two of its headings share (a link reaches only the first).
 */
export function linkProblems(page: Page, context: LinkContext): string[] {
  const problems = repeatedIdProblems(page)
  const content = bodyOf(page.source)
  const offset = page.source.split('\n').length - content.split('\n').length
  const lines = content.split('\n')
  const fenced = fencedLines(lines)
  // A link's line: the first, outside code, that writes it as a Markdown target or an attribute's value.
  const at = (link: string) => {
    const index = lines.findIndex(
      (line, i) => !fenced[i] && [`(${link}`, `"${link}"`, `'${link}'`].some((written) => line.includes(written))
    )
    return index < 0 ? page.file : `${page.file}:${index + 1 + offset}`
  }
  for (const link of internalLinks(content)) {
    const where = (message: string) => problems.push(`${at(link)}: ${message}`)
    const [target, anchor] = link.split('#')
    let route = target ? normaliseRoute(target) : page.route
    if (context.redirects.has(route)) route = normaliseRoute(context.redirects.get(route)!)
    const targetPage = context.pages.get(route)
    if (!targetPage) {
      // A file of the site (an image, a download) is served from public/ as it is.
      const isFile = /\.\w+$/.test(route)
      if (!isFile || !existsSync(path.join('public', route)))
        where(`broken link "${link}": ${isFile ? `no file public${route}` : `no page at ${route}`}`)
      continue
    }
    const anchors = anchor ? anchorsOf(targetPage)?.ids : undefined
    if (anchor && !anchors)
      where(`cannot check the anchor of "${link}": ${targetPage.file} is not valid MDX (npm run check:content -- ${targetPage.file})`)
    else if (anchor && anchors && !anchors.has(anchor))
      where(`broken anchor "${link}": ${targetPage.file} has no heading with id "${anchor}"`)
  }
  return problems
}

function main() {
  const pages = loadPages(path.resolve('pages'))
  const context = linkContext(pages)
  const written = [...pages.values()].filter((page) => !isGenerated(page))
  const problems = written.flatMap((page) => linkProblems(page, context))
  if (problems.length) {
    console.error(`Link check failed (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log(`Link check passed: every internal link and anchor of the ${written.length} hand-written pages resolves.`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) main()
