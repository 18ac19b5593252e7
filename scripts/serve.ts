/**
 * A small static server for out/, mounted under the base path the way a
 * static host (GitHub Pages, nginx) serves it: directory URLs resolve to
 * index.html, unknown paths get 404.html with status 404.
 *
 * Usage: tsx scripts/serve.ts [--port 4173] [--dir out] [--gzip]
 * Binds to 127.0.0.1 only.
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { createGzip } from 'node:zlib'
import { pathWithinBasePath, resolveBasePath } from '../config/base-path.mjs'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json'
}
const COMPRESSIBLE = /\.(html|m?js|css|json|svg|xml|txt|yaml|md)$/

/** Maps a request path to a file in `root`, or null (outside the base path, missing, or escaping root). */
export function resolveRequest(root: string, basePath: string, urlPath: string): string | null {
  let pathname: string
  try {
    pathname = decodeURIComponent(urlPath.split('?')[0])
  } catch {
    return null
  }
  const within = pathWithinBasePath(pathname, basePath)
  if (within === undefined) return null
  const file = path.join(root, within)
  // Inside the root folder, not merely beside it (out-old/ starts with out too).
  if (file !== root && !file.startsWith(root + path.sep)) return null
  if (existsSync(file) && statSync(file).isFile()) return file
  const index = path.join(file, 'index.html')
  if (within.endsWith('/') && existsSync(index)) return index
  return null
}

export function startServer(options: { root: string; basePath: string; port: number; gzip?: boolean }): Promise<Server> {
  const root = path.resolve(options.root)
  const { basePath } = options
  const server = createServer((req, res) => {
    const url = req.url ?? '/'
    const pathname = url.split('?')[0]
    // A directory without its trailing slash: redirect like static hosts do.
    if (!pathname.endsWith('/') && !path.extname(pathname)) {
      const dir = resolveRequest(root, basePath, pathname + '/')
      if (dir) {
        res.writeHead(301, { Location: pathname + '/' + (url.includes('?') ? url.slice(url.indexOf('?')) : '') })
        return res.end()
      }
    }
    if (basePath && (pathname === '/' || pathname === '')) {
      res.writeHead(302, { Location: basePath + '/' })
      return res.end()
    }
    const file = resolveRequest(root, basePath, url)
    const status = file ? 200 : 404
    const served = file ?? path.join(root, '404.html')
    const ext = path.extname(served)
    const headers: Record<string, string> = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' }
    if (served.includes(`${path.sep}_next${path.sep}static${path.sep}`)) headers['Cache-Control'] = 'public, max-age=31536000, immutable'
    // The live examples' sandboxed frame has an opaque origin: its module scripts and fonts are cross-origin requests.
    if (served.startsWith(path.join(root, 'playground') + path.sep)) headers['Access-Control-Allow-Origin'] = '*'
    const useGzip = options.gzip && COMPRESSIBLE.test(served) && /\bgzip\b/.test(String(req.headers['accept-encoding']))
    if (useGzip) headers['Content-Encoding'] = 'gzip'
    res.writeHead(status, headers)
    if (req.method === 'HEAD') return res.end()
    const stream = createReadStream(served)
    ;(useGzip ? stream.pipe(createGzip()) : stream).pipe(res)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve(server))
  })
}

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index > -1 ? process.argv[index + 1] : undefined
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const root = arg('dir') ?? 'out'
  const port = Number(arg('port') ?? process.env.PORT ?? 4173)
  const basePath = resolveBasePath(process.env.BASE_PATH)
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`${root}/index.html not found: run "npm run build" first.`)
    process.exit(1)
  }
  startServer({ root, basePath, port, gzip: process.argv.includes('--gzip') }).then(() =>
    console.log(`Serving ${root}/ at http://127.0.0.1:${port}${basePath}/`)
  )
}
