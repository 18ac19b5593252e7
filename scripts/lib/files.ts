/** Every file under a folder, as paths relative to `root` (the generators, the content check and the post-build step list folders). */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? listFiles(full, root) : [path.relative(root, full)]
  })
}
