/**
 * The props of every MDX page (lib/mdx/remark-page.mjs gives each one `getStaticProps`): what the MDX
 * compile found in the file, and the records the generators wrote for its route. Next.js runs this at
 * build time only; the browser gets the props as data, never this code or the records' modules.
 */
import type { GetStaticProps } from 'next'
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

export function pageStaticProps(
  compiled: CompiledPage,
  records: { navigation: PageNavigation; source: PageSource; blog?: BlogPageRecord }
): GetStaticProps<PageProps> {
  const page: PageState = {
    ...compiled,
    navigation: withoutNote(records.navigation),
    source: withoutNote(records.source),
    ...(records.blog && { blog: withoutNote(records.blog) })
  }
  return () => ({ props: { page } })
}
