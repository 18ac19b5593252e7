/**
 * What the theme knows about the page being shown: its title and front matter,
 * the navigation computed for it at build time and its source (the file to
 * edit, its last commit date: page-source/).
 */
import type { PageNavigation } from '@/lib/navigation/types'
import type { PageSource } from '@/page-source/shared/types'
import { createRequiredContext } from './hooks/required-context'

export interface PageState {
  route: string
  title: string
  frontMatter: Record<string, unknown>
  navigation: PageNavigation
  source: PageSource
}

export const [PageProvider, usePage] = createRequiredContext<PageState>('PageProvider', 'usePage')
