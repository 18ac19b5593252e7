/**
 * Lower-case JSX elements in a page (`<br />`, `<kbd>`, `<details>`…): their Markdown meaning, so no
 * raw HTML reaches a twin. Elements without a meaning of their own keep only their content.
 */
import type { PhrasingContent, RootContent } from 'mdast'
import { inlineCode, paragraph, strong, text } from './build'
import { toString } from 'mdast-util-to-string'

export function htmlElementMarkdown(name: string, props: Record<string, unknown>, children: RootContent[], inline: boolean): RootContent[] {
  switch (name) {
    case 'br':
      return [{ type: 'break' }]
    case 'hr':
      return [{ type: 'thematicBreak' }]
    case 'code':
    case 'kbd':
    case 'samp':
      return [inlineCode(toString({ type: 'root', children }))]
    case 'strong':
    case 'b':
      return [strong(...(children as PhrasingContent[]))]
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: children as PhrasingContent[] }]
    case 'a':
      return typeof props.href === 'string' ? [{ type: 'link', url: props.href, children: children as PhrasingContent[] }] : children
    case 'img':
      return typeof props.src === 'string' ? [{ type: 'image', url: props.src, alt: typeof props.alt === 'string' ? props.alt : '' }] : []
    case 'summary':
      // A <details> block's summary reads as its bold lead line.
      return inline ? [strong(...(children as PhrasingContent[]))] : [paragraph(strong(text(toString({ type: 'root', children }))))]
    default:
      return children
  }
}
