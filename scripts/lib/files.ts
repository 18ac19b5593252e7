/** Every file under a folder, as paths relative to `root` (the generators, the content check and the post-build step list folders). */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => listEntry(path.join(dir, name), root))
}

/**
 * The files at `entry`: itself if it is a file, every file under it if it is a folder, none if it is
 * gone (an atomic write's temporary file, renamed between the folder's reading and its own).
 */
function listEntry(entry: string, root: string): string[] {
  const stats = ifPresent(() => statSync(entry))
  if (!stats) return []
  return stats.isDirectory() ? (ifPresent(() => listFiles(entry, root)) ?? []) : [path.relative(root, entry)]
}

/** What `read` returns, or undefined when the file or folder it reads does not exist (any more). */
function ifPresent<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch (error) {
    if ((error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') return undefined
    throw error
  }
}

/** Directory routes of every exported page ('/docs/API/') under `outDir`: the post-build step and the bench read them. */
export function exportedPages(outDir: string): Set<string> {
  const pages = listFiles(outDir).filter((f) => f === 'index.html' || f.endsWith(`${path.sep}index.html`))
  return new Set(pages.map((f) => `/${f.split(path.sep).join('/').slice(0, -'index.html'.length)}`))
}
