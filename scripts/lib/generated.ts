/**
 * Shared by the generators: the "do not edit" header, safe embedding of data
 * in MDX, and atomic replacement of output folders.
 */
import { randomUUID } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export function generatedHeader(source: string): string {
  return `generated from ${source} — do not edit`
}

/** First line of a generated MDX file. */
export const mdxHeader = (source: string) => `{/* ${generatedHeader(source)} */}`
/** First line of a generated TypeScript file. */
export const tsHeader = (source: string) => `// ${generatedHeader(source)}`
/** First line of a generated YAML file. */
export const yamlHeader = (source: string) => `# ${generatedHeader(source)}`

/**
 * `export const name = <value>` for an MDX file. The value is JSON whose
 * strings have `<`, `>`, braces and backticks escaped, so text from specs or
 * frontmatter can never become markup, an expression or code.
 */
export function jsonExport(name: string, value: unknown): string {
  const json = JSON.stringify(value)
  const safe = json.replace(/"(?:[^"\\]|\\.)*"/g, (str) =>
    str.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\{/g, '\\u007b').replace(/\}/g, '\\u007d').replace(/`/g, '\\u0060')
  )
  return `export const ${name} = ${safe}`
}

type Files = Map<string, string | Uint8Array>

/**
 * Writes a whole folder of files atomically: everything goes to a temporary
 * folder next to the target, which then replaces it. If writing fails, the
 * previous output is untouched.
 */
export function writeFolderAtomically(target: string, files: Files): void {
  writeFoldersAtomically(new Map([[target, files]]))
}

/**
 * Replaces several folders as one change. Every folder is first written in
 * full to a temporary folder beside it (a failure there touches nothing);
 * then each target is moved aside and its new folder moved in. If one of
 * those renames fails, the folders already swapped are moved back, so the
 * previous output stays whole. `null` removes a folder in the same step.
 * `rename` is replaceable so tests can make a swap fail.
 */
export function writeFoldersAtomically(folders: Map<string, Files | null>, rename: (from: string, to: string) => void = renameSync): void {
  const staged: { target: string; staging: string | null }[] = []
  try {
    for (const [target, files] of folders) {
      if (!files) {
        staged.push({ target, staging: null })
        continue
      }
      mkdirSync(path.dirname(target), { recursive: true })
      const staging = mkdtempSync(path.join(path.dirname(target), `.${path.basename(target)}-new-`))
      chmodSync(staging, 0o755) // mkdtemp makes it private; the output is served
      staged.push({ target, staging })
      for (const [relative, content] of files) {
        const file = path.join(staging, relative)
        mkdirSync(path.dirname(file), { recursive: true })
        writeFileSync(file, content)
      }
    }
  } catch (error) {
    for (const { staging } of staged) if (staging) rmSync(staging, { recursive: true, force: true })
    throw error
  }
  const swapped: { target: string; old: string | null; staging: string | null; placed: boolean }[] = []
  try {
    for (const { target, staging } of staged) {
      const old = existsSync(target) ? path.join(path.dirname(target), `.${path.basename(target)}-old-${randomUUID()}`) : null
      const entry = { target, old, staging, placed: false }
      if (old) rename(target, old)
      swapped.push(entry)
      if (staging) rename(staging, target)
      entry.placed = true
    }
  } catch (error) {
    // Undo in reverse order: new folders out, old folders back in.
    for (const { target, old, staging, placed } of swapped.reverse()) {
      if (placed && staging) renameSync(target, staging)
      if (old) renameSync(old, target)
    }
    for (const { staging } of staged) if (staging) rmSync(staging, { recursive: true, force: true })
    throw error
  }
  for (const { old } of swapped) if (old) rmSync(old, { recursive: true, force: true })
}
