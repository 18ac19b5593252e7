// The other half of remark-page.mjs's data exports: a page's content reads `operation`, `cards`… from its
// props (`props.page.data`) rather than from constants in its module. Plain JavaScript: @next/mdx loads it.
import { parse } from 'acorn'

export default function recmaPageData() {
  return (program, file) => {
    const names = file.data.pageData ?? []
    if (names.length === 0) return
    const content = program.body.find((node) => node.type === 'FunctionDeclaration' && node.id.name === '_createMdxContent')
    if (!content) throw new Error(`${file.path}: no _createMdxContent in the compiled page (@mdx-js/mdx changed its output)`)
    const [declaration] = parse(`const { ${names.join(', ')} } = props.page.data`, { ecmaVersion: 'latest' }).body
    content.body.body.unshift(declaration)
  }
}
