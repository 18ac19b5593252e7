import { BASE_PATH } from '@/lib/base-path'
import { withBasePathInMarkup } from '@/lib/markup'

const BLOCK = /<(p|ul|ol|dl|pre|table|blockquote|details|h[1-6]|hr|div|section)[\s>]/

/** Whether a description can go in a <summary>: phrasing content only, and nothing a reader could focus (axe: nested-interactive). */
export const fitsInSummary = (html: string) => !BLOCK.test(html) && !/<(a|details|summary)[\s>]/.test(html)

/**
 * A description from a spec. The generator already turned its Markdown into
 * safe HTML (rest/generator/escape.ts markdownHtml: HTML through an allow-list,
 * links limited), so no Markdown parser ships to the browser. One paragraph
 * renders inline in `inline`; anything with blocks in a <div>.
 */
export function SpecHtml({ html, inline = 'span', className }: { html: string; inline?: 'span' | 'p'; className?: string }) {
  const Tag = BLOCK.test(html) ? 'div' : inline
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: withBasePathInMarkup(html, BASE_PATH) }} />
}
