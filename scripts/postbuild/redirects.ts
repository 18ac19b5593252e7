/**
 * Static redirect pages for old URLs. A static host cannot answer 301s, so each
 * old path gets an index.html that sends the reader on, keeping query and hash.
 * Pure functions: the file system work is in postbuild.ts.
 */
import type { Redirect } from '../../config/redirects'
import { escapeHtml } from '../lib/html'
import { absoluteUrl } from '../../lib/site-url'
import { scriptLiteral } from '../../lib/script-literal'
import { directoryRoute } from '../navigation/landings'

export function renderRedirectStub(options: { targetPath: string; canonicalUrl: string; siteTitle: string }): string {
  const target = escapeHtml(options.targetPath)
  const canonical = escapeHtml(options.canonicalUrl)
  const targetJs = scriptLiteral(options.targetPath)
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting… | ${escapeHtml(options.siteTitle)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${canonical}">
<script>location.replace(${targetJs} + location.search + location.hash)</script>
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`
}

/** The route a redirect's stub answers at: its folder in out/ (decoded, with a trailing slash). */
const stubRoute = (from: string): string => decodeURI(directoryRoute(from))

export interface PlannedStub {
  from: string
  /** Path of the stub file relative to out/, e.g. 'docs/intro/index.html' */
  file: string
  html: string
}

export class RedirectError extends Error {
  constructor(readonly problems: string[]) {
    super(`Redirect stubs cannot be written (config/redirects.ts and REST redirects):\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'RedirectError'
  }
}

/**
 * Checks every redirect against the exported pages and renders its stub.
 * `pages` holds the directory routes that exist in out/ ('/docs/API/').
 * On a case-insensitive file system two paths differing only in case are the
 * same folder, so a stub there would overwrite the page: that is an error too.
 */
export function planRedirects(options: {
  redirects: Redirect[]
  pages: Set<string>
  basePath: string
  siteUrl: string
  siteTitle: string
  caseInsensitiveFs: boolean
}): PlannedStub[] {
  const { redirects, pages, basePath, siteUrl, siteTitle, caseInsensitiveFs } = options
  const lowerPages = new Map([...pages].map((p) => [p.toLowerCase(), p]))
  const problems: string[] = []
  const stubs: PlannedStub[] = []
  for (const { from, to } of redirects) {
    const source = directoryRoute(from)
    const target = directoryRoute(to)
    if (!pages.has(target)) problems.push(`"${from}" → "${to}": the target page does not exist in out/`)
    if (pages.has(source)) problems.push(`"${from}" would shadow a real page at the same path`)
    else if (caseInsensitiveFs && lowerPages.has(source.toLowerCase()))
      problems.push(
        `"${from}" and the page "${lowerPages.get(source.toLowerCase())}" differ only in letter case, and this file ` +
          `system ignores case: the stub would overwrite the page. Build on a case-sensitive file system (Linux CI).`
      )
    stubs.push({
      from,
      file: stubRoute(from).slice(1) + 'index.html',
      html: renderRedirectStub({
        targetPath: basePath + target,
        canonicalUrl: absoluteUrl(target, { url: siteUrl, baseUrl: basePath }),
        siteTitle
      })
    })
  }
  if (problems.length) throw new RedirectError(problems)
  return stubs
}
