/**
 * The dev site's HTTP server, run by `npm run dev` (scripts/dev/run.ts) in a child process: Next.js in
 * development mode, behind a server of our own that answers the old and folder URLs the export
 * answers with stub pages, at the same paths (letter case included), without a restart when they change.
 *
 * Next starts at once, beside the generators; requests wait until the runner sends the redirects, which
 * it does once the pages' generated sources are written. Plain JavaScript: tsx's loader slowed Next's
 * start by about 0.4 s.
 *
 * Messages: this process sends `{ up: true }` once it listens for messages, and `{ served: true }` once
 * Next has answered its first request for a page (scripts/dev/first-page.ts); the runner sends
 * `{ redirects: [stubRoute, targetRoute][] }` after the start's generation and whenever they change.
 */
import http from 'node:http'
import { parseArgs } from 'node:util'
import next from 'next'
import { resolveBasePath } from '../../config/base-path.mjs'
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
  if (!message || typeof message !== 'object' || !Array.isArray(message.redirects)) return
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

/** Whether Next has answered a page yet: its first answer in HTML, so its first compile is done. */
let served = false
/** @param {import('node:http').ServerResponse} response */
function reportFirstPage(response) {
  response.once('finish', () => {
    if (served || !String(response.getHeader('content-type')).startsWith('text/html')) return
    served = true
    process.send?.({ served: true })
  })
}

server.on('request', async (request, response) => {
  await generated
  const location = redirectLocation(request.url ?? '/', basePath, redirects)
  if (location !== undefined) {
    // Temporary: a redirect that changes during the session must not stay in the browser's cache.
    response.writeHead(307, { location }).end()
    return
  }
  await prepared
  if (!served) reportFirstPage(response)
  await handle(request, response)
})
server.on('error', (error) => {
  const taken = /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
  console.error(taken ? `dev: port ${port} is in use: stop what uses it, or choose another with npm run dev -- --port <number>` : error)
  process.exit(1)
})
server.listen(port, hostname, () => {
  console.log(`dev: the site is at http://${hostname ?? 'localhost'}:${port}${basePath}/`)
})
