/**
 * What Next.js would settle silently, one page lost: two files at one route, an old URL's redirect at a
 * page's route. Pure over the pages' files (relative to pages/) and the configured redirects.
 */
import type { Redirect } from '../../config/redirects'
import { fileToRoute } from '../../lib/page-route.mjs'
import { directoryRoute } from './landings'

/** The page files of each route (two for x.mdx and x/index.mdx, or x.mdx and x.tsx). */
function filesByRoute(files: string[]): Map<string, string[]> {
  const byRoute = new Map<string, string[]>()
  for (const file of files) {
    const route = fileToRoute(file)
    if (route) byRoute.set(route, [...(byRoute.get(route) ?? []), `pages/${file}`])
  }
  return byRoute
}

export function routeConflicts(files: string[], redirects: Redirect[]): string[] {
  const byRoute = filesByRoute(files)
  const problems = [...byRoute]
    .filter(([, claimants]) => claimants.length > 1)
    .map(([route, claimants]) => `${claimants.join(' and ')} are both the page at ${route}: rename or move one of them.`)
  for (const { from, to } of redirects) {
    const page = byRoute.get(directoryRoute(from).replace(/(.)\/$/, '$1'))
    if (page)
      problems.push(
        `config/redirects.ts sends the old URL ${from} to ${to}, but ${page[0]} is the page at that URL: remove the redirect or move the page.`
      )
  }
  return problems
}
