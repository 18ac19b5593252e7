/**
 * The props of every MDX page (lib/mdx/remark-page.mjs gives each one `getStaticProps`): what the MDX
 * compile found in the file, and the records the generators wrote for its route. Next.js runs this at
 * build time only; the browser gets the props as data, never this code or the records' modules. The
 * content of the page's static blocks is rendered here, to HTML (lib/mdx/rehype-static-html.mjs).
 */
import type { GetStaticProps } from 'next'
import { createElement, Fragment, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { BlogPageRecord } from '@/blog/shared/post-meta'
import type { PageNavigation } from '@/lib/navigation/types'
import type { PageSource } from '@/page-source/shared/types'
import type { CompiledPage, PageState } from '../page-context'

export interface PageProps {
  page: PageState
}

/** A generated record without the note that says where it comes from (`//`). */
function withoutNote<T>(record: T & { '//'?: string }): T {
  return Object.fromEntries(Object.entries(record).filter(([field]) => field !== '//')) as T
}

/** The content of a page's static blocks, in order (lib/mdx/recma-static-html.mjs). */
type StaticContent = (props: PageProps) => ReactNode[]

export function pageStaticProps(
  compiled: CompiledPage,
  records: { navigation: PageNavigation; source: PageSource; blog?: BlogPageRecord },
  staticContent?: StaticContent
): GetStaticProps<PageProps> {
  const page: PageState = {
    ...compiled,
    navigation: withoutNote(records.navigation),
    source: withoutNote(records.source),
    ...(records.blog && { blog: withoutNote(records.blog) })
  }
  if (!staticContent) return () => ({ props: { page } })
  return () => ({ props: { page: { ...page, html: staticContent({ page }).map((content) => renderToStaticMarkup(asElement(content))) } } })
}

/** A block's content, which MDX gives as one node or a list of them (already in order, so without keys). */
const asElement = (content: ReactNode) => (Array.isArray(content) ? createElement(Fragment, null, ...content) : content)
