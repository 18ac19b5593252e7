/**
 * `llms.txt` (the llmstxt.org format) and `llms-full.txt` from the site's twins. Pure.
 * - llms.txt: an h1 with the site's name, a blockquote summary, then one h2 section per documentation
 *   area listing each page's twin as `- [Title](url.md): description`; listings (tag, category and
 *   blog list pages) go under `## Optional`, the section llmstxt.org lets a reader skip.
 * - llms-full.txt: every twin's Markdown in sidebar order, each opened by its title and URL.
 */
import type { Root } from 'mdast'
import { heading, link, list, paragraph, text } from './build'
import { stringifyMarkdown } from './mdx-to-markdown'

export interface LlmsPage {
  title: string
  description?: string
  /** Absolute URL of the page's twin. */
  twinUrl: string
  /** Absolute URL of the HTML page. */
  url: string
  /** The twin's Markdown, without front matter (it opens with the page's h1). */
  markdown: string
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

/** Every page's Markdown, in the order given, each block separated so a reader can tell pages apart. */
export function renderLlmsFullTxt(site: LlmsSite, sections: LlmsSection[]): string {
  const pages = sections.flatMap((section) => section.pages)
  const intro = stringifyMarkdown({
    type: 'root',
    children: [heading(1, text(site.title)), { type: 'blockquote', children: [paragraph(text(site.summary))] }]
  })
  const blocks = pages.map((page) => {
    const [first, ...rest] = page.markdown.split('\n')
    // The page's h1, then where it lives, then its content.
    const source = stringifyMarkdown({ type: 'root', children: [paragraph(text('Source: '), link(page.url, text(page.title)))] })
    return [first, '', source.trimEnd(), ...rest].join('\n').trimEnd()
  })
  return [intro.trimEnd(), ...blocks].join('\n\n---\n\n') + '\n'
}
