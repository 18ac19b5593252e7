import { STORAGE_KEYS } from '@/config/constants'
import { isRouteWithin } from '@/lib/navigation/routes'

export interface DocsVersion {
  name: string
  label: string
  /** Root route of this version's docs, e.g. '/docs' */
  path: string
}

export function preferredVersionKey(pluginId: string): string {
  return `${STORAGE_KEYS.preferredVersionPrefix}-${pluginId}`
}

/** The reader's remembered version, or null. A remembered version that no longer exists is forgotten. */
export function readPreferredVersion(storage: Storage, pluginId: string, versions: DocsVersion[]): DocsVersion | null {
  const key = preferredVersionKey(pluginId)
  const name = storage.getItem(key)
  if (name === null) return null
  const version = versions.find((v) => v.name === name)
  if (!version) storage.removeItem(key)
  return version ?? null
}

export function savePreferredVersion(storage: Storage, pluginId: string, version: DocsVersion): void {
  storage.setItem(preferredVersionKey(pluginId), version.name)
}

/** The version the current route belongs to (longest matching path), if any. */
export function activeVersion(route: string, versions: DocsVersion[]): DocsVersion | undefined {
  return [...versions].sort((a, b) => b.path.length - a.path.length).find((v) => isRouteWithin(route, v.path))
}

/**
 * Where a version link goes: the same doc in the target version when the reader
 * is on a doc of another version, else the target's docs home. Query and hash are kept.
 */
export function versionHref(route: string, versions: DocsVersion[], target: DocsVersion, search = '', hash = ''): string {
  const current = activeVersion(route, versions)
  const path = current ? target.path + route.slice(current.path.length) : target.path
  const withSlash = path.endsWith('/') ? path : path + '/'
  return `${withSlash}${search}${hash}`
}
