// Turns ```mermaid code blocks into <MermaidDiagram chart="…" /> (diagrams/components/MermaidDiagram.tsx),
// which lib/mdx/remark-component-imports.mjs imports into the pages that have one.
// Plain JavaScript: @next/mdx loads it.
import { stringExpression } from '../lib/mdx/mdx-nodes.mjs'

const DIAGRAM_COMPONENT = 'MermaidDiagram'

/** A ```mermaid block: a diagram here, and in the content check's parse (diagrams/check/diagram-syntax.ts). */
export const isDiagramBlock = (node) => node.type === 'code' && node.lang === 'mermaid'

/** @returns {(tree: any) => void} */
function remarkDiagrams() {
  return (tree) => {
    const visit = (node) => {
      if (!node.children) return
      node.children = node.children.map((child) => {
        if (isDiagramBlock(child)) {
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
  }
}
export default remarkDiagrams
