import type { SpecTypes } from '../shared/data-types'

const REFERENCE = /components\["(schemas|responses)"\]\["((?:[^"\\]|\\.)*)"\]/g
/** A schema or operation name as a TypeScript identifier. */
export const typeIdentifier = (name: string) => name.replace(/[^A-Za-z0-9_$]/g, '_').replace(/^(?=\d)/, '_')

/**
 * The TypeScript of an operation's request and response bodies: its type from
 * openapi-typescript, then every named schema and response it refers to,
 * directly or through other declarations (breadth-first, each once).
 */
export function operationTypeCode(operationId: string, types: SpecTypes): string {
  const operation = types.operations[operationId]
  if (!operation) return ''
  // Named after the operation id: a schema may well be called "Operation".
  const blocks = [`// operations[${JSON.stringify(operationId)}]\ntype ${typeIdentifier(operationId)} = ${operation}`]
  const seen = new Set<string>()
  const queue = [operation]
  while (queue.length) {
    for (const [path, kind, name] of queue.shift()!.matchAll(REFERENCE)) {
      if (seen.has(path)) continue
      seen.add(path)
      const declaration = types[kind as 'schemas' | 'responses'][JSON.parse(`"${name}"`) as string]
      if (declaration === undefined) continue
      blocks.push(`// ${path}\ntype ${typeIdentifier(JSON.parse(`"${name}"`))} = ${declaration}`)
      queue.push(declaration)
    }
  }
  return blocks.join('\n\n')
}
