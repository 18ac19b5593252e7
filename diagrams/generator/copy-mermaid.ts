/**
 * Copies Mermaid's published browser build (its ES module entry and the chunks it imports, without
 * source maps) into public/_mermaid/, from where the diagrams load it (diagrams/components). The
 * files are Mermaid's, byte for byte; a note beside them says where they come from. Written
 * atomically: a failed copy leaves the previous one in place.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { runAsCommand } from '../../scripts/generators/command'
import { generatedHeader } from '../../scripts/lib/generated'
import { writeFolderAtomically } from '../../scripts/lib/write-folders'
import { MERMAID_ENTRY, MERMAID_FOLDER } from '../shared/mermaid-files.mjs'

/** Where the entry's chunks live, relative to Mermaid's dist/ folder (the entry imports them from there). */
const CHUNKS = 'chunks/mermaid.esm.min'
/** The note that says the folder is generated; served with it, harmless. */
export const NOTE_FILE = 'GENERATED.txt'

/**
 * Mermaid bundles its own DOMPurify, which no lockfile audit sees: below this version it carries
 * GHSA-55q2-fjhq-7xh7 (patched in DOMPurify 3.4.13), so the copy is refused.
 */
export const MIN_BUNDLED_DOMPURIFY = '3.4.13'

/** The version of the DOMPurify a Mermaid build bundles (its `version="x.y.z"` stamp), or null. */
export function bundledDomPurifyVersion(sources: string[]): string | null {
  for (const source of sources) {
    const stamp = source.match(/DOMPurify[\s\S]{0,400}?version="(\d+\.\d+\.\d+)"|version="(\d+\.\d+\.\d+)"[\s\S]{0,400}?DOMPurify/)
    if (stamp) return stamp[1] ?? stamp[2]
  }
  return null
}

const versionParts = (version: string) => version.split('.').map(Number)
/** Whether `version` is at least `minimum` (x.y.z). */
export function isAtLeast(version: string, minimum: string): boolean {
  const [a, b] = [versionParts(version), versionParts(minimum)]
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i]
  return true
}

/** The files to serve, relative to Mermaid's dist/ folder: the entry and its chunks, no source maps. */
export function mermaidFiles(distFiles: { entries: string[]; chunks: string[] }): string[] {
  if (!distFiles.entries.includes(MERMAID_ENTRY))
    throw new Error(`mermaid: dist/${MERMAID_ENTRY} not found; is the mermaid package installed?`)
  const chunks = distFiles.chunks.filter((name) => name.endsWith('.mjs'))
  if (!chunks.length) throw new Error(`mermaid: no chunks in dist/${CHUNKS}/; the entry imports them`)
  return [MERMAID_ENTRY, ...chunks.sort().map((name) => `${CHUNKS}/${name}`)]
}

export function copyMermaid(root = process.cwd()): { files: number; bytes: number; version: string; purify: string } {
  const require = createRequire(path.join(root, 'package.json'))
  const packageFile = require.resolve('mermaid/package.json')
  const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }
  const dist = path.join(path.dirname(packageFile), 'dist')
  const names = mermaidFiles({ entries: readdirSync(dist), chunks: readdirSync(path.join(dist, CHUNKS)) })
  const files = new Map<string, string | Uint8Array>(names.map((name) => [name, readFileSync(path.join(dist, name))]))
  const purify = bundledDomPurifyVersion(names.map((name) => String(files.get(name))))
  if (!purify || !isAtLeast(purify, MIN_BUNDLED_DOMPURIFY))
    throw new Error(
      `mermaid@${version} bundles DOMPurify ${purify ?? '(version not found)'}, below ${MIN_BUNDLED_DOMPURIFY} (GHSA-55q2-fjhq-7xh7): install a newer mermaid`
    )
  files.set(NOTE_FILE, `${generatedHeader(`mermaid@${version} (node_modules/mermaid/dist)`)}\n`)
  writeFolderAtomically(path.join(root, 'public', MERMAID_FOLDER), files)
  const bytes = [...files.values()].reduce((sum, file) => sum + (typeof file === 'string' ? file.length : file.byteLength), 0)
  return { files: files.size, bytes, version, purify }
}

runAsCommand(import.meta.filename, {
  main: async () => {
    const { files, bytes, version, purify } = copyMermaid()
    console.log(
      `diagram renderer: mermaid@${version} (bundling DOMPurify ${purify}), ${files} files (${(bytes / 1024).toFixed(0)} KiB) in public/${MERMAID_FOLDER}/`
    )
  },
  failureMessage: (error) => `diagram renderer: nothing was copied. ${(error as Error).message}`
})
