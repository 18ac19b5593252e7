/**
 * Each page registers its source (page-source/shared/types.ts) when its module loads: a loader of ours
 * adds the page's own record from generated/page-source/pages/ to the page (lib/build/page-data.mjs), as
 * it does for navigation (theme/navigation/registry.ts). The layout looks it up by route and puts it in
 * the page context, so a page carries its own record and nothing of the others'.
 */
import type { PageSource } from '../shared/types'

const byRoute = new Map<string, PageSource>()

export function registerPageSource(route: string, source: PageSource | null): void {
  if (source) byRoute.set(route, source)
}

/** A page added since the generator last ran has none yet: no file, no date. */
export function registeredPageSource(route: string): PageSource {
  return byRoute.get(route) ?? { file: null, lastUpdated: null }
}
