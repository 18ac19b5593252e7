/**
 * Site-wide gates over the exported files (no browser needed): SEO tags,
 * sitemap and robots.txt, safe external links, no third-party origins, and
 * every page's content present in its HTML (readable without JavaScript).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { siteConfig } from '../config/site'
import { expect, test, BASE } from './fixtures'
import { htmlFiles, OUT } from './site-index'

// Pages readers land on; the playground's preview document is a frame, not a page.
const pages = htmlFiles().filter(
  (f) => !f.isRedirectStub && !['/404.html', '/404/'].includes(f.route) && !f.route.startsWith('/playground/')
)
const ORIGIN = new URL(siteConfig.url).origin
const attr = (html: string, re: RegExp) => html.match(re)?.[1]

test('every page has a unique title, a description, a canonical URL under the base path and Open Graph tags', () => {
  const problems: string[] = []
  const titles = new Map<string, string>()
  for (const { route, html } of pages) {
    const title = attr(html, /<title[^>]*>([^<]*)<\/title>/)
    const canonical = attr(html, /<link rel="canonical" href="([^"]*)"/)
    if (!title) problems.push(`${route}: no <title>`)
    else if (titles.has(title)) problems.push(`${route}: title "${title}" also used by ${titles.get(title)}`)
    else titles.set(title, route)
    if (!attr(html, /<meta name="description" content="([^"]+)"/)) problems.push(`${route}: no description`)
    if (canonical !== `${siteConfig.url}${BASE}${route}`) problems.push(`${route}: canonical ${canonical}`)
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type'])
      if (!new RegExp(`<meta property="${property}" content="[^"]+"`).test(html)) problems.push(`${route}: no ${property}`)
  }
  expect(problems).toEqual([])
})

test('a blog post is an Open Graph article with its day; other pages are websites', () => {
  const post = pages.find((p) => p.route === '/blog/welcome/')!
  expect(attr(post.html, /<meta property="og:type" content="([^"]*)"/)).toBe('article')
  expect(attr(post.html, /<meta property="article:published_time" content="([^"]*)"/)).toBe('2026-11-23')
  for (const route of ['/blog/', '/docs/Tutorial/quick-start/']) {
    const html = pages.find((p) => p.route === route)!.html
    expect(attr(html, /<meta property="og:type" content="([^"]*)"/), route).toBe('website')
    expect(html, route).not.toContain('article:published_time')
  }
})

test('sitemap.xml lists every canonical page and nothing else; robots.txt points to it', () => {
  const xml = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8')
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(m[1].replace(/&amp;/g, '&'))).sort()
  const expected = pages
    .filter((p) => !/<meta name="robots" content="noindex/.test(p.html))
    .map((p) => `${siteConfig.url}${BASE}${p.route}`)
    .sort()
  expect(listed).toEqual(expected)
  expect(readFileSync(path.join(OUT, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${siteConfig.url}${BASE}/sitemap.xml`)
})

test('links that open a new tab carry rel="noopener"', () => {
  const unsafe: string[] = []
  for (const { route, html } of pages)
    for (const [tag] of html.matchAll(/<a\s[^>]*target="_blank"[^>]*>/g))
      if (!/rel="[^"]*noopener/.test(tag) && !/rel="[^"]*noreferrer/.test(tag)) unsafe.push(`${route}: ${tag}`)
  expect(unsafe).toEqual([])
})

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

test('nothing in out/ loads from another origin', () => {
  const foreign: string[] = []
  // Resources the browser fetches by itself: scripts, styles, images, frames, fonts, CSS urls.
  const loaders = [
    /<(?:script|img|iframe|source|video|audio)\s[^>]*\bsrc="(https?:\/\/[^"]+)"/g,
    /<link\s[^>]*rel="(?:stylesheet|preload|modulepreload|icon|prefetch|preconnect|dns-prefetch)"[^>]*href="(https?:\/\/[^"]+)"/g,
    /url\(\s*['"]?(https?:\/\/[^'")]+)/g,
    /@import\s+['"](https?:\/\/[^'"]+)/g
  ]
  for (const file of walk(OUT).filter((f) => /\.(html|css)$/.test(f))) {
    const text = readFileSync(file, 'utf8')
    for (const re of loaders)
      for (const match of text.matchAll(re))
        if (new URL(match[1]).origin !== ORIGIN) foreign.push(`${path.relative(OUT, file)}: ${match[1]}`)
  }
  expect(foreign).toEqual([])
})

test('no script readers download carries the build-time configuration validator', () => {
  // The site configuration is validated at build time (scripts/config/generate.ts); zod and
  // the validator's messages weigh ≈15 KB gzip on every page if they slip into the browser.
  const scripts = walk(path.join(OUT, '_next')).filter((f) => f.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(10)
  const withValidator = scripts.filter((f) => /ZodError|Invalid site configuration in/.test(readFileSync(f, 'utf8')))
  expect(withValidator.map((f) => path.relative(OUT, f))).toEqual([])
})

test('every page’s main content is in its HTML, readable without JavaScript', () => {
  const empty: string[] = []
  for (const { route, html } of pages) {
    const body = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '')
    const h1 = body
      .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim()
    const main = body.match(/<main[\s\S]*<\/main>/)?.[0] ?? body
    const words = main
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter((w) => /\w/.test(w)).length
    if (!h1) empty.push(`${route}: no <h1> in the HTML`)
    else if (words < 20) empty.push(`${route}: only ${words} words in the HTML`)
  }
  expect(empty).toEqual([])
})

test('static hosts get 404.html and .nojekyll; the not-found page is not indexed', () => {
  expect(readFileSync(path.join(OUT, '.nojekyll'), 'utf8')).toBe('')
  const notFound = readFileSync(path.join(OUT, '404.html'), 'utf8')
  expect(notFound).toMatch(/<meta name="robots" content="noindex"[^>]*>/)
  expect(notFound).not.toContain('rel="canonical"')
})
