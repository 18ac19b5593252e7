/** The hand-written pages the content checks read: each page's file, route and source, and what they share. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readMatter } from '../../lib/front-matter.mjs'
import { fileToRoute } from '../../lib/page-route.mjs'
import { listFiles } from '../lib/files'

export interface Page {
  file: string
  route: string
  source: string
}

/** Which of `lines` belong to a code fence, its opening and closing lines included; a longer fence may hold shorter ones. */
export function fencedLines(lines: string[]): boolean[] {
  let fence: string | null = null
  return lines.map((raw) => {
    const opening = raw.match(/^\s*(`{3,}|~{3,})/)
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null
      return true
    }
    if (opening) fence = opening[1]
    return Boolean(opening)
  })
}

/** A page's body. Front matter that does not parse is lintPage's to report; here the page is read whole. */
export function bodyOf(source: string): string {
  try {
    return readMatter(source).content
  } catch {
    return source
  }
}

export function loadPages(pagesDir: string): Map<string, Page> {
  const pages = new Map<string, Page>()
  for (const file of listFiles(pagesDir)) {
    if (!file.endsWith('.mdx')) continue
    const route = fileToRoute(file)
    if (route)
      pages.set(route, { file: path.join(path.basename(pagesDir), file), route, source: readFileSync(path.join(pagesDir, file), 'utf8') })
  }
  return pages
}

/**
 * The lines of a file with what a reader sees as prose on each: inline code,
 * link targets, import/export lines and JSX/HTML tags removed. Lines inside
 * fences come back empty, so line numbers stay those of the file. With
 * `keepInlineCode`, inline code keeps its text (without the backticks).
 */
export function proseLines(source: string, keepInlineCode = false): { line: number; text: string }[] {
  const lines = source.split('\n')
  const fenced = fencedLines(lines)
  return lines.map((raw, index) => {
    if (fenced[index]) return { line: index + 1, text: '' }
    const text = /^(import|export)\s/.test(raw)
      ? ''
      : raw
          .replace(/`([^`]*)`/g, keepInlineCode ? ' $1 ' : ' ')
          .replace(/\]\([^)]*\)/g, '] ')
          .replace(/<[^>]+>/g, ' ')
    return { line: index + 1, text }
  })
}

/** Generated pages (REST reference, tags, categories) are checked with their generators. */
export const isGenerated = (page: Page) => page.source.startsWith('{/* generated from ')
