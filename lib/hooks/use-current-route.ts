import { useFSRoute } from 'nextra/hooks'

/** The current page's route without base path, query, hash or trailing slash ('/docs/Tutorial/intro'). */
export function useCurrentRoute(): string {
  const route = useFSRoute().split(/[?#]/)[0] || '/'
  return route.length > 1 ? route.replace(/\/+$/, '') : route
}
