// Resolves the sub-path the static site is hosted under. Plain JavaScript so
// that next.config.mjs, the TypeScript app and the Node scripts share it.

/** The path the old site was served under; old links must keep working. */
export const DEFAULT_BASE_PATH = '/vnv-documentation'

/**
 * @param {string | undefined} value BASE_PATH from the environment
 * @returns {string} '' (domain root) or '/segment[/segment…]' without a trailing slash
 */
export function resolveBasePath(value) {
  if (value === undefined) return DEFAULT_BASE_PATH
  const trimmed = value.trim().replace(/\/+$/, '')
  if (trimmed === '') return ''
  if (!/^\/[A-Za-z0-9._~\-/]+$/.test(trimmed) || trimmed.includes('//')) {
    throw new Error(
      `BASE_PATH=${JSON.stringify(value)} is not a valid base path: use '' (site at the domain root) ` +
        `or a path such as '/vnv-documentation' (letters, digits, '.', '_', '~', '-' and '/').`
    )
  }
  return trimmed
}

/**
 * The path within the site that a request's path names under the base path ('/' for the base path
 * itself), as a static host mounted there sees it; undefined for a path outside the base path.
 * @param {string} pathname a request's path, without its query
 * @param {string} basePath '' or '/segment[/segment…]' (resolveBasePath)
 * @returns {string | undefined}
 */
export function pathWithinBasePath(pathname, basePath) {
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return undefined
  return pathname.slice(basePath.length) || '/'
}
