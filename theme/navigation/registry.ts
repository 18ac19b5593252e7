/**
 * Each page registers the navigation it renders when its module loads: Nextra's
 * compiler adds the import of the page's file from generated/navigation/pages/
 * (next.config.mjs, `transform`), on the server and in the browser alike. The
 * layout looks it up by route; a page costs its own navigation, not the site's.
 */
import type { PageNavigation } from '@/lib/navigation/types'

const byRoute = new Map<string, PageNavigation>()

export function registerPageNavigation(route: string, navigation: PageNavigation | null): void {
  if (navigation) byRoute.set(route, navigation)
}

export function registeredNavigation(route: string): PageNavigation | undefined {
  return byRoute.get(route)
}
