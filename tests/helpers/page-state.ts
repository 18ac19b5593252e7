import { noNavigation } from '../../lib/navigation/page-navigation'
import type { PageState } from '../../theme/page-context'

/** The page context of a bare page at `route`: no title, navigation or source, as components see it in tests. */
export function pageState(route: string): PageState {
  return { route, title: '', frontMatter: {}, navigation: noNavigation(route), source: { file: null, lastUpdated: null } }
}
