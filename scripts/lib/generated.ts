/**
 * Shared by the generators: the "do not edit" header, safe embedding of data
 * in MDX, and atomic updates of output folders.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { listFiles } from './files'

export function generatedHeader(source: string): string {
  return `generated from ${source} — do not edit`
}

/** First line of a generated MDX file. */
export const mdxHeader = (source: string) => `{/* ${generatedHeader(source)} */}`
/**
 * Second line of a generated page made from several files (a list of posts, a tag's pages): which
 * ones, so its "Last updated" is the newest of their commits (page-source/generator). An MDX comment:
 * it never reaches the page's JavaScript.
 */
export function mdxSourcesLine(files: string[]): string {
  const bad = files.filter((file) => file.includes('*/'))
  if (bad.length) throw new Error(`a source path cannot hold "*/": ${bad.join(', ')}`)
  return `{/* sources: ${JSON.stringify(files)} */}`
}
/** The files a page's `mdxSourcesLine` names, or null when the line is not one. */
export function sourcesOfLine(line: string): string[] | null {
  const match = line.trim().match(/^\{\/\* sources: (\[.*\]) \*\/\}$/)
  if (!match) return null
  const files: unknown = JSON.parse(match[1])
  return Array.isArray(files) && files.every((file) => typeof file === 'string') ? files : null
}
/**
 * The first lines of a generated MDX page: the "generated from" line, for a page made from several
 * files the line naming them, then its front matter.
 */
export const mdxPageHead = (source: string, frontMatter: object, sourceFiles?: string[]): string[] => [
  mdxHeader(source),
  ...(sourceFiles ? [mdxSourcesLine(sourceFiles)] : []),
  '',
  jsonExport('frontMatter', frontMatter),
  ''
]
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

const ESM_START = /^(\s*)(import|export)\b/
/** `import`/`export` at the start of a line would be read as JavaScript: write its first letter as a character reference. */
export const neutraliseEsm = (line: string) =>
  line.replace(ESM_START, (_m, space: string, word: string) => `${space}&#${word.charCodeAt(0)};${word.slice(1)}`)

/** Inline plain text for MDX: one line, every ASCII punctuation character escaped, so it can never become markup. */
export function mdxText(value: string): string {
  const oneLine = value.replace(/\s+/g, ' ').trim()
  return neutraliseEsm(oneLine.replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`))
}

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
