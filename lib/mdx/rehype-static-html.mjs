// Marks the blocks of a page whose content has no behaviour in the browser (paragraphs, lists, tables' rows,
// code blocks' lines): recma-static-html.mjs gives them their content as HTML rendered at build time, so the
// browser neither downloads that content as JavaScript nor hydrates it. A block its writer marks
// `data-static-html` goes the same way whole, components included (rest/generator/pages.ts does).
// Plain JavaScript: @next/mdx loads it.
// Gain (npm run bench, first-load JS gzip): heaviest doc 118.3 → 108.4 KB, component 114.1 → 108.2, blog post 110.2 → 107.7.

/** Elements whose components act in the browser (theme/mdx): never inside static HTML. */
const LIVE = new Set(['h1', 'pre', 'table'])

/**
 * Blocks that can hold static HTML: their component (none, Table or Code) puts its props on the element that
 * holds the children, so `dangerouslySetInnerHTML` reaches it. A code element only inside a code block.
 */
const HOLDERS = new Set(['p', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'table', 'div', 'section', 'details'])

/** Marks a block in the page too: theme/link/static-html-links.ts finds the links that React does not own. */
const STATIC_HTML_MARK = 'dataStaticHtml'

/** HTML written as JSX in a page (`<br/>`): an HTML element whose attributes are plain strings. */
const isHtmlJsx = (node) =>
  (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
  /^[a-z]/.test(node.name ?? '') &&
  node.attributes.every((attribute) => attribute.type === 'mdxJsxAttribute' && typeof (attribute.value ?? '') === 'string')

/** A link relative to the page (`next/`): the browser resolves it against the address it shows (theme/link/href.ts). */
const isRelativeLink = (node) => node.tagName === 'a' && !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(String(node.properties.href ?? '#'))

/** Text, or elements without live ones inside; MDX's other JSX and its expressions are never static. */
const isStatic = (node) =>
  node.type === 'text' ||
  node.type === 'comment' ||
  (((node.type === 'element' && !LIVE.has(node.tagName) && !isRelativeLink(node)) || isHtmlJsx(node)) && node.children.every(isStatic))

const holdsStaticHtml = (node, parent) =>
  node.type === 'element' &&
  (HOLDERS.has(node.tagName) || (node.tagName === 'code' && parent.type === 'element' && parent.tagName === 'pre')) &&
  node.children.length > 0 &&
  node.children.every(isStatic)

export default function rehypeStaticHtml() {
  const visit = (parent) => {
    for (const node of parent.children ?? []) {
      if (holdsStaticHtml(node, parent)) node.properties[STATIC_HTML_MARK] = ''
      else visit(node)
    }
  }
  return visit
}
