import { useCallback, useSyncExternalStore } from 'react'

/** Readers in this tab, told of writeStorage's writes (the `storage` event only reaches other tabs). */
const listeners = new Set<() => void>()

/**
 * Changes local storage and tells this tab's readers (useStoredValue). False when storage refuses the write
 * (private mode, full): the caller then keeps the choice for the moment only.
 */
export function writeStorage(write: (storage: Storage) => void): boolean {
  try {
    write(window.localStorage)
  } catch {
    return false
  }
  for (const listener of listeners) listener()
  return true
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
