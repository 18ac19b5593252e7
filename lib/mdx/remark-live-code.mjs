// Turns ```jsx live code blocks into <LivePlayground code="…" section="…" noInline /> so
// MDX pages get an editable example. Plain JavaScript: @next/mdx loads it.
import { toString } from 'mdast-util-to-string'
import { transform } from 'sucrase'
import { stringExpression } from './mdx-nodes.mjs'
import { CUSTOM_ID } from './remark-page.mjs'

/** @param {string | null | undefined} meta */
export function parseLiveMeta(meta) {
  const words = (meta ?? '').split(/\s+/).filter(Boolean)
  return { live: words.includes('live'), noInline: words.includes('noInline') }
}

/**
 * Why an example's code does not compile, as the live example's own compiler (react-live's sucrase, with the same
 * transforms) would tell the reader, with its place in the code; null when it compiles.
 * @param {string} code
 */
export function compileProblem(code) {
  try {
    transform(code.trim().replace(/;$/, ''), { transforms: ['jsx', 'typescript'], production: true })
    return null
  } catch (error) {
    return { message: String(error.message), line: error.loc?.line ?? 1, column: error.loc?.column ?? 0 }
  }
}

/** @returns {(tree: any, file: import('vfile').VFile) => void} */
export default function remarkLiveCode() {
  return (tree, file) => {
    /** @type {{ line: number, column: number, message: string }[]} */
    const broken = []
    // The section heading an example sits under names its editor and result apart from the page's other
    // examples; examples that share a heading are numbered under it.
    let section = ''
    /** @type {{ section: string, attributes: any[] }[]} */
    const examples = []
    const visit = (node) => {
      if (!node.children) return
      node.children = node.children.map((child) => {
        if (child.type === 'heading' && child.depth > 1) section = toString(child).replace(CUSTOM_ID, '')
        if (child.type === 'code' && ['jsx', 'tsx'].includes(child.lang ?? '') && parseLiveMeta(child.meta).live) {
          const { noInline } = parseLiveMeta(child.meta)
          // Its first line is the one after the fence's.
          const problem = compileProblem(child.value)
          if (problem) broken.push({ ...problem, line: (child.position?.start.line ?? 0) + problem.line })
          const example = {
            type: 'mdxJsxFlowElement',
            name: 'LivePlayground',
            // The code reaches React as a JS string literal, never as MDX. Not a
            // plain string attribute: MDX folds line breaks in those into spaces.
            attributes: [
              { type: 'mdxJsxAttribute', name: 'code', value: stringExpression(child.value) },
              ...(noInline ? [{ type: 'mdxJsxAttribute', name: 'noInline', value: null }] : [])
            ],
            children: []
          }
          if (section) examples.push({ section, attributes: example.attributes })
          return example
        }
        visit(child)
        return child
      })
    }
    visit(tree)
    // A reader would see the compiler's error instead of the example: the page does not build.
    if (broken.length)
      file.fail(broken.map(({ line, message }) => `line ${line}: the live example does not compile: ${message}`).join('; '), {
        line: broken[0].line,
        column: broken[0].column + 1
      })
    const under = (name) => examples.filter((example) => example.section === name)
    for (const { section: name, attributes } of examples) {
      const siblings = under(name)
      const value = siblings.length > 1 ? `${name}, example ${siblings.findIndex((e) => e.attributes === attributes) + 1}` : name
      attributes.push({ type: 'mdxJsxAttribute', name: 'section', value })
    }
  }
}
