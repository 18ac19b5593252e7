/**
 * Absolute URLs of the site's pages, on its origin and under its base path. Shared by the page head
 * (canonical links) and the generators that write URLs into files (Markdown twins, llms.txt).
 */
export interface SiteAddress {
  /** The origin ('https://infrasoftbe.github.io'). */
  url: string
  /** The base path ('' or '/vnv-documentation'). */
  baseUrl: string
}

/** A site path as an absolute URL: '/docs/x.md' → 'https://…/base/docs/x.md'. */
export const absoluteUrl = (sitePath: string, site: SiteAddress): string => `${site.url}${site.baseUrl}${sitePath}`

/** Absolute canonical URL of a route, under the base path, directory-style. */
export function canonicalUrl(route: string, site: SiteAddress): string {
  return absoluteUrl(route === '/' ? '/' : `${route.replace(/\/+$/, '')}/`, site)
}
