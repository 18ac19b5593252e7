/**
 * A generated file Next says it cannot find, though it is there. A page compiled just after a generator
 * wrote a per-page file it imports (generated/page-source/…, generated/navigation/…) can fail with
 * "Module not found: Can't resolve '…/first.json'": about once in a dozen new folders, in bench:dev and
 * in a script adding folders one after another. Webpack's watcher then waits for a change of that file
 * made after the compile began, and none comes: the new page answered 500 for the 40 s the script
 * waited. npm run dev touches the file (touch.ts), the watcher reports it, and the rebuild finds it.
 *
 * Page sources now run before navigation (table.ts), so a new folder's URL leads to its page only once
 * both files are written, and 24 folders in a row met no such fault. This stays for a page compiled
 * between two writes all the same: its URL opened by hand, or a generator's file written again.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { isInside } from '../lib/files'
import { plainLine } from './output-lines'

/** Next's line for an import it could not resolve: "Module not found: Can't resolve '/site/generated/x.json'". */
const CANT_RESOLVE = /Module not found: Can't resolve '([^']+)'/

/** The file under `generatedDir` that a line of Next's output says it could not resolve, if it exists now. */
export function unseenGeneratedFile(
  line: string,
  generatedDir: string,
  exists: (file: string) => boolean = existsSync
): string | undefined {
  const file = CANT_RESOLVE.exec(plainLine(line))?.[1]
  if (!file || !path.isAbsolute(file)) return undefined
  return isInside(generatedDir, file) && exists(file) ? file : undefined
}
