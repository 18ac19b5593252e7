/**
 * Small builders of Markdown nodes for component handlers: text put in a node is escaped when the
 * twin is written, so handlers never assemble Markdown by string concatenation.
 */
import type { Root as HastRoot } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { toMdast } from 'hast-util-to-mdast'
import type {
  BlockContent,
  Code,
  Heading,
  InlineCode,
  Link,
  List,
  Paragraph,
  PhrasingContent,
  RootContent,
  Strong,
  Table,
  Text
} from 'mdast'

export const text = (value: string): Text => ({ type: 'text', value })
export const inlineCode = (value: string): InlineCode => ({ type: 'inlineCode', value })
export const strong = (...children: PhrasingContent[]): Strong => ({ type: 'strong', children })
export const link = (url: string, ...children: PhrasingContent[]): Link => ({ type: 'link', url, children })
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children })
export const heading = (depth: Heading['depth'], ...children: PhrasingContent[]): Heading => ({ type: 'heading', depth, children })
export const code = (value: string, lang?: string): Code => ({ type: 'code', lang: lang || null, meta: null, value })
/** A fenced JSON block of a value. */
export const jsonBlock = (value: unknown): Code => code(JSON.stringify(value, null, 2), 'json')

/** A bullet list; each item is one paragraph of phrasing content, or blocks. */
export const list = (items: (PhrasingContent[] | BlockContent[])[]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((item) => ({
    type: 'listItem',
    spread: false,
    children: item.length && isPhrasing(item[0]) ? [paragraph(...(item as PhrasingContent[]))] : (item as BlockContent[])
  }))
})

const PHRASING = new Set(['text', 'inlineCode', 'strong', 'emphasis', 'link', 'break', 'delete', 'image'])
const isPhrasing = (node: RootContent): node is PhrasingContent => PHRASING.has(node.type)

/** A GFM table; a cell is phrasing content (a string is plain text). */
export function table(header: string[], rows: (string | PhrasingContent[])[][]): Table {
  const cell = (content: string | PhrasingContent[]) => ({
    type: 'tableCell' as const,
    children: typeof content === 'string' ? [text(content)] : content
  })
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header, ...rows].map((row) => ({ type: 'tableRow' as const, children: row.map(cell) }))
  }
}

/**
 * Markdown nodes of sanitised HTML (descriptions from OpenAPI specs are stored as HTML): the
 * elements' Markdown meaning, never the HTML itself.
 */
export function htmlToMarkdown(html: string): RootContent[] {
  const tree = fromHtml(html, { fragment: true }) as HastRoot
  return (toMdast(tree) as { children: RootContent[] }).children
}

/** Phrasing content of sanitised HTML that fits in a table cell or a list item (blocks are joined by spaces). */
export function htmlToPhrasing(html: string): PhrasingContent[] {
  const blocks = htmlToMarkdown(html)
  const phrasing: PhrasingContent[] = []
  for (const block of blocks) {
    if (phrasing.length) phrasing.push(text(' '))
    if (isPhrasing(block)) phrasing.push(block)
    else if ('children' in block) phrasing.push(...(block.children as RootContent[]).filter(isPhrasing))
  }
  return phrasing
}
