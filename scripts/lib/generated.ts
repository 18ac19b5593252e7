/**
 * Shared by the generators: the "do not edit" header of what they write, and safe embedding of data in MDX
 * (their folders are written by write-folders.ts).
 */

export function generatedHeader(source: string): string {
  return `generated from ${source} — do not edit`
}

/**
 * A generated JSON file: JSON has no comments, so the object's first member, `"//"`, names the source, on the
 * file's first line whether the rest is indented (`indent`) or not.
 */
export function jsonFile(source: string, value: object, indent?: number): string {
  const members = JSON.stringify(value, null, indent).slice(1)
  return `{"//": ${JSON.stringify(generatedHeader(source))}${members === '}' ? '' : ','}${members}\n`
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
