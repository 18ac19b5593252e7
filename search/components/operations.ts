/**
 * REST operations named by method and path. Pagefind searches words, so "GET /sessions" found every page
 * that says "get" and "sessions", and the operation itself ranked tenth. Each operation page carries its
 * `METHOD /path` as a filter value (search/shared/record.ts); the engine reads them all with the section
 * filter and lists the operations a query names before what Pagefind finds.
 */
import { HTTP_METHODS } from '@/rest/shared/http-methods'

/** A path's segments, or undefined when the word is not a path. A URL counts by its path, with or without a scheme when it has a port. */
function segmentsOf(word: string): string[] | undefined {
  const path = word.replace(/^([a-z][a-z+.-]*:\/\/[^/]+|[\w.-]+:\d+(?=\/))/i, '').replace(/[?#].*$/, '')
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
 * The operations (`METHOD /path` values) a query names by a path and, if it has any, HTTP methods among
 * its other words: "get /sessions/42" names `GET /sessions/{sessionId}`, "curl -X POST
 * http://localhost:8080/sessions" `POST /sessions`, and "/sessions" every method of that path. A query
 * without a path names none.
 */
export function operationsNamed(query: string, operations: string[]): string[] {
  const words = query.trim().split(/\s+/)
  const at = words.findIndex((word) => segmentsOf(word))
  if (at === -1) return []
  const typed = segmentsOf(words[at])!
  const methods = new Set(
    [...HTTP_METHODS, ...operations.map((operation) => operation.split(' ')[0])].map((method) => method.toUpperCase())
  )
  const asked = words.filter((word, index) => index !== at && methods.has(word.toUpperCase())).map((word) => word.toUpperCase())
  return operations.filter((operation) => {
    const [method, path] = operation.split(' ')
    return (!asked.length || asked.includes(method.toUpperCase())) && fits(typed, segmentsOf(path) ?? [])
  })
}
