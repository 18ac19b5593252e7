import { usePage } from '../page-context'

/** The current page's route without base path, query, hash or trailing slash ('/docs/Tutorial/intro'). */
export function useCurrentRoute(): string {
  return usePage().route
}
