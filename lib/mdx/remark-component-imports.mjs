// The components pages use without importing them (<Callout>, <Tabs>…, and those the other plugins
// write: <LivePlayground>, <MermaidDiagram>). Each page imports those it uses, so its code holds only
// its own: on a page without tabs or diagrams, none of their code ships. Plain JavaScript: @next/mdx loads it.
import { namedImport } from './mdx-nodes.mjs'

/** Each component by the module that exports it under its name. */
export const PAGE_COMPONENTS = {
  Callout: '@/theme/mdx/Callout',
  Cards: '@/theme/mdx/Cards',
  Steps: '@/theme/mdx/Steps',
  Tabs: '@/theme/mdx/Tabs',
  LivePlayground: '@/playground/components',
  MermaidDiagram: '@/diagrams/components/MermaidDiagram'
}

/** The names a page's own import statements bind (also read by the Markdown twins' generator). */
export function importedNames(tree) {
  const names = new Set()
  for (const node of tree.children)
    for (const statement of node.type === 'mdxjsEsm' ? (node.data?.estree?.body ?? []) : [])
      if (statement.type === 'ImportDeclaration') for (const specifier of statement.specifiers) names.add(specifier.local.name)
  return names
}

export default function remarkComponentImports() {
  return (tree) => {
    const used = new Set()
    const visit = (node) => {
      const component = node.type?.startsWith('mdxJsx') && node.name?.split('.')[0]
      if (component && component in PAGE_COMPONENTS) used.add(component)
      node.children?.forEach(visit)
    }
    visit(tree)
    const imported = importedNames(tree)
    for (const name of [...used].sort()) if (!imported.has(name)) tree.children.unshift(namedImport(name, PAGE_COMPONENTS[name]))
  }
}
