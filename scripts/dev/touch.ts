import { utimesSync } from 'node:fs'

/**
 * Gives a file a new modification time, its content unchanged: Next's watcher reports it changed and
 * Next rebuilds what imports it. False when there is no such file.
 */
export function touch(file: string): boolean {
  const now = new Date()
  try {
    utimesSync(file, now, now)
    return true
  } catch {
    return false
  }
}
