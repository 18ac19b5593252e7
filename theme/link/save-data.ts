export interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

/** True on slow (2g) or data-saver connections, where prefetching wastes the reader's data. */
export function shouldSkipPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false
  return Boolean(connection.saveData) || /(^|-)2g$/.test(connection.effectiveType ?? '')
}
