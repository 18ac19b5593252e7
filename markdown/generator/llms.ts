/**
 * `llms.txt` (the llmstxt.org format) and `llms-full.txt` from the site's twins. Pure.
 * - llms.txt: an h1 with the site's name, a blockquote summary, then one h2 section per documentation
 *   area listing each page's twin as `- [Title](url.md): description`; listings (tag, category and
 *   blog list pages) go under `## Optional`, the section llmstxt.org lets a reader skip.
 * - llms-full.txt: every twin's Markdown in sidebar order, each opened by its title and URL.
 */
import type { Nodes, Root, RootContent } from 'mdast'
import { heading, link, list, paragraph, text } from './build'
import { stringifyMarkdown } from './mdx-to-markdown'

export interface LlmsPage {
  title: string
  description?: string
  /** Absolute URL of the page's twin. */
  twinUrl: string
  /** Absolute URL of the HTML page. */
  url: string
  /** The twin's Markdown tree, without front matter (it opens with the page's h1). */
  tree: Root
}

export interface LlmsSection {
  title: string
  pages: LlmsPage[]
}

export interface LlmsSite {
  title: string
  summary: string
}

/** The section llmstxt.org reserves for pages a reader with little room may skip. */
export const OPTIONAL_SECTION = 'Optional'

export function renderLlmsTxt(site: LlmsSite, sections: LlmsSection[]): string {
  const tree: Root = {
    type: 'root',
    children: [
      heading(1, text(site.title)),
      { type: 'blockquote', children: [paragraph(text(site.summary))] },
      ...sections
        .filter((section) => section.pages.length)
        .flatMap((section) => [
          heading(2, text(section.title)),
          list(
            section.pages.map((page) => [
              link(page.twinUrl, text(page.title)),
              ...(page.description ? [text(`: ${page.description}`)] : [])
            ])
          )
        ])
    ]
  }
  return stringifyMarkdown(tree)
}

/**
 * Every page's Markdown, in the order given, each block separated so a reader can tell pages apart.
 * Pages are joined, so a same-page link (`#anchor`) is written with its page's URL: alone it would
 * point at whichever page has that anchor first.
 */
export function renderLlmsFullTxt(site: LlmsSite, sections: LlmsSection[]): string {
  const pages = sections.flatMap((section) => section.pages)
  const intro = stringifyMarkdown({
    type: 'root',
    children: [heading(1, text(site.title)), { type: 'blockquote', children: [paragraph(text(site.summary))] }]
  })
  const blocks = pages.map((page) => {
    const [first, ...rest] = linkFragmentsTo(page.tree, page.url).children
    // The page's h1, then where it lives, then its content.
    const source = paragraph(text('Source: '), link(page.url, text(page.title)))
    return stringifyMarkdown({ type: 'root', children: [first, source, ...rest] }).trimEnd()
  })
  return [intro.trimEnd(), ...blocks].join('\n\n---\n\n') + '\n'
}

/** A copy of the tree where links and definitions to `#anchor` go to `url#anchor`. */
function linkFragmentsTo(tree: Root, url: string): Root {
  const absolute = <T extends Nodes>(node: T): T => ({
    ...node,
    ...((node.type === 'link' || node.type === 'definition') && node.url.startsWith('#') && { url: `${url}${node.url}` }),
    ...('children' in node && { children: (node.children as RootContent[]).map(absolute) })
  })
  return absolute(tree)
}
