// The other half of rehype-static-html.mjs: each marked block gets its content as HTML from the page's props
// (`dangerouslySetInnerHTML`), and its content's code moves to a function that only the page's getStaticProps
// calls (theme/page/static-props.ts renders it at build time). Next.js leaves getStaticProps, and so that
// function, out of the browser's code. MDX leaves the JSX as it is (`jsx: true`, next.config.mjs).
// Plain JavaScript: @next/mdx loads it.
import { parse } from 'acorn'

const MARK = 'data-static-html'
const HTML = '_staticHtml'
const RENDER = '_createMdxStaticHtml'

const expression = (code) => parse(`(${code})`, { ecmaVersion: 'latest' }).body[0].expression
const isMark = (attribute) => attribute.name?.name === MARK

/** Calls `replace(element)` on each marked JSX element. */
function forEachMarked(node, replace) {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) return node.forEach((child) => forEachMarked(child, replace))
  if (node.type === 'JSXElement' && node.openingElement.attributes.some(isMark)) return replace(node)
  for (const key of Object.keys(node)) if (key !== 'loc' && key !== 'position') forEachMarked(node[key], replace)
}

/** Drops the mark and keeps the content (a file without props). */
const unmark = (element) => (element.openingElement.attributes = element.openingElement.attributes.filter((a) => !isMark(a)))

/** Swaps a marked element's content for the HTML at `index` of its props (the mark stays); returns the content. */
function hollow(element, index) {
  const { openingElement, children } = element
  openingElement.attributes.push({
    type: 'JSXAttribute',
    name: { type: 'JSXIdentifier', name: 'dangerouslySetInnerHTML' },
    value: { type: 'JSXExpressionContainer', expression: expression(`{ __html: ${HTML}[${index}] }`) }
  })
  openingElement.selfClosing = true
  element.children = []
  element.closingElement = null
  return { type: 'JSXFragment', openingFragment: { type: 'JSXOpeningFragment' }, closingFragment: { type: 'JSXClosingFragment' }, children }
}

export default function recmaStaticHtml() {
  return (program, file) => {
    const content = program.body.find((node) => node.type === 'FunctionDeclaration' && node.id.name === '_createMdxContent')
    if (!content) throw new Error(`${file.path}: no _createMdxContent in the compiled page (@mdx-js/mdx changed its output)`)
    const staticProps = program.body
      .filter((node) => node.type === 'ExportNamedDeclaration')
      .flatMap((node) => node.declaration?.declarations ?? [])
      .find((declaration) => declaration.id.name === 'getStaticProps')?.init
    // The content's own declarations (components, page data), which the moved content reads too.
    const setUp = structuredClone(content.body.body.filter((statement) => statement.type !== 'ReturnStatement'))
    const contents = []
    // Not a page (no props): the marks go, the content stays.
    forEachMarked(content.body, (element) => (staticProps ? contents.push(hollow(element, contents.length)) : unmark(element)))
    if (!staticProps || contents.length === 0) return
    content.body.body.unshift(parse(`const ${HTML} = props.page.html`, { ecmaVersion: 'latest' }).body[0])
    program.body.push({
      type: 'FunctionDeclaration',
      id: { type: 'Identifier', name: RENDER },
      params: [{ type: 'Identifier', name: 'props' }],
      body: {
        type: 'BlockStatement',
        body: [...setUp, { type: 'ReturnStatement', argument: { type: 'ArrayExpression', elements: contents } }]
      },
      generator: false,
      async: false
    })
    staticProps.arguments.push({ type: 'Identifier', name: RENDER })
  }
}
