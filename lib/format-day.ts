/**
 * A day as the site writes it ('4 March 2026'), from an ISO date or date-time. Computed in UTC, so the
 * HTML made at build time and the page hydrated in a reader's time zone agree.
 */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}
