/**
 * pages/ on disk → the source entries of the site tree (lib/navigation/site-tree.ts):
 * folders with their _meta, pages with the front matter the sidebar reads.
 * Generated pages (REST, blog lists, tags) are read like hand-written ones, so
 * generators that write pages must run before this one.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { frontMatterOf } from '../../lib/front-matter.mjs'
import { checkMeta } from '../../lib/navigation/meta-check'
import { buildSiteTree } from '../../lib/navigation/site-tree'
import { missingInputMessage } from '../generators/explain-missing.mjs'
import type { Meta, NavNode, SourceEntry, SourceFrontMatter } from '../../lib/navigation/types'
import { fileToRoute } from '../../lib/page-route.mjs'

/**
 * A folder's `_meta.ts`, checked (lib/navigation/meta-check.ts): its problems go to `problems`, its valid
 * entries are returned (none when it cannot be loaded), so every other file and entry is still checked.
 */
async function readMeta(folder: string, problems: string[]): Promise<Meta> {
  const file = path.join(folder, '_meta.ts')
  if (!existsSync(file)) return {}
  const name = path.relative(process.cwd(), file).split(path.sep).join('/')
  try {
    // Cache-busting query: the dev loop re-reads edited _meta files in the same process.
    const loaded = await import(`${pathToFileURL(file).href}?t=${statSync(file).mtimeMs}`)
    const checked = checkMeta(loaded.default, name)
    problems.push(...checked.problems)
    return checked.meta
  } catch (error) {
    const message = String((error as Error).message)
    // A syntax error: esbuild's "Transform failed" lists each as `<file>:line:column: ERROR: …`.
    const places = message.split('\n').filter((line) => line.startsWith(`${file}:`))
    if (places.length)
      problems.push(...places.map((line) => `${name}${line.slice(file.length).replace(': ERROR: ', ': cannot be loaded: ')}`))
    else problems.push(`${name} cannot be loaded: ${missingInputMessage(error) ?? message.split('\n')[0]}`)
    return {}
  }
}

/** The file of the page at `route` ('/docs/x' → pages/docs/x.mdx or pages/docs/x/index.mdx), or null. */
export function pageFile(route: string, pagesDir = path.resolve('pages')): string | null {
  const base = path.join(pagesDir, route === '/' ? 'index' : route.slice(1))
  return [`${base}.mdx`, path.join(base, 'index.mdx')].find((file) => existsSync(file)) ?? null
}

/** Front matter of an MDX file (lib/front-matter.mjs, as the page's compile reads it). */
export const readFrontMatter = (file: string): Record<string, unknown> => frontMatterOf(readFileSync(file, 'utf8'), file)

/** The front matter the navigation reads: the sidebar's fields and the page's tags. */
function navigationFields(data: Record<string, unknown>): SourceFrontMatter {
  const fields: SourceFrontMatter = {}
  if (typeof data.title === 'string') fields.title = data.title
  if (typeof data.sidebarTitle === 'string') fields.sidebarTitle = data.sidebarTitle
  if (data.display === 'hidden' || data.display === 'normal') fields.display = data.display
  if (data.theme && typeof data.theme === 'object') fields.theme = data.theme as SourceFrontMatter['theme']
  if (Array.isArray(data.tags)) fields.tags = data.tags.filter((tag): tag is string => typeof tag === 'string')
  const badge = data.sidebarBadge as { text?: unknown; label?: unknown; tone?: unknown } | undefined
  if (badge && typeof badge === 'object' && typeof badge.text === 'string')
    fields.sidebarBadge = {
      text: badge.text,
      ...(typeof badge.label === 'string' && { label: badge.label }),
      ...(typeof badge.tone === 'string' && { tone: badge.tone })
    }
  return fields
}

/**
 * A file of pages/ that reads as a page but that Next does not publish (pages are `.mdx`, in lower case:
 * next.config.mjs's pageExtensions); null for any other file. `file` as problems name it.
 */
export function unpublishedPageProblem(file: string): string | null {
  return /\.(md|mdx|markdown)$/i.test(file) && !file.endsWith('.mdx')
    ? `${file}: pages are .mdx files, in lower case; rename it to publish it`
    : null
}

export async function readFolder(pagesDir: string, folder: string, problems: string[]): Promise<{ meta: Meta; children: SourceEntry[] }> {
  const meta = await readMeta(folder, problems)
  const children: SourceEntry[] = []
  for (const name of readdirSync(folder).sort()) {
    if (name.startsWith('.')) continue
    const full = path.join(folder, name)
    const relative = path.relative(pagesDir, full)
    if (statSync(full).isDirectory()) {
      const inner = await readFolder(pagesDir, full, problems)
      if (inner.children.length) children.push({ kind: 'folder', name, route: `/${relative.split(path.sep).join('/')}`, ...inner })
      continue
    }
    const unpublished = unpublishedPageProblem(path.relative(process.cwd(), full).split(path.sep).join('/'))
    if (unpublished) problems.push(unpublished)
    if (!name.endsWith('.mdx')) continue
    const route = fileToRoute(relative)
    if (!route) continue
    let frontMatter: Record<string, unknown> = {}
    try {
      frontMatter = readFrontMatter(full)
    } catch (error) {
      problems.push((error as Error).message)
    }
    children.push({ kind: 'page', name: name.slice(0, -'.mdx'.length), route, frontMatter: navigationFields(frontMatter) })
  }
  return { meta, children }
}

/** The site tree of a pages/ folder; every problem of its `_meta` files in one error. */
export async function readSiteTree(pagesDir = path.resolve('pages')): Promise<NavNode[]> {
  const problems: string[] = []
  const root = await readFolder(pagesDir, pagesDir, problems)
  return buildSiteTree(root, problems)
}
