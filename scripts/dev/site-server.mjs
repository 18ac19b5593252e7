/**
 * The dev site's HTTP server, run by `npm run dev` (scripts/dev/run.ts) in a child process: Next.js in
 * development mode, behind a server of our own that answers the old and folder URLs the export
 * answers with stub pages, at the same paths (letter case included), without a restart when they change.
 *
 * Next starts at once, beside the generators; requests wait until the runner sends the redirects, which
 * it does once the pages' generated sources are written (all but the server's own, which compiles the
 * last page served early: compileEarly below). Plain JavaScript: tsx's loader slowed Next's
 * start by about 0.4 s.
 *
 * Messages: this process sends `{ up: true }` once it listens for messages, and `{ served: true }` once
 * Next has answered its first request for a page (scripts/dev/first-page.ts); the runner sends
 * `{ redirects: [stubRoute, targetRoute][] }` after the start's generation and whenever they change,
 * and `{ compileEarly: true }` when its start generates over a previous generation's output.
 */
import { randomUUID } from 'node:crypto'
import { createReadStream, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import next from 'next'
import { pathWithinBasePath, resolveBasePath } from '../../config/base-path.mjs'
import { pageScriptRoute, readLastPage, recordLastPage } from './last-page.mjs'
import { redirectLocation } from './redirect-location.mjs'

const { values } = parseArgs({ options: { port: { type: 'string' }, hostname: { type: 'string' } } })
const port = Number(values.port)
/** Undefined: every interface, as `next dev` listens by default. */
const hostname = values.hostname
const basePath = resolveBasePath(process.env.BASE_PATH)

/** @type {ReadonlyMap<string, string>} */
let redirects = new Map()
/** @type {() => void} */
let openDoors = () => {}
const generated = new Promise((resolve) => (openDoors = () => resolve(undefined)))
process.on('message', (message) => {
  if (!message || typeof message !== 'object') return
  if (message.compileEarly === true) compileEarlyOnce()
  if (!Array.isArray(message.redirects)) return
  redirects = new Map(message.redirects)
  openDoors()
})
// Without its runner, nobody regenerates what the pages show: stop with it.
process.on('disconnect', () => process.exit(0))
process.send?.({ up: true })

const server = http.createServer()
// With the server passed, Next answers its own websocket (the page updates) on it.
const app = next({ dev: true, dir: process.cwd(), hostname: hostname ?? 'localhost', port, httpServer: server })
const prepared = app.prepare().catch((error) => {
  console.error('dev: Next.js could not start', error)
  process.exit(1)
})
const handle = app.getRequestHandler()

/** Marks the server's own request for the page it compiles early: only that request passes before the doors open. */
const EARLY_HEADER = 'x-vnv-compile-early'
const earlyToken = randomUUID()
/** @type {() => void} */
let listened = () => {}
const listening = new Promise((resolve) => (listened = () => resolve(undefined)))
/** Where this server can reach itself: its host name (an IPv6 address in brackets), or the loopback address. */
const selfHost = hostname === undefined ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname

let compiledEarly = false
/** The runner may ask twice (when it decides, and when this server says it is up): one compile. */
function compileEarlyOnce() {
  if (compiledEarly) return
  compiledEarly = true
  // The page a writer's open tab reloads when npm run dev starts again; else the home page it prints.
  void compileEarly(readLastPage(process.cwd()) ?? '/')
}

/**
 * Has Next compile `route` (under the base path) while the start's generators still run: against the
 * previous generation's output, which they then update, so the writer's first page waits only for the
 * rebuild of what changed. The answer is thrown away; Next reports its own errors, and the writer's
 * request compiles again.
 * @param {string} route
 */
async function compileEarly(route) {
  await Promise.all([prepared, listening])
  try {
    const response = await fetch(`http://${selfHost}:${port}${basePath}${route}`, { headers: { [EARLY_HEADER]: earlyToken } })
    await response.arrayBuffer()
  } catch {
    // Next's own output says what went wrong.
  }
}

/** Whether Next has answered a page yet: its first answer in HTML, so its first compile is done. */
let served = false
/**
 * Once Next has answered a writer's request: says so to the runner after the first page, and records
 * the page the writer now has open, whether loaded whole (its HTML) or moved to through a link (its
 * script: pageScriptRoute).
 * @param {string} url the request's URL as it came (Next rewrites the request's own)
 * @param {import('node:http').ServerResponse} response
 */
function onAnswered(url, response) {
  const pathname = pathWithinBasePath(new URL(url, 'http://site').pathname, basePath)
  const movedTo = pathname === undefined ? undefined : pageScriptRoute(pathname)
  response.once('finish', () => {
    // A tab that had the page's script already asks whether it changed: 304.
    if (movedTo !== undefined && (response.statusCode === 200 || response.statusCode === 304)) recordLastPage(process.cwd(), movedTo)
    if (!String(response.getHeader('content-type')).startsWith('text/html')) return
    if (response.statusCode === 200 && pathname) recordLastPage(process.cwd(), pathname)
    if (served) return
    served = true
    process.send?.({ served: true })
  })
}

/** The last build's search index (search/indexer writes it into out/), which the dev site searches. */
const SEARCH_INDEX = path.resolve('out/pagefind')

/**
 * Serves a file of the last build's search index; false when the request is not for one. Without a
 * build the answer is 404, and the search dialog says to run `npm run build`.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function serveSearchIndex(request, response) {
  const pathname = pathWithinBasePath(new URL(request.url ?? '/', 'http://site').pathname, basePath)
  if (!pathname?.startsWith('/pagefind/')) return false
  const file = path.join(SEARCH_INDEX, path.normalize(decodeURIComponent(pathname.slice('/pagefind/'.length))))
  const found = file.startsWith(SEARCH_INDEX + path.sep) && statSync(file, { throwIfNoEntry: false })?.isFile()
  if (!found) response.writeHead(404).end()
  else {
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'application/octet-stream'
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' })
    createReadStream(file).pipe(response)
  }
  return true
}

server.on('request', async (request, response) => {
  if (serveSearchIndex(request, response)) return
  const early = request.headers[EARLY_HEADER] === earlyToken
  if (!early) await generated
  const location = redirectLocation(request.url ?? '/', basePath, redirects)
  if (location !== undefined) {
    // Temporary: a redirect that changes during the session must not stay in the browser's cache.
    response.writeHead(307, { location }).end()
    return
  }
  await prepared
  if (!early) onAnswered(request.url ?? '/', response)
  await handle(request, response)
})
server.on('error', (error) => {
  const taken = /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
  console.error(taken ? `dev: port ${port} is in use: stop what uses it, or choose another with npm run dev -- --port <number>` : error)
  process.exit(1)
})
server.listen(port, hostname, () => {
  listened()
  console.log(`dev: the site is at http://${hostname ?? 'localhost'}:${port}${basePath}/`)
})
