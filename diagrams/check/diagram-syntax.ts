/**
 * Mermaid diagrams that do not parse, found by `npm run check:content` before a reader meets them: in the browser
 * such a diagram stays text, with no drawing. Parsed by the Mermaid that the browser loads
 * (public/_mermaid/ is a copy of its build), in a DOM from jsdom: Mermaid needs one even to parse.
 */
import type { Nodes } from 'mdast'
import { parseMdx } from '../../markdown/generator/mdx-to-markdown'
import { isDiagramBlock } from '../remark-diagrams.mjs'

/** A ```mermaid block: the file line its text starts on, and the text. */
export interface Diagram {
  line: number
  text: string
}

/** The ```mermaid blocks of a page, as the site's MDX step reads them (diagrams/remark-diagrams.mjs). */
export function mermaidBlocks(source: string): Diagram[] {
  let tree: Nodes
  try {
    tree = parseMdx(source)
  } catch {
    return [] // MDX that does not parse: the content check's compile step reports it.
  }
  const blocks: Diagram[] = []
  const visit = (node: Nodes) => {
    if (node.type === 'code' && isDiagramBlock(node)) blocks.push({ line: node.position!.start.line + 1, text: node.value })
    if ('children' in node) node.children.forEach((child) => visit(child as Nodes))
  }
  visit(tree)
  return blocks
}

/** Every diagram of `pages` that Mermaid cannot parse, as `file:line: …` with Mermaid's own message, all at once. */
export async function diagramProblems(pages: { file: string; source: string }[]): Promise<string[]> {
  const found = pages.flatMap((page) => mermaidBlocks(page.source).map((diagram) => ({ file: page.file, ...diagram })))
  if (found.length === 0) return []
  const { default: globalJsdom } = await import('global-jsdom')
  globalJsdom()
  const { default: mermaid } = await import('mermaid')
  const problems: string[] = []
  for (const { file, line, text } of found) {
    try {
      await mermaid.parse(text)
    } catch (error) {
      const message = String((error as Error).message ?? error).trim()
      problems.push(`${file}:${line}: Mermaid cannot parse the diagram that starts here:\n    ${message.split('\n').join('\n    ')}`)
    }
  }
  return problems
}
