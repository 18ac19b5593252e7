/**
 * Syntax highlighting for the playground editor: Prism's core with the JSX
 * grammar and those it builds on. prism-react-renderer bundled Prism with every language it
 * supports (≈26 KB gzip on each page with a live example); this is ≈8 KB.
 */
import './prism-manual'
// prismjs' main file: the core with markup, CSS, C-like and JavaScript, which JSX builds on.
import Prism from 'prismjs'
import 'prismjs/components/prism-jsx'

/** A run of text and the token types it belongs to, outermost first ([] = plain text). */
export interface HighlightedToken {
  types: string[]
  content: string
}

type PrismNode = string | Prism.Token | PrismNode[]

/** Flattens Prism's nested token stream into runs, carrying each parent's type and alias. */
function flatten(node: PrismNode, types: string[], out: HighlightedToken[]): void {
  if (typeof node === 'string') out.push({ types, content: node })
  else if (Array.isArray(node)) for (const child of node) flatten(child, types, out)
  else {
    const alias = node.alias === undefined ? [] : Array.isArray(node.alias) ? node.alias : [node.alias]
    flatten(node.content as PrismNode, [...types, node.type, ...alias], out)
  }
}

/** Pure: JSX source → lines of typed runs. Empty runs are dropped; every line exists, even empty ones. */
export function highlightJsx(code: string): HighlightedToken[][] {
  const runs: HighlightedToken[] = []
  flatten(Prism.tokenize(code, Prism.languages.jsx), [], runs)
  const lines: HighlightedToken[][] = [[]]
  for (const run of runs) {
    run.content.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([])
      if (part) lines[lines.length - 1].push({ types: run.types, content: part })
    })
  }
  return lines
}
