import type { NextRouter } from 'next/router'

interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

/** True on slow (2g) or data-saver connections, where prefetching wastes the reader's data. */
export function shouldSkipPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

/** Turns Next's link prefetching into a no-op for such connections; navigation still works. */
export function disablePrefetchOnSlowConnections(router: NextRouter): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection
  if (shouldSkipPrefetch(connection)) router.prefetch = () => Promise.resolve()
}
