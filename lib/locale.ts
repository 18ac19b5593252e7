import { pathWithinBasePath } from '@/config/base-path.mjs'

/** URL of the current page in another locale, keeping path, query and hash. */
export function localeHref(options: {
  pathname: string
  search: string
  hash: string
  basePath: string
  locales: string[]
  defaultLocale: string
  targetLocale: string
}): string {
  const { pathname, search, hash, basePath, locales, defaultLocale, targetLocale } = options
  let path = pathWithinBasePath(pathname, basePath) ?? pathname
  const first = path.split('/')[1]
  if (first && first !== defaultLocale && locales.includes(first)) path = path.slice(first.length + 1) || '/'
  const prefix = targetLocale === defaultLocale ? '' : `/${targetLocale}`
  return `${basePath}${prefix}${path}${search}${hash}`
}
