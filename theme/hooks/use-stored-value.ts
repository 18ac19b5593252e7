import { useCallback, useSyncExternalStore } from 'react'

/** Writers in this tab call this after changing local storage (the `storage` event only reaches other tabs). */
const listeners = new Set<() => void>()
export function notifyStorageChanged(): void {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/**
 * A value read from local storage, current across tabs and writes; `serverValue`
 * during the server render and hydration. `read` must return the same value
 * (a primitive, or the same object) while storage is unchanged. Storage that
 * cannot be read (private mode) gives `serverValue`.
 */
export function useStoredValue<T>(read: (storage: Storage) => T, serverValue: T): T {
  const snapshot = useCallback(() => {
    try {
      return read(window.localStorage)
    } catch {
      return serverValue
    }
  }, [read, serverValue])
  return useSyncExternalStore(subscribe, snapshot, () => serverValue)
}
