/**
 * A spec's introduction (info.description) that is a whole manual, split
 * into guide pages. Some public specs write hundreds of kilobytes of
 * Markdown there (Rubrik's: 518 kB, 731 kB of HTML on one page); past
 * GUIDE_SPLIT_CHARACTERS each section at the shallowest heading level that
 * repeats becomes its own page, and the introduction keeps what comes before
 * the first one.
 */
import { toString } from 'mdast-util-to-string'
import { firstFreeSlug } from '../../scripts/lib/slug'
import { parseMarkdown } from './escape'
import { slugify } from './model/slug'

export const GUIDE_SPLIT_CHARACTERS = 100_000

export interface GuideSection {
  title: string
  slug: string
  /** The section's Markdown, its heading left out. */
  body: string
  /** The depth of the heading it was split at: its sub-headings are deeper. */
  depth: number
}

export interface SplitDescription {
  /** What the introduction page keeps. */
  lead: string
  sections: GuideSection[]
}

/** `markdown` whole when it is short; else its lead and one section per heading of the shallowest level that repeats. */
export function splitDescription(markdown: string, limit = GUIDE_SPLIT_CHARACTERS): SplitDescription {
  if (markdown.length <= limit) return { lead: markdown, sections: [] }
  // Headings of the document's top level only (not inside lists, quotes or fences), as the parser sees them.
  const tree = parseMarkdown(markdown)
  const headings = tree.children.flatMap((node) => (node.type === 'heading' ? [node] : []))
  const counts = new Map<number, number>()
  for (const heading of headings) counts.set(heading.depth, (counts.get(heading.depth) ?? 0) + 1)
  const depth = [...counts.keys()].sort().find((level) => counts.get(level)! > 1)
  if (depth === undefined) return { lead: markdown, sections: [] }
  const cuts = headings.filter((heading) => heading.depth === depth)
  const taken = new Set<string>()
  const sections = cuts.map((heading, i) => {
    const title = toString(heading).trim() || `Section ${i + 1}`
    const slug = firstFreeSlug(slugify(title) || 'section', taken)
    taken.add(slug)
    const end = cuts[i + 1]?.position!.start.offset ?? markdown.length
    return { title, slug, body: markdown.slice(heading.position!.end.offset, end).trim(), depth }
  })
  return { lead: markdown.slice(0, cuts[0].position!.start.offset).trim(), sections }
}
