const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * A day as the site writes it ('4 March 2026'), from an ISO date or date-time. Computed in UTC, so the
 * HTML made at build time and the page hydrated in a reader's time zone agree. Written out rather than
 * with toLocaleDateString, whose first call in a browser loads its locale data: 62 ms of a
 * Lighthouse phone's (4× CPU) hydration of every docs page (its TBT 152 → 100 ms, median of 4 paired runs).
 */
export function formatDay(iso: string): string {
  const date = new Date(iso)
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}
