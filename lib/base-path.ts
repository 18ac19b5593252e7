/**
 * Adds the base path to URLs that Next.js does not rewrite for us: raw <img>
 * sources, files from public/ and fetch() calls. Links made with SiteLink
 * (theme/link/) already get it and must not go through here.
 */
export const BASE_PATH: string = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

export function withBasePath(path: string, basePath: string = BASE_PATH): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') || path.startsWith('#')) return path
  if (!path.startsWith('/')) throw new Error(`withBasePath expects a site path starting with "/", got "${path}"`)
  if (basePath && (path === basePath || path.startsWith(basePath + '/'))) return path
  return basePath + path
}
