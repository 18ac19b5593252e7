/**
 * `npm run dev` only: sends an old or folder URL on as the export's stub page for it would
 * (scripts/postbuild/redirects.ts), from the redirects the navigation generator last wrote (scripts/dev.ts
 * serves them at /_dev/redirects.json). Production builds never load this module.
 */
import { pathWithinBasePath } from '@/config/base-path.mjs'

const withSlash = (route: string) => (route.endsWith('/') ? route : `${route}/`)

/** The target of the redirect whose stub answers at `route` (within the base path), if any. */
function redirectTarget(route: string, redirects: { from: string; to: string }[]): string | undefined {
  let wanted: string
  try {
    wanted = withSlash(decodeURI(route))
  } catch {
    return undefined
  }
  return redirects.find(({ from }) => withSlash(decodeURI(from)) === wanted)?.to
}

export async function followDevRedirect(basePath: string): Promise<void> {
  const response = await fetch(`${basePath}/_dev/redirects.json`, { cache: 'no-store' })
  if (!response.ok) return
  const { redirects } = (await response.json()) as { redirects: { from: string; to: string }[] }
  const target = redirectTarget(pathWithinBasePath(location.pathname, basePath) ?? location.pathname, redirects)
  if (target) location.replace(`${basePath}${target}${location.search}${location.hash}`)
}
