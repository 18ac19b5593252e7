// Nextra's compiler gives every code block of a known language an icon prop and imports it from
// nextra/icons, a module of all its icons (1 KB gzip on each page with code). The site's code blocks
// show the icon only beside a file name (theme/mdx/Pre.tsx): blocks without one drop the prop, and
// an icon import nothing uses any more goes. Runs on the compiled program, before Nextra's own
// recma step. Plain JavaScript: next.config.mjs loads it.

const ICONS_MODULE = 'nextra/icons'

/** `<_components.pre …>`, as Nextra's loader compiles pages (JSX kept for Next's compiler): its attributes, or undefined. */
function codeBlockAttributes(node) {
  if (node.type !== 'JSXElement') return undefined
  const { name, attributes } = node.openingElement
  return name.type === 'JSXMemberExpression' && name.property.name === 'pre' ? attributes : undefined
}

const attributeName = (attribute) => (attribute.type === 'JSXAttribute' ? attribute.name.name : undefined)

function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return
  visit(node)
  for (const key in node) {
    const value = node[key]
    if (Array.isArray(value)) value.forEach((child) => walk(child, visit))
    else if (value && typeof value.type === 'string') walk(value, visit)
  }
}

/** @returns {(program: any) => void} */
export function recmaCodeIcons() {
  return (program) => {
    walk(program, (node) => {
      const attributes = codeBlockAttributes(node)
      if (!attributes || attributes.some((a) => attributeName(a) === 'data-filename')) return
      node.openingElement.attributes = attributes.filter((a) => attributeName(a) !== 'icon')
    })
    const used = new Set()
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration') continue
      walk(statement, (node) => (node.type === 'Identifier' || node.type === 'JSXIdentifier') && used.add(node.name))
    }
    program.body = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration' || statement.source.value !== ICONS_MODULE) return true
      statement.specifiers = statement.specifiers.filter((specifier) => used.has(specifier.local.name))
      return statement.specifiers.length > 0
    })
  }
}
