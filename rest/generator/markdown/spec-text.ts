/**
 * Descriptions from a spec, which the page's data holds as sanitised HTML (rest/generator/escape.ts
 * markdownHtml), as Markdown nodes: their elements' meaning, text escaped when written, links and
 * images of the site absolute under the base path, links the generator made point nowhere dropped
 * (their text stays), fences without meta.
 */
import type { Nodes, PhrasingContent, RootContent } from 'mdast'
import { htmlToMarkdown, htmlToPhrasing } from '../../../markdown/generator/build'
import type { ComponentCall } from '../../../markdown/generator/types'
import { fenceLanguage } from '../escape'

/** Site paths of links and images become the twin's URLs; `#` (a target the generator dropped) is no link at all. */
function settle<T extends RootContent>(nodes: T[], call: ComponentCall): T[] {
  const twinUrl = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? call.page.link(url) : url)
  return nodes.flatMap((node): T[] => {
    const current = node as Nodes
    if (current.type === 'html' || current.type === 'imageReference') return []
    if (current.type === 'code') return [{ ...current, meta: null, lang: current.lang ? fenceLanguage(current.lang) : null } as T]
    // The generator keeps only images it can show (escape.ts): from the web or this site.
    if (current.type === 'image') return [{ ...current, url: twinUrl(current.url.trim()) } as T]
    if (current.type === 'link') {
      const children = settle(current.children, call)
      const url = current.url.trim()
      if (url === '' || url === '#') return children as T[]
      return [{ ...current, url: twinUrl(url), children } as T]
    }
    return 'children' in current ? [{ ...current, children: settle(current.children as RootContent[], call) } as T] : [node]
  })
}

/** A description as blocks (paragraphs, lists, code, tables). */
export const specBlocks = (html: string | undefined, call: ComponentCall): RootContent[] => (html ? settle(htmlToMarkdown(html), call) : [])

/** A description on one line, for a table cell or a list item. */
export const specPhrasing = (html: string | undefined, call: ComponentCall): PhrasingContent[] =>
  html ? settle(htmlToPhrasing(html), call) : []
