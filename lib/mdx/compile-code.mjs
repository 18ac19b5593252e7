// What the MDX compile runs besides the page, as one hash for next.config.mjs. Plain JavaScript: the config loads it.
import { createHash } from 'node:crypto'
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Folders that hold no module the compile loads: dependencies, output, caches. */
const NOT_SOURCES = new Set(['node_modules', 'public', 'out', '.next', '.out-staging', '.bench', 'test-results'])

/**
 * A hash of the code the MDX compile runs: the project's `.mjs` modules (the plugins and what they import: the
 * compile loads no TypeScript) and the installed packages (package-lock.json). Turbopack's cache knows a page's
 * compile by the page and the loader's options, not by this code, so next.config.mjs passes the hash as an option.
 * @param {string} root the project's folder
 * @returns {string}
 */
export function compileCodeHash(root) {
  const hash = createHash('sha256')
  const modules = globSync('**/*.mjs', { cwd: root, exclude: (file) => NOT_SOURCES.has(path.basename(file)) }).sort()
  for (const file of [...modules, 'package-lock.json']) hash.update(`${file}\0`).update(readFileSync(path.join(root, file)))
  return hash.digest('hex').slice(0, 16)
}
