// A page's front matter, read the same way by the MDX compile (lib/mdx/remark-page.mjs) and the
// generators. Plain JavaScript: the MDX compile loads it without TypeScript.
import path from 'node:path'
import matter from 'gray-matter'
import { parse as parseYaml } from 'yaml'

/**
 * A source's front matter and body. YAML's core schema: a date stays the text the writer typed, so 2024-13-40 can be
 * rejected rather than rolled over. Passing options also turns gray-matter's cache off: cached, a source whose YAML
 * failed once reads as empty front matter the next time.
 * @param {string} source
 */
export const readMatter = (source) => matter(source, { engines: { yaml: keyValues } })

/** @param {string} text */
function keyValues(text) {
  const data = parseYaml(text, { schema: 'core' }) ?? {}
  if (typeof data !== 'object' || Array.isArray(data)) throw new Error('it holds a list or a single value, not "key: value" lines')
  return data
}

/**
 * A YAML library error's reason in one line: its message adds the place in words and a drawing of the line, which
 * problems give as `file:line:column` instead.
 * @param {unknown} error
 */
export const yamlReason = (error) =>
  String(/** @type {Error} */ (error).message)
    .split('\n')[0]
    .replace(/ at line \d+, column \d+:$/, '')

/**
 * Why YAML cannot be read, in one line, `file:line:column: …`.
 * @param {string} file as the problem names it
 * @param {unknown} error what `readMatter` threw, or one of a YAML document's `errors`
 * @param {string} [what] what the YAML is, as the problem names it
 */
export function yamlProblem(file, error, what = 'front matter') {
  const at = /** @type {{ linePos?: { line: number; col: number }[] }} */ (error).linePos?.[0]
  return `${file}${at ? `:${at.line}:${at.col}` : ''}: ${what} is not valid YAML: ${yamlReason(error)}`
}

/** The one-line front matter generators write into the MDX they generate. */
export const GENERATED_FRONT_MATTER = /^export const frontMatter = (\{.*\})$/m

/**
 * Front matter of an MDX source: the YAML block writers put at the top, or the line generators write.
 * @param {string} source
 * @param {string} file where the source comes from, for the error
 * @returns {Record<string, unknown>}
 */
export function frontMatterOf(source, file) {
  // Generated pages start with their "generated from" comment; a writer's page with its YAML block.
  const generated = source.startsWith('---') ? null : source.match(GENERATED_FRONT_MATTER)
  if (generated) return JSON.parse(generated[1])
  try {
    return readMatter(source).data
  } catch (error) {
    throw new Error(yamlProblem(path.relative(process.cwd(), file), error))
  }
}
