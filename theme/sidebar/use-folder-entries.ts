import { useEffect, useState } from 'react'
import { withBasePath } from '@/lib/base-path'
import type { SidebarEntry } from '@/lib/navigation/types'

/** Folder entries already loaded in this tab, by folder route: reopening a folder costs nothing. */
const loaded = new Map<string, Promise<SidebarEntry[]>>()

/** A folder's entries from its build-time file (scripts/navigation writes `/_nav/<folder>.json`). */
function loadFolderEntries(folder: string): Promise<SidebarEntry[]> {
  let entries = loaded.get(folder)
  if (!entries) {
    entries = fetch(withBasePath(`/_nav${folder}.json`))
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} for the entries of ${folder}`)
        return response.json() as Promise<{ entries: SidebarEntry[] }>
      })
      .then((file) => file.entries)
    entries.catch(() => loaded.delete(folder))
    loaded.set(folder, entries)
  }
  return entries
}

export type FolderEntries = { entries?: SidebarEntry[]; failed: boolean }

/**
 * The entries of a sidebar folder: those the page brought when the folder is on
 * its path, else loaded the first time the folder opens (and kept after).
 */
export function useFolderEntries(folder: string, fromPage: SidebarEntry[] | undefined, open: boolean): FolderEntries {
  const [loaded, setLoaded] = useState<SidebarEntry[]>()
  const [failed, setFailed] = useState(false)
  const entries = fromPage ?? loaded
  const needed = open && !entries
  useEffect(() => {
    if (!needed) return
    let current = true
    loadFolderEntries(folder).then(
      (list) => current && setLoaded(list),
      () => current && setFailed(true)
    )
    return () => {
      current = false
    }
  }, [needed, folder])
  return { entries, failed: failed && !entries }
}
