/**
 * What the theme knows about the page being shown: Nextra's page options
 * (front matter, title, file) and the navigation computed for it at build time.
 */
import type { PageOpts } from 'nextra'
import type { PageNavigation } from '@/lib/navigation/types'
import { createRequiredContext } from './hooks/required-context'

export interface PageState {
  route: string
  title: string
  frontMatter: Record<string, unknown>
  filePath: string
  readingTime?: PageOpts['readingTime']
  navigation: PageNavigation
}

export const [PageProvider, usePage] = createRequiredContext<PageState>('PageProvider', 'usePage')
