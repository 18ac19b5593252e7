// Turns ```mermaid code blocks into <MermaidDiagram chart="…" /> (diagrams/components/MermaidDiagram.tsx),
// imported only by the pages that have one. It runs before Nextra's own Mermaid step, which then
// finds no block to turn into its component: that component loads Mermaid through webpack, which
// lists Mermaid's 60-odd chunks in the runtime of every page. Plain JavaScript: next.config.mjs loads it.
import { namedImport, stringExpression } from '../lib/mdx/mdx-nodes.mjs'

export const DIAGRAM_COMPONENT = 'MermaidDiagram'
export const DIAGRAM_MODULE = '@/diagrams/components/MermaidDiagram'

/** @returns {(tree: any) => void} */
export function remarkDiagrams() {
  return (tree) => {
    let found = false
    const visit = (node) => {
      if (!node.children) return
      node.children = node.children.map((child) => {
        if (child.type === 'code' && child.lang === 'mermaid') {
          found = true
          return {
            type: 'mdxJsxFlowElement',
            name: DIAGRAM_COMPONENT,
            // A JS string literal, never MDX: the diagram's text reaches React exactly as written.
            attributes: [{ type: 'mdxJsxAttribute', name: 'chart', value: stringExpression(child.value) }],
            children: [],
            position: child.position
          }
        }
        visit(child)
        return child
      })
    }
    visit(tree)
    if (found) tree.children.unshift(namedImport(DIAGRAM_COMPONENT, DIAGRAM_MODULE))
  }
}
