/**
 * Example values made from schemas, for bodies whose spec gives none.
 * Deterministic (same schema → same example) and safe on circular schemas.
 * Pure and dependency-free: the generator uses it for code samples, the
 * example panels of bodies and the examples of schema pages. Named schemas
 * are followed EXAMPLE_NAMED_DEPTH deep at most, and less where that keeps an
 * example within EXAMPLE_BUDGET_CHARACTERS.
 */
import type { SchemaNode } from './schema'
import type { Direction } from './schema-view'
import { isRecord } from '../../lib/is-record'

type Schemas = Record<string, SchemaNode>
/** The discriminator value a variant must carry, set by the oneOf/anyOf that chose it. */
type Tag = { property: string; value: string }

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2025-01-15T09:30:00Z',
  date: '2025-01-15',
  time: '09:30:00',
  email: 'user@example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  uri: 'https://example.com/resource',
  url: 'https://example.com/resource',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  binary: '<binary>',
  byte: 'U3dhZ2dlciByb2Nrcw=='
}

const mappingKey = (mapping: Record<string, string> | undefined, name: string) =>
  Object.entries(mapping ?? {}).find(([, target]) => target === name)?.[0]

/**
 * The discriminator property and value of named schema `name` when it extends
 * a discriminated base through allOf: the base's mapping value for it, else
 * the one its oneOf parent chose, else the schema's name (OpenAPI's default).
 */
function discriminatorTag(name: string, schemas: Schemas, inherited?: Tag): Tag | undefined {
  for (const part of schemas[name]?.allOf ?? []) {
    const discriminator = part.ref ? schemas[part.ref]?.discriminator : undefined
    if (!discriminator) continue
    const property = discriminator.propertyName
    return { property, value: mappingKey(discriminator.mapping, name) ?? (inherited?.property === property ? inherited.value : name) }
  }
  return inherited
}

const tagged = (value: unknown, tag: Tag | undefined) => (tag && isRecord(value) ? { ...value, [tag.property]: tag.value } : value)

/** Properties of a schema, its allOf parts' included (refs resolved), for filtering examples by direction. */
function propertiesOf(node: SchemaNode, schemas: Schemas, stack: string[]): Map<string, SchemaNode> {
  if (node.ref)
    return stack.includes(node.ref) || !schemas[node.ref] ? new Map() : propertiesOf(schemas[node.ref], schemas, [...stack, node.ref])
  const result = new Map<string, SchemaNode>()
  for (const part of node.allOf ?? []) for (const [name, schema] of propertiesOf(part, schemas, stack)) result.set(name, schema)
  for (const property of node.properties ?? []) result.set(property.name, property.schema)
  return result
}

const resolved = (node: SchemaNode, schemas: Schemas) => (node.ref ? (schemas[node.ref] ?? node) : node)
/** Servers set read-only fields; clients never receive write-only ones. */
const skipped = (node: SchemaNode, schemas: Schemas, direction: Direction) =>
  direction === 'request'
    ? Boolean(node.readOnly || resolved(node, schemas).readOnly)
    : Boolean(node.writeOnly || resolved(node, schemas).writeOnly)

/** An example written in the spec, without the fields that never travel in this direction. */
function forDirection(value: unknown, node: SchemaNode, schemas: Schemas, direction: Direction, stack: string[]): unknown {
  if (Array.isArray(value)) {
    const items = resolved(node, schemas).items
    return items ? value.map((item) => forDirection(item, items, schemas, direction, stack)) : value
  }
  if (!isRecord(value)) return value
  const properties = propertiesOf(node, schemas, stack)
  if (!properties.size) return value
  const result: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const schema = properties.get(key)
    if (!schema) result[key] = item
    else if (!skipped(schema, schemas, direction))
      result[key] = forDirection(item, schema, schemas, direction, node.ref ? [...stack, node.ref] : stack)
  }
  return result
}

/**
 * How many named schemas deep an example made from a schema goes. Specs whose
 * schemas refer to several others each would otherwise give examples that
 * grow exponentially with the depth of the spec.
 */
const EXAMPLE_NAMED_DEPTH = 4

/**
 * The most characters (pretty-printed JSON) a made example may have, unless
 * even the schema's own fields are more: wide public schemas (dozens of
 * properties, each another wide schema) reach hundreds of kilobytes within
 * EXAMPLE_NAMED_DEPTH, and every body shows its example several times (panel,
 * samples).
 */
export const EXAMPLE_BUDGET_CHARACTERS = 12_000

/**
 * The example of a schema: the deepest (at most EXAMPLE_NAMED_DEPTH named
 * schemas) that fits EXAMPLE_BUDGET_CHARACTERS, else the shallowest.
 */
export function exampleFor(node: SchemaNode, schemas: Schemas, direction: Direction): unknown {
  // Shallow first: examples only grow with depth, and the first one over the budget ends the search.
  let example = exampleWithin(1, node, schemas, direction)
  for (let depth = 2; depth <= EXAMPLE_NAMED_DEPTH; depth++) {
    const deeper = exampleWithin(depth, node, schemas, direction)
    if ((JSON.stringify(deeper, null, 2)?.length ?? 0) > EXAMPLE_BUDGET_CHARACTERS) break
    example = deeper
  }
  return example
}

/** What a schema declares as its value besides an example: its constant, default or first listed value. None made up. */
export function declaredValueOf(node: SchemaNode): unknown {
  if (node.const !== undefined) return node.const
  if (node.default !== undefined) return node.default
  return node.enum?.[0]
}

function exampleWithin(depth: number, node: SchemaNode, schemas: Schemas, direction: Direction, stack: string[] = [], tag?: Tag): unknown {
  if (node.ref) {
    if (stack.includes(node.ref) || stack.length >= depth) return undefined
    const target = schemas[node.ref]
    if (!target) return undefined
    const own = discriminatorTag(node.ref, schemas, tag)
    return tagged(exampleWithin(depth, target, schemas, direction, [...stack, node.ref]), own)
  }
  if (node.circular) return undefined
  if (node.example !== undefined) return tagged(forDirection(node.example, node, schemas, direction, stack), tag)
  const declared = declaredValueOf(node)
  if (declared !== undefined) return declared
  if (node.allOf?.length) {
    const parts = node.allOf.map((part) => exampleWithin(depth, part, schemas, direction, stack))
    if (parts.every((p) => p === undefined || isRecord(p))) {
      const own = objectExample(depth, node, schemas, direction, stack)
      return own && tagged(Object.assign({}, ...(parts as object[]), own), tag)
    }
    return parts.find((p) => p !== undefined)
  }
  const variants = node.oneOf ?? node.anyOf
  if (variants?.length) {
    // The first variant; a discriminator makes it carry the value that selects it.
    const [variant] = variants
    const discriminator = node.discriminator
    const choice =
      discriminator && variant.ref
        ? { property: discriminator.propertyName, value: mappingKey(discriminator.mapping, variant.ref) ?? variant.ref }
        : tag
    return exampleWithin(depth, variant, schemas, direction, stack, choice)
  }
  const type = node.type?.[0] ?? (node.properties ? 'object' : node.items ? 'array' : undefined)
  switch (type) {
    case 'object': {
      const value = objectExample(depth, node, schemas, direction, stack)
      return value && tagged(value, tag)
    }
    case 'array': {
      const item = node.items ? exampleWithin(depth, node.items, schemas, direction, stack) : undefined
      return item === undefined ? [] : [item]
    }
    case 'integer':
    case 'number':
      return typeof node.constraints?.minimum === 'number' ? node.constraints.minimum : 0
    case 'boolean':
      return true
    case 'string':
      return (node.format && STRING_FORMATS[node.format]) ?? 'string'
    case 'null':
      return null
    default:
      return node.nullable ? null : undefined
  }
}

/** None when a required property has no value to show (its schema gives no type): an example without it would mislead. */
function objectExample(depth: number, node: SchemaNode, schemas: Schemas, direction: Direction, stack: string[]) {
  const result: Record<string, unknown> = {}
  for (const property of node.properties ?? []) {
    if (skipped(property.schema, schemas, direction)) continue
    const value = exampleWithin(depth, property.schema, schemas, direction, stack)
    if (value !== undefined) result[property.name] = value
    // A named schema may only lie beyond this depth; a deeper pass fills it.
    else if (property.required && !property.schema.ref) return undefined
  }
  return result
}
