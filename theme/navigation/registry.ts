/**
 * Each page registers the navigation it renders when its module loads: a loader
 * of ours adds the page's file from generated/navigation/pages/ to the page
 * (lib/build/page-data.mjs), on the server and in the browser alike. The
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
