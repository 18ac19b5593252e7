import { useCallback, useEffect, useState } from 'react'
import { siteConfig } from '@/generated/config/site'
import { activeVersion, readPreferredVersion, savePreferredVersion, type DocsVersion } from '@/lib/docs-version'
import { useCurrentRoute } from '@/theme/hooks/use-current-route'

/** The version shown in version items: the page's own, else the remembered one, else the first. */
export function usePreferredVersion() {
  const { pluginId, versions } = siteConfig.docs
  const route = useCurrentRoute()
  const [preferred, setPreferred] = useState<DocsVersion | null>(null)
  useEffect(() => {
    try {
      setPreferred(readPreferredVersion(window.localStorage, pluginId, versions))
    } catch {
      // Storage can be unavailable (private mode); the default version is fine.
    }
  }, [pluginId, versions])
  const remember = useCallback(
    (version: DocsVersion) => {
      try {
        savePreferredVersion(window.localStorage, pluginId, version)
      } catch {
        // Not remembering is harmless.
      }
      setPreferred(version)
    },
    [pluginId]
  )
  const version = activeVersion(route, versions) ?? preferred ?? versions[0]
  return { version, versions, remember }
}
