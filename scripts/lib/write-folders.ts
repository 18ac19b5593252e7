/**
 * Atomic updates of the generators' output folders: a failed or interrupted run leaves the previous
 * output whole.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { listFiles } from './files'

type Files = Map<string, string | Uint8Array>

function sameContent(file: string, content: string | Uint8Array): boolean {
  if (!existsSync(file)) return false
  const current = readFileSync(file)
  return typeof content === 'string' ? current.equals(Buffer.from(content)) : current.equals(content)
}

/** Removes the empty folders under `dir` (and `dir` itself when it ends up empty). */
function removeEmptyFolders(dir: string): void {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) removeEmptyFolders(path.join(dir, entry.name))
  if (readdirSync(dir).length === 0) rmdirSync(dir)
}

/**
 * Writes a whole folder of files atomically: afterwards the folder holds exactly
 * `files`. If writing fails, the previous output is untouched.
 */
export function writeFolderAtomically(target: string, files: Files): void {
  writeFoldersAtomically(new Map([[target, files]]))
}

/**
 * Makes several folders hold exactly the given files, as one change; `null`
 * removes a folder. Only files whose content differs are written or removed:
 * an unchanged file keeps its timestamp, so the dev server recompiles just the
 * pages whose sources changed. Every new content is first written beside its
 * target under a temporary name (a failure there touches nothing); then each
 * file is moved aside and its new version moved in. If one of those renames
 * fails, the files already swapped are moved back, so the previous output stays
 * whole. `rename` is replaceable so tests can make a swap fail.
 */
export function writeFoldersAtomically(folders: Map<string, Files | null>, rename: (from: string, to: string) => void = renameSync): void {
  const changes: { file: string; content: string | Uint8Array | null }[] = []
  for (const [target, files] of folders) {
    const existing = existsSync(target) ? listFiles(target).map((relative) => relative.split(path.sep).join('/')) : []
    for (const [relative, content] of files ?? []) {
      const file = path.join(target, relative)
      if (!sameContent(file, content)) changes.push({ file, content })
    }
    for (const relative of existing) if (!files?.has(relative)) changes.push({ file: path.join(target, relative), content: null })
  }
  const sideName = (file: string, kind: 'new' | 'old') => path.join(path.dirname(file), `.${path.basename(file)}.${kind}-${randomUUID()}`)
  const staged: { file: string; staging: string | null }[] = []
  try {
    for (const { file, content } of changes) {
      if (content === null) {
        staged.push({ file, staging: null })
        continue
      }
      mkdirSync(path.dirname(file), { recursive: true })
      const staging = sideName(file, 'new')
      staged.push({ file, staging })
      writeFileSync(staging, content)
    }
  } catch (error) {
    for (const { staging } of staged) if (staging) rmSync(staging, { force: true })
    for (const target of folders.keys()) removeEmptyFolders(target)
    throw error
  }
  const swapped: { file: string; old: string | null; staging: string | null; placed: boolean }[] = []
  try {
    for (const { file, staging } of staged) {
      const old = existsSync(file) ? sideName(file, 'old') : null
      const entry = { file, old, staging, placed: false }
      if (old) rename(file, old)
      swapped.push(entry)
      if (staging) rename(staging, file)
      entry.placed = true
    }
  } catch (error) {
    // Undo in reverse order: new files out, old files back in.
    for (const { file, old, staging, placed } of swapped.reverse()) {
      if (placed && staging) rmSync(file, { force: true })
      if (old) renameSync(old, file)
    }
    for (const { staging } of staged) if (staging) rmSync(staging, { force: true })
    for (const target of folders.keys()) removeEmptyFolders(target)
    throw error
  }
  for (const { old } of swapped) if (old) rmSync(old, { force: true })
  for (const target of folders.keys()) removeEmptyFolders(target)
}
