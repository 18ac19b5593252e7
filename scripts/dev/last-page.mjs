// The page the dev site served last, kept between sessions in .cache/ (safe to delete): the page a
// writer's open tab shows, loaded whole (its HTML) or moved to through a link (its script). The site's server records it and compiles it early on a start that
// generates (site-server.mjs); the runner's generators wait for Next's rebuild after an edit of it
// (after-page-rebuild.ts). Plain JavaScript: the site's server runs without tsx.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileToRoute } from '../../lib/page-route.mjs'

/** Where the record lives, relative to the project. */
export const LAST_PAGE_FILE = '.cache/dev/last-page.json'

/**
 * The route (within the base path, decoded) of the page served last, if one was recorded.
 * @param {string} root the project's folder
 * @returns {string | undefined}
 */
export function readLastPage(root) {
  try {
    const { route } = JSON.parse(readFileSync(path.join(root, LAST_PAGE_FILE), 'utf8'))
    return typeof route === 'string' && route.startsWith('/') ? route : undefined
  } catch {
    return undefined
  }
}

/**
 * Records `route` (within the base path, as requested) as the page served last. A failure costs only a
 * later start's head start, so it is not reported.
 * @param {string} root
 * @param {string} route
 */
export function recordLastPage(root, route) {
  let decoded = route
  try {
    decoded = decodeURI(route)
  } catch {
    // kept as requested
  }
  const file = path.join(root, LAST_PAGE_FILE)
  // Whole or not at all: the runner reads it when a page is edited, maybe while a page is served.
  const staged = `${file}.${process.pid}.new`
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    const record = { '//': 'written by scripts/dev/site-server.mjs: the page served last', route: decoded }
    writeFileSync(staged, `${JSON.stringify(record)}\n`)
    renameSync(staged, file)
  } catch {
    // See above.
  }
}

/** Where Next's development client loads a page's script from (next/dist/client/page-loader.js), within the base path. */
const PAGE_SCRIPT = /^\/_next\/static\/chunks\/pages(\/.+)\.js$/
/** Scripts of every page (the app, the error page) or of Next's own error pages: not the page a writer moved to. */
const NOT_A_MOVE = /^\/(_[^/]*|404|500)$/

/**
 * The route of the page whose script Next's development client requests at `pathname` (within the
 * base path, as requested): the page a writer moved to through a link (a client-side move loads the
 * page's script, not its HTML), or undefined for any other request. Next names a page's script by its
 * route: `/` is `/index`, and a route beginning with `/index` gets another `/index` ahead of it.
 * @param {string} pathname
 * @returns {string | undefined}
 */
export function pageScriptRoute(pathname) {
  const asset = PAGE_SCRIPT.exec(pathname)?.[1]
  if (asset === undefined) return undefined
  const route = asset === '/index' ? '/' : asset.startsWith('/index/') ? asset.slice('/index'.length) : asset
  return NOT_A_MOVE.test(route) ? undefined : route
}

/** A route without its trailing slash, as fileToRoute gives routes (the site links pages with one; a request may not). */
const withoutSlash = (/** @type {string} */ route) => (route.length > 1 ? route.replace(/\/+$/, '') : route)

/**
 * Whether `file` (relative to the project, `/`-separated) is the page at `route`, as Next's pages
 * router maps files to routes (fileToRoute): `pages/docs/intro.mdx` is `/docs/intro`.
 * @param {string} file
 * @param {string} route
 */
export function isPageAt(file, route) {
  const page = file.startsWith('pages/') ? fileToRoute(file.slice('pages/'.length)) : null
  return page !== null && page === withoutSlash(route)
}
