/**
 * A removed folder of pages that `next dev` goes on reading. Now and then (a few times in a hundred
 * folders added and removed within seconds), webpack's file watcher misses the removal of a folder it
 * had just started watching. Every compile after that reads the folder again and fails ("ENOENT: no
 * such file or directory, scandir '…/pages/docs/…'"), so no page answers until Next restarts. npm run
 * dev watches Next's output for that error and restarts the site's server once the same missing folder
 * has been reported for `graceMs`: a folder removed in the middle of one compile is reported once and
 * the next compile is fine.
 */
import { existsSync } from 'node:fs'
import { isInside } from '../lib/files'

/** Next's line for a folder it could not list: "[Error: ENOENT: no such file or directory, scandir '/site/pages/docs/x']". */
const MISSING_FOLDER = /ENOENT: no such file or directory, scandir '([^']+)'/

/** The folder of pages (under `pagesDir`) that a line of Next's output says it could not list, if any. */
export function missingPagesFolder(line: string, pagesDir: string): string | undefined {
  const folder = MISSING_FOLDER.exec(line)?.[1]
  if (!folder) return undefined
  return isInside(pagesDir, folder) ? folder : undefined
}

export class MissedRemovals {
  private readonly firstReported = new Map<string, number>()

  constructor(
    private readonly graceMs = 2000,
    private readonly exists: (folder: string) => boolean = existsSync,
    private readonly now: () => number = Date.now
  ) {}

  /** Next reported `folder` missing: true once it has done so for `graceMs` and the folder is still gone. */
  reported(folder: string): boolean {
    if (this.exists(folder)) {
      this.firstReported.delete(folder)
      return false
    }
    const first = this.firstReported.get(folder) ?? this.now()
    this.firstReported.set(folder, first)
    return this.now() - first >= this.graceMs
  }
}
