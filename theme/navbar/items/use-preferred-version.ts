import { useCallback } from 'react'
import { siteConfig } from '@/generated/config/site'
import { activeVersion, readPreferredVersion, savePreferredVersion, type DocsVersion } from '@/lib/docs-version'
import { usePage } from '@/theme/page-context'
import { useStoredValue, writeStorage } from '@/theme/hooks/use-stored-value'

/** The version shown in version items: the page's own, else the remembered one, else the first. */
export function usePreferredVersion() {
  const { pluginId, versions } = siteConfig.docs
  const route = usePage().route
  // Storage can be unavailable (private mode); the default version is fine.
  const read = useCallback((storage: Storage) => readPreferredVersion(storage, pluginId, versions), [pluginId, versions])
  const preferred = useStoredValue<DocsVersion | null>(read, null)
  const remember = useCallback(
    // Not remembering, where storage refuses, is harmless.
    (version: DocsVersion) => void writeStorage((storage) => savePreferredVersion(storage, pluginId, version)),
    [pluginId]
  )
  const version = activeVersion(route, versions) ?? preferred ?? versions[0]
  return { version, versions, remember }
}
