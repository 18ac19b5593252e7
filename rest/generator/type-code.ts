import type { SpecTypes } from '../shared/data-types'

const REFERENCE = /components\["(schemas|responses)"\]\["((?:[^"\\]|\\.)*)"\]/g
/** A schema or operation name as a TypeScript identifier. */
export const typeIdentifier = (name: string) => name.replace(/[^A-Za-z0-9_$]/g, '_').replace(/^(?=\d)/, '_')

/**
 * The most characters an operation's TypeScript may take before the named
 * types it refers to are left to their schema pages: in wide public specs the
 * chain of one body's types reaches hundreds of kilobytes.
 */
export const TYPE_CODE_BUDGET_CHARACTERS = 16_000

/**
 * What an operation whose operationId an earlier one has is typed under (body-types.ts): its JSON pointer
 * without the "#", which openapi-typescript would rewrite.
 */
export const repeatedOperationKey = (at: string) => at.slice(1)

/**
 * The TypeScript of an operation's request and response bodies: its type from
 * openapi-typescript, then every named schema and response it refers to,
 * directly or through other declarations (breadth-first, each once), while
 * they fit TYPE_CODE_BUDGET_CHARACTERS; a last comment names those left out.
 * `at` is the operation's JSON pointer, which finds it when its operationId repeats.
 */
export function operationTypeCode(operationId: string, types: SpecTypes, at?: string): string {
  const operation = (at !== undefined ? types.operations[repeatedOperationKey(at)] : undefined) ?? types.operations[operationId]
  if (!operation) return ''
  // Named after the operation id: a schema may well be called "Operation".
  const blocks = [`// operations[${JSON.stringify(operationId)}]\ntype ${typeIdentifier(operationId)} = ${operation}`]
  let length = blocks[0].length
  const left: string[] = []
  const seen = new Set<string>()
  const queue = [operation]
  while (queue.length) {
    for (const [path, kind, name] of queue.shift()!.matchAll(REFERENCE)) {
      if (seen.has(path)) continue
      seen.add(path)
      const typeName = JSON.parse(`"${name}"`) as string
      const declaration = types[kind as 'schemas' | 'responses'][typeName]
      if (declaration === undefined) continue
      const block = `// ${path}\ntype ${typeIdentifier(typeName)} = ${declaration}`
      if (left.length || length + block.length > TYPE_CODE_BUDGET_CHARACTERS) {
        left.push(typeName)
        continue
      }
      blocks.push(block)
      length += block.length
      queue.push(declaration)
    }
  }
  if (left.length) blocks.push(`// Left out for length (each schema's page declares it): ${left.join(', ')}`)
  return blocks.join('\n\n')
}
