/** Every file under a folder, as paths relative to `root` (the generators, the content check and the post-build step list folders). */
import { readdirSync, statSync, type Stats } from 'node:fs'
import path from 'node:path'

export function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    const stats = statIfPresent(full)
    // An entry removed since the folder was read (an atomic write's temporary file) is not there.
    if (!stats) return []
    return stats.isDirectory() ? listFilesIfPresent(full, root) : [path.relative(root, full)]
  })
}

/** `listFiles` of a folder found inside the walk, which may be removed before it is read. */
function listFilesIfPresent(dir: string, root: string): string[] {
  try {
    return listFiles(dir, root)
  } catch (error) {
    if (isMissing(error)) return []
    throw error
  }
}

/** The file's stats, or undefined when it does not exist (any more). */
export function statIfPresent(file: string): Stats | undefined {
  try {
    return statSync(file)
  } catch (error) {
    if (isMissing(error)) return undefined
    throw error
  }
}

/** True for the error of a file or folder that does not exist (any more). */
export const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT'
