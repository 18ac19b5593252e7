/**
 * REST operations named by method and path. Pagefind searches words, so "GET /sessions" found every page
 * that says "get" and "sessions", and the operation itself ranked tenth. Each operation page carries its
 * `METHOD /path` as a filter value (search/shared/record.ts); the engine reads them all with the section
 * filter and lists the operations a query names before what Pagefind finds.
 */
import { byCodeUnits } from '@/lib/code-unit-order'
import { HTTP_METHODS } from '@/rest/shared/http-methods'

/** A path's segments, or undefined when the word is not a path. A URL counts by its path, with or without a scheme when it has a port. */
function segmentsOf(word: string): string[] | undefined {
  const path = word.replace(/^([a-z][a-z+.-]*:\/\/[^/]+|[\w.-]+:\d+(?=\/))/i, '').replace(/[?#].*$/, '')
  return path.startsWith('/') ? path.split('/').filter(Boolean) : undefined
}

const isParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}')

/** A parameter named for a path (`{filePath}`, `{folderPath}`): it may hold folders, so one segment or more. */
const holdsFolders = (segment: string) => /^\{\w*Path\}$/.test(segment)

/**
 * A typed path fits a spec path when each segment is the same word, in any case, or fills one of its
 * parameters; a path parameter takes one segment or more (`/documents/reports/summary.xlsx`).
 */
function fits(typed: string[], template: string[]): boolean {
  const [segment, ...rest] = template
  if (segment === undefined) return typed.length === 0
  if (typed.length === 0) return false
  if (holdsFolders(segment)) return typed.some((_, last) => fits(typed.slice(last + 1), rest))
  return (isParameter(segment) || segment.toLowerCase() === typed[0].toLowerCase()) && fits(typed.slice(1), rest)
}

/** A word names a segment in any case, in the singular or the plural: "session" names `sessions`, "nodes" `node`. */
function namesSegment(word: string, segment: string): boolean {
  const [typed, literal] = [word.toLowerCase(), segment.toLowerCase()]
  return typed === literal || `${typed}s` === literal || typed === `${literal}s`
}

/**
 * The operations a query without a path names by a method, its first or last word, and words that each
 * name a literal segment of the path: "POST session" names `POST /sessions`. The closest fit comes first:
 * the fewest segments no word names, then the shortest path, then the paths in alphabetical order,
 * whatever the list's.
 */
function operationsByWords(typed: string[], methods: Set<string>, operations: string[]): string[] {
  // A question's punctuation is no part of the words: "get sessions?".
  const words = typed.map((word) => word.replace(/[?!.,;:]+$/, '')).filter(Boolean)
  const at = [0, words.length - 1].find((index) => methods.has(words[index].toUpperCase()))
  // A method alone would name every operation it has.
  if (at === undefined || words.length < 2) return []
  const method = words[at].toUpperCase()
  const others = words.filter((_, index) => index !== at)
  const named = operations.flatMap((operation) => {
    const [own, path] = operation.split(' ')
    const segments = segmentsOf(path) ?? []
    const literals = segments.filter((segment) => !isParameter(segment))
    const fits = own.toUpperCase() === method && others.every((word) => literals.some((segment) => namesSegment(word, segment)))
    if (!fits) return []
    const unnamed = literals.filter((segment) => !others.some((word) => namesSegment(word, segment))).length
    return [{ operation, unnamed, length: segments.length }]
  })
  return named
    .sort((a, b) => a.unnamed - b.unnamed || a.length - b.length || byCodeUnits(a.operation, b.operation))
    .map(({ operation }) => operation)
}

/**
 * The operations (`METHOD /path` values) a query names by a path and, if it has any, HTTP methods among
 * its other words: "get /sessions/42" names `GET /sessions/{sessionId}`, "curl -X POST
 * http://localhost:8080/sessions" `POST /sessions`, and "/sessions" every method of that path. A query
 * without a path names them by a method and words of the path (operationsByWords), or names none.
 */
export function operationsNamed(query: string, operations: string[]): string[] {
  const words = query.trim().split(/\s+/)
  const methods = new Set(
    [...HTTP_METHODS, ...operations.map((operation) => operation.split(' ')[0])].map((method) => method.toUpperCase())
  )
  const at = words.findIndex((word) => segmentsOf(word))
  // Named as by a path, the engine neither corrects these words nor adds pages with some of them: "post" alone finds blog posts.
  if (at === -1) return operationsByWords(words, methods, operations)
  const typed = segmentsOf(words[at])!
  const asked = words.filter((word, index) => index !== at && methods.has(word.toUpperCase())).map((word) => word.toUpperCase())
  const named = operations.filter((operation) => {
    const [method, path] = operation.split(' ')
    return (!asked.length || asked.includes(method.toUpperCase())) && fits(typed, segmentsOf(path) ?? [])
  })
  // Where a path parameter could hold the end of the path (`{filePath}` = `summary.xlsx/download`), the path that names it comes first.
  const length = (operation: string) => segmentsOf(operation.split(' ')[1])?.length ?? 0
  return named.sort((a, b) => length(b) - length(a))
}
