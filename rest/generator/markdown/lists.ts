/** Lists whose items hold several blocks (a line, then a table): written loose, so every block stands apart. */
import type { BlockContent, List } from 'mdast'

export const blockList = (items: BlockContent[][], ordered = false): List => ({
  type: 'list',
  ordered,
  ...(ordered && { start: 1 }),
  spread: items.some((item) => item.length > 1),
  children: items.map((children) => ({ type: 'listItem', spread: children.length > 1, children }))
})
