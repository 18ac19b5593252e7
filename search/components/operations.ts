/**
 * REST operations named by method and path. Pagefind searches words, so "GET /sessions" found every page
 * that says "get" and "sessions", and the operation itself ranked tenth. Each operation page carries its
 * `METHOD /path` as a filter value (search/shared/record.ts); the engine reads them all with the section
 * filter and lists the operations a query names before what Pagefind finds.
 */

/** A path's segments, or undefined when the word is not a path. A full URL counts by its path. */
function segmentsOf(word: string): string[] | undefined {
  const path = word.replace(/^[a-z][a-z+.-]*:\/\/[^/]+/i, '').replace(/[?#].*$/, '')
  return path.startsWith('/') ? path.split('/').filter(Boolean) : undefined
}

const isParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}')

/** A typed path fits a spec path when each segment is the same word, in any case, or fills one of its parameters. */
function fits(typed: string[], template: string[]): boolean {
  return (
    typed.length === template.length &&
    template.every((segment, at) => isParameter(segment) || segment.toLowerCase() === typed[at].toLowerCase())
  )
}

/**
 * The operations (`METHOD /path` values) that a query of the form `METHOD /path` or `/path` names: "get
 * /sessions/42" names `GET /sessions/{sessionId}`; "/sessions" names every method of that path. Any other
 * query names none.
 */
export function operationsNamed(query: string, operations: string[]): string[] {
  const words = query.trim().split(/\s+/)
  const typed = segmentsOf(words[words.length - 1])
  if (!typed || words.length > 2) return []
  const method = words.length === 2 ? words[0].toUpperCase() : undefined
  return operations.filter((operation) => {
    const [operationMethod, path] = operation.split(' ')
    return (!method || operationMethod.toUpperCase() === method) && fits(typed, segmentsOf(path) ?? [])
  })
}
