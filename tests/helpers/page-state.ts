import { noNavigation } from '../../lib/navigation/page-navigation'
import type { PageState } from '../../theme/page-context'

/**
 * The page context of a bare page at `route`: no title, headings, navigation or source, as components see
 * it in tests; `more` adds what a test needs (a blog record, front matter).
 */
export function pageState(route: string, more: Partial<PageState> = {}): PageState {
  return { route, title: '', frontMatter: {}, toc: [], navigation: noNavigation(route), source: { file: null, lastUpdated: null }, ...more }
}
