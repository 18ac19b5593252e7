/**
 * Keeps the generation stamp (scripts/generators/stamp.ts) true to the project while `npm run dev`
 * runs: once the loop has run, successfully, every generator an edit concerned, the project is again
 * as a full generation would leave it, and the next `npm run dev`, `npm run generate` or build skips
 * generation. Without it, any edit in a session made the next start generate everything again
 * (about 6 s before the first page).
 */
import { changedFiles, isGeneratedOutput, projectFiles, writeStamp } from '../generators/stamp'
import { generatorsFor, type Generator } from '../generators/table'
import type { WatchLoop } from './watch-loop'

/**
 * Changed files that no generator run accounts for: neither generated output nor a source the loop
 * watches (theme or generator code, for instance, which may change what generation writes). While
 * there are any, only a full generation may stamp the project.
 */
export const unaccountedChanges = (stamped: Map<string, string>, now: Map<string, string>, generators: Generator[]): string[] =>
  changedFiles(stamped, now).filter((file) => !isGeneratedOutput(file) && generatorsFor(file, generators).length === 0)

export interface StampRefreshOptions {
  root: string
  generators: Generator[]
  loop: Pick<WatchLoop, 'idle' | 'changes'>
  /** The project as the stamp (or the generation at the start) saw it. */
  stamped: Map<string, string>
  /** False while the start's own generation is incomplete or a generator's last run failed. */
  complete: () => boolean
  /** Longer than the watcher takes to report a save, so an edit made just before hashing is seen. */
  quietMs?: number
}

/**
 * Returns `refresh`: called after each run of the loop, it stamps the project once the loop is quiet.
 * A call while one is under way makes that one try again when it ends, so the last run always counts.
 */
export function stampRefresher({ root, generators, loop, stamped, complete, quietMs = 1000 }: StampRefreshOptions) {
  let base = stamped
  let running: Promise<void> | null = null
  let again = false
  const quiet = () => new Promise((resolve) => setTimeout(resolve, quietMs))
  const attempt = async () => {
    await loop.idle()
    const changesBefore = loop.changes()
    await quiet()
    if (loop.changes() !== changesBefore || !complete()) return
    const now = projectFiles(root)
    if (unaccountedChanges(base, now, generators).length) return
    // writeStamp hashes again and declines if a source changed since `now`.
    if (loop.changes() === changesBefore && writeStamp(root, now)) base = now
  }
  return function refresh(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await attempt()
      } while (again)
    })().finally(() => {
      running = null
    })
    return running
  }
}
