/**
 * What the theme knows about the page being shown: what the MDX compile found in its file (title, front
 * matter, table of contents) and the records the generators wrote for its route (navigation, source,
 * blog). It arrives as the page's props (theme/page/static-props.ts).
 */
import type { BlogPageRecord } from '@/blog/shared/post-meta'
import type { PageNavigation } from '@/lib/navigation/types'
import type { PageSource } from '@/page-source/shared/types'
import { createRequiredContext } from './hooks/required-context'

/** A heading of the page, for its table of contents. */
export interface TocEntry {
  depth: number
  value: string
  id: string
}

/** What lib/mdx/remark-page.mjs reads from the MDX file. */
export interface CompiledPage {
  /** The page's route without base path, query, hash or trailing slash ('/docs/Tutorial/intro'). */
  route: string
  /** The page's h1, or '' (front matter `title` wins where the theme shows a title). */
  title: string
  frontMatter: Record<string, unknown>
  /** Headings below the h1, in order. */
  toc: TocEntry[]
  /** The page's data exports (`export const operation = {…}`), which its content reads. */
  data?: Record<string, unknown>
}

export interface PageState extends CompiledPage {
  navigation: PageNavigation
  source: PageSource
  /** Pages of /blog only (blog/generator). */
  blog?: BlogPageRecord
  /** The content of the page's static blocks as HTML, in order (theme/page/static-props.ts). */
  html?: string[]
}

export const [PageProvider, usePage] = createRequiredContext<PageState>('PageProvider', 'usePage')
