/**
 * sitemap.xml and robots.txt for the exported site. Pure functions; the
 * file system work is in postbuild.ts. Only real pages go in the sitemap:
 * never redirect stubs, the 404 page or pages marked noindex. A page whose
 * source has a known last commit (generated/page-source/index.json) gets it
 * as <lastmod>; one without gets none rather than a guess.
 */
import type { PageSourceIndex } from '../../page-source/shared/types'
import { absoluteUrl } from '../../lib/site-url'
import { escapeHtml as escapeXml } from '../lib/html'

/**
 * Routes ('/docs/API/') of the pages a search engine should index, sorted.
 * Pages are read one at a time: on a large site they do not fit in memory together.
 */
export function indexableRoutes(routes: Iterable<string>, readHtml: (route: string) => string): string[] {
  return [...routes].filter((route) => route !== '/404/' && !/<meta name="robots" content="noindex/.test(readHtml(route))).sort()
}

/**
 * The last commit date of each page (git's `%cI`, a W3C datetime), keyed by the sitemap's
 * directory-style routes ('/docs/API/', '/').
 */
export function lastModified(index: PageSourceIndex): Map<string, string> {
  const dates = new Map<string, string>()
  for (const [route, { lastUpdated }] of Object.entries(index.pages)) {
    if (lastUpdated) dates.set(route === '/' ? '/' : `${route}/`, lastUpdated)
  }
  return dates
}

export function renderSitemap(routes: string[], siteUrl: string, basePath: string, lastmod: Map<string, string> = new Map()): string {
  const urls = routes.map((route) => {
    const date = lastmod.get(route)
    return `<url><loc>${escapeXml(absoluteUrl(encodeURI(route), { url: siteUrl, baseUrl: basePath }))}</loc>${date ? `<lastmod>${escapeXml(date)}</lastmod>` : ''}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Crawlers may read everything; the sitemap and the pages as Markdown for language models (llmstxt.org) are named. */
export function renderRobots(siteUrl: string, basePath: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Allow: ${basePath}/llms.txt`,
    `Allow: ${basePath}/llms-full.txt`,
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', { url: siteUrl, baseUrl: basePath })}`,
    ''
  ].join('\n')
}
