// Where the dev site sends a request for an old or folder URL: the answer the export's stub page
// gives (scripts/postbuild/redirects.ts). Plain JavaScript: the dev site's server runs without tsx.
import { pathWithinBasePath } from '../../config/base-path.mjs'

/**
 * @param {string} url the request's URL, path and query (`/vnv-documentation/docs/intro?x=1`)
 * @param {string} basePath the site's base path ('' or '/segment…')
 * @param {ReadonlyMap<string, string>} table each redirect's stub route (decoded, with a trailing slash) → its target route
 * @returns {string | undefined} the target URL, base path and query included, or undefined when no stub is there
 */
export function redirectLocation(url, basePath, table) {
  const queryAt = url.search(/[?#]/)
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  const query = queryAt === -1 ? '' : url.slice(queryAt).split('#')[0]
  const within = pathWithinBasePath(pathname, basePath)
  if (within === undefined) return undefined
  let route
  try {
    route = decodeURI(within)
  } catch {
    return undefined // not a path any stub's folder can have
  }
  // A static host finds the stub's folder with or without the slash; letter case counts, as on Linux.
  const target = table.get(route.endsWith('/') ? route : `${route}/`)
  return target === undefined ? undefined : `${basePath}${target}${query}`
}
