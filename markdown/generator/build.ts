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
/** The depth of a heading a component adds: one below the section it sits in (`ComponentCall.sectionDepth`). */
export const depthBelow = (sectionDepth: number) => Math.min(sectionDepth + 1, 6) as Heading['depth']
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
 * elements' Markdown meaning, never the HTML itself. Blocks only: HTML that is one inline run
 * (`Token <code>PRJ</code>`) comes back as a paragraph, so it stays a block beside a handler's others.
 */
export function htmlToMarkdown(html: string): RootContent[] {
  const tree = fromHtml(html, { fragment: true }) as HastRoot
  const blocks: RootContent[] = []
  let run: PhrasingContent[] = []
  const flush = () => {
    const content = trimmed(run)
    if (content.length) blocks.push(paragraph(...content))
    run = []
  }
  for (const node of (toMdast(tree) as { children: RootContent[] }).children) {
    if (isPhrasing(node)) run.push(node)
    else {
      flush()
      blocks.push(node)
    }
  }
  flush()
  return blocks
}

/** Phrasing content without the white space at its ends (Markdown would write it as character references). */
function trimmed(content: PhrasingContent[]): PhrasingContent[] {
  const out = [...content]
  const edge = (index: number, trim: (value: string) => string) => {
    const node = out[index]
    if (node?.type !== 'text') return false
    const value = trim(node.value)
    if (value) out[index] = text(value)
    else out.splice(index, 1)
    return !value
  }
  while (out.length && edge(0, (value) => value.trimStart()));
  while (out.length && edge(out.length - 1, (value) => value.trimEnd()));
  return out
}

/**
 * Phrasing content of sanitised HTML that fits in a table cell or a list item: on one line, blocks
 * joined by spaces, list items marked `•`, code blocks as inline code, white space collapsed.
 */
export function htmlToPhrasing(html: string): PhrasingContent[] {
  const phrasing: PhrasingContent[] = []
  const space = () => phrasing.push(text(' '))
  const add = (node: RootContent) => {
    if (node.type === 'break') space()
    else if (node.type === 'text') phrasing.push(text(node.value.replace(/\s+/g, ' ')))
    else if (isPhrasing(node)) phrasing.push(node)
    else if (node.type === 'code') {
      space()
      phrasing.push(inlineCode(node.value.replace(/\s+/g, ' ').trim()))
      space()
    } else if ('children' in node) {
      space()
      if (node.type === 'listItem') phrasing.push(text('• '))
      for (const child of node.children as RootContent[]) add(child)
      space()
    }
  }
  for (const block of htmlToMarkdown(html)) add(block)
  // Adjacent texts as one, so the spaces between blocks collapse.
  const merged: PhrasingContent[] = []
  for (const node of phrasing) {
    const last = merged[merged.length - 1]
    if (node.type === 'text' && last?.type === 'text') merged[merged.length - 1] = text(`${last.value}${node.value}`.replace(/ {2,}/g, ' '))
    else merged.push(node)
  }
  return trimmed(merged)
}
