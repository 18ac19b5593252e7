// GFM task lists render `<li><input type="checkbox" disabled> text</li>`: the
// checkbox has no accessible name. Wrapping the item's inline content in a
// <label> with the checkbox names it by its text. Plain JavaScript: @next/mdx loads it.

const isCheckbox = (node) => node?.type === 'element' && node.tagName === 'input' && node.properties?.type === 'checkbox'
const isBlock = (node) => node?.type === 'element' && ['p', 'ul', 'ol', 'div', 'pre', 'blockquote', 'table'].includes(node.tagName)

/** @returns {(tree: any) => void} */
export default function rehypeTaskListLabels() {
  const visit = (node) => {
    if (!node.children) return
    if (node.type === 'element' && node.tagName === 'li') {
      // The checkbox sits first in the item, or first in its paragraph (loose lists).
      const holder = isCheckbox(node.children[0])
        ? node
        : node.children.find((c) => c.type === 'element' && c.tagName === 'p' && isCheckbox(c.children?.[0]))
      if (holder) {
        const end = holder.children.findIndex((c, i) => i > 0 && isBlock(c))
        const inline = holder.children.slice(0, end === -1 ? undefined : end)
        const rest = end === -1 ? [] : holder.children.slice(end)
        holder.children = [{ type: 'element', tagName: 'label', properties: { className: ['vnv-task'] }, children: inline }, ...rest]
      }
    }
    node.children.forEach(visit)
  }
  return visit
}
