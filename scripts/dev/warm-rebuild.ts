/**
 * Next's first rebuild after a start costs more than the later ones: V8 has not yet compiled the code
 * webpack and Next run for a rebuild (the changed modules' hashes, the hot update for the browser). On
 * two cores, the writer's first edit after a fresh start paid for it: it showed in 1.0–1.3 s, the next
 * edits in 0.4–0.6 s. Once the first page has compiled, npm run dev has Next rebuild once with nothing
 * changed, by touching a generated module every page imports (ours, never a file a writer has open),
 * so that code is ready when the first edit comes.
 */
import { utimesSync } from 'node:fs'
import path from 'node:path'
import { SNAPSHOT_DIR, SNAPSHOT_FILE } from '../config/generate'

/** The browser's site configuration: the layout imports it, so it is in every page's build, and no generator reads it. */
export const WARM_UP_MODULE = path.join(SNAPSHOT_DIR, SNAPSHOT_FILE)

/** Gives the module a new modification time, its content unchanged: Next's watcher sees a change and rebuilds. */
export function warmUpRebuild(root: string): void {
  const now = new Date()
  try {
    utimesSync(path.join(root, WARM_UP_MODULE), now, now)
  } catch {
    // Not generated (the start's generation failed): nothing compiled against it to warm.
  }
}
