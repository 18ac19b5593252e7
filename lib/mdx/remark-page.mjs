// Makes an MDX file of pages/ a page of the site: gives its headings their ids, and gives the page a
// `getStaticProps` whose props are everything the theme shows around the content: title, front matter,
// table of contents, and the records the generators wrote for its route (navigation, source, blog).
// That is the one way a page's data reaches the layout (pages/_app.tsx → theme/index.tsx); Next.js
// keeps `getStaticProps` and the records it imports out of the browser's code, and `next dev` fetches
// the props again when the page or one of its records changes. Plain JavaScript: @next/mdx loads it.
import path from 'node:path'
import GithubSlugger from 'github-slugger'
import { toString } from 'mdast-util-to-string'
import { parse } from 'acorn'
import { frontMatterOf, GENERATED_FRONT_MATTER } from '../front-matter.mjs'
import { pageRecordFile } from '../page-records.mjs'
import { fileToRoute } from '../page-route.mjs'

/** `## Title [#custom-id]`: a heading that keeps its anchor when its words change. */
export const CUSTOM_ID = /\s*\[#([^\]]+)\]\s*$/

/**
 * Sets each heading's id (github-slugger, or its `[#custom-id]`) and returns the headings in order.
 * @returns {{ depth: number, value: string, id: string }[]}
 */
export function headingsOf(tree) {
  const slugger = new GithubSlugger()
  const headings = []
  const visit = (node) => {
    if (node.type === 'heading') {
      const last = node.children.at(-1)
      const custom = last?.type === 'text' ? last.value.match(CUSTOM_ID) : null
      if (custom) last.value = last.value.slice(0, custom.index)
      const value = toString(node).trim()
      // A custom id is reserved too: a later heading with the same words gets `-1`, not the same id.
      const id = custom ? (slugger.slug(custom[1]), custom[1]) : slugger.slug(value)
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
      headings.push({ depth: node.depth, value, id, line: node.position?.start.line ?? 1 })
      return
    }
    node.children?.forEach(visit)
  }
  visit(tree)
  return headings
}

/**
 * Headings whose id an earlier heading has already (two `[#same-id]`, or a `[#custom-id]` equal to an earlier
 * heading's words): a link can reach only the first, and the table of contents marks both. Each with both lines.
 * @param {{ id: string; line: number }[]} headings
 */
export function repeatedIds(headings) {
  const first = new Map()
  return headings.flatMap(({ id, line }) => {
    if (first.has(id)) return [{ id, line, firstLine: first.get(id) }]
    first.set(id, line)
    return []
  })
}

/** The page's module code that gives it its props. */
function pagePropsCode(route, page) {
  const records = ['navigation', 'source', ...(route === '/blog' || route.startsWith('/blog/') ? ['blog'] : [])]
  const imports = records.map((kind) => `import ${kind} from ${JSON.stringify(`@/${pageRecordFile(kind, route)}`)}`)
  return `${imports.join('\n')}
import { pageStaticProps } from '@/theme/page/static-props'
export const getStaticProps = pageStaticProps(${JSON.stringify(page)}, { ${records.join(', ')} })`
}

const esm = (code) => ({
  type: 'mdxjsEsm',
  value: code,
  data: { estree: parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) }
})

/** The generated front matter line as a whole ESM node (not a line of a larger block). */
const FRONT_MATTER_NODE = new RegExp(GENERATED_FRONT_MATTER.source)

/** `export const name = {…}` or `[…]` on one line, as generators write a page's data (REST operations, cards…). */
const DATA_EXPORT = /^export const (\w+) = ([{[].*)$/

/** The page's data exports whose value is JSON, by name; the front matter line is not one of them. */
function dataExports(tree) {
  const data = {}
  for (const node of tree.children) {
    const match = node.type === 'mdxjsEsm' && !FRONT_MATTER_NODE.test(node.value) ? node.value.match(DATA_EXPORT) : null
    if (!match) continue
    try {
      data[match[1]] = JSON.parse(match[2])
    } catch {
      // Code, not data: it stays in the page's module.
    }
  }
  return data
}

export default function remarkPage() {
  return (tree, file) => {
    const route = fileToRoute(path.relative(path.resolve('pages'), file.path))
    const headings = headingsOf(tree)
    const repeated = repeatedIds(headings)
    if (repeated.length)
      file.fail(
        repeated.map(({ id, line, firstLine }) => `line ${line}: the heading id "${id}" is also that of line ${firstLine}`).join('; '),
        { line: repeated[0].line, column: 1 }
      )
    if (!route || route.startsWith('/..')) return
    const frontMatter = frontMatterOf(String(file.value), file.path)
    // The page's data reaches it as props (JSON in the HTML), not as code in its JavaScript: the
    // front matter line, and data exports, which the content reads from its props (recma-page-data.mjs).
    const data = dataExports(tree)
    file.data.pageData = Object.keys(data)
    tree.children = tree.children.filter(
      (node) => !(node.type === 'mdxjsEsm' && (FRONT_MATTER_NODE.test(node.value) || node.value.match(DATA_EXPORT)?.[1] in data))
    )
    const title = headings.find((heading) => heading.depth === 1)?.value ?? ''
    const toc = headings.filter((heading) => heading.depth > 1).map(({ depth, value, id }) => ({ depth, value, id }))
    tree.children.push(esm(pagePropsCode(route, { route, title, frontMatter, toc, ...(file.data.pageData.length && { data }) })))
  }
}
