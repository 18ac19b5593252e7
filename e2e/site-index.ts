/**
 * What the export contains, read from out/ so the crawl grows with the site:
 * every real page (redirect stubs excluded), and for each HTML file its links and ids.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export const OUT = path.resolve('out')

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

export interface HtmlFile {
  file: string
  /** Site route with trailing slash, without base path ('/docs/API/'). */
  route: string
  html: string
  isRedirectStub: boolean
}

export function htmlFiles(): HtmlFile[] {
  if (!existsSync(OUT)) throw new Error('out/ is missing: run "npm run build" before the e2e tests.')
  return walk(OUT)
    .filter((f) => f.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(file, 'utf8')
      const rel = '/' + path.relative(OUT, file).split(path.sep).join('/')
      const route = rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel
      return { file, route, html, isRedirectStub: /<meta http-equiv="refresh"/.test(html) }
    })
}

export function linksOf(html: string): string[] {
  const withoutScripts = html.replace(/<script[\s\S]*?<\/script>/g, '')
  return [...withoutScripts.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => decode(m[1]))
}

export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1])))
}

export function redirectTargetOf(html: string): string | null {
  return html.match(/<meta http-equiv="refresh" content="0; url=([^"]+)">/)?.[1] ?? null
}
