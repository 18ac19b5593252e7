/**
 * How a schema from a page's data is shown, whatever draws it: the expandable
 * tree of the HTML page (rest/components/SchemaTree.tsx) and the tables of the
 * page's Markdown twin (rest/generator/markdown). Pure, so both read a schema
 * the same way and say the same words.
 */
import type { SchemaData } from './data-types'
import { typeLabel } from './type-label'

export type Direction = 'request' | 'response'

/** The innermost schema of an array chain (`array of array of Item` → Item), and how deep it is. */
export function innermost(schema: SchemaData): { node: SchemaData; arrays: number } {
  let node = schema
  let arrays = 0
  while (!node.ref && node.type?.includes('array') && node.items) {
    node = node.items
    arrays++
  }
  return { node, arrays }
}

/**
 * A type label cut around the named schema it ends in, so that name can link to the schema's page:
 * `array of ` + `Item` + ` | null`. No `ref` (or no page to link to): the label is all in `before`.
 */
export function typeNameParts(schema: SchemaData): { before: string; ref?: string; refPage?: string; after: string } {
  const label = typeLabel(schema)
  const { node, arrays } = innermost(schema)
  if (!node.ref || !node.refPage) return { before: label, after: '' }
  // typeLabel writes `array of ` per level, then the name, then the outer levels' format and `| null`.
  const at = 'array of '.length * arrays
  return { before: label.slice(0, at), ref: node.ref, refPage: node.refPage, after: label.slice(at + node.ref.length) }
}

/** Whether a schema has a body worth opening: properties, items or variants written in place (a reference is a link). */
export const hasBody = (schema: SchemaData) =>
  !schema.ref && Boolean(schema.properties || schema.oneOf || schema.anyOf || schema.allOf || (schema.items && !innermost(schema).node.ref))

/** A reference whose schema the page carries, as that schema (a description next to the reference replacing its own); anything else as it is. */
export function withTarget(schema: SchemaData, expanded: Record<string, SchemaData>): SchemaData {
  const target = schema.ref ? expanded[schema.ref] : undefined
  return target ? { ...target, descriptionHtml: schema.descriptionHtml ?? target.descriptionHtml } : schema
}

/**
 * What a schema's root is shown as: the body to show (the named schema the page expands, or the schema itself), if any.
 * With `omitRootExample` (the generator's treeOmitsExample: a panel under the tree shows it), the body leaves out the
 * root's example, its own or that of the named schema it is; an array's items keep theirs.
 */
export function rootBody(
  schema: SchemaData,
  expanded: Record<string, SchemaData>,
  omitRootExample = false
): { body?: SchemaData; flagsOf: SchemaData } {
  const { node } = innermost(schema)
  const target = node.ref ? expanded[node.ref] : undefined
  const body = target ? withTarget(node, expanded) : node.ref ? undefined : schema
  return {
    body: omitRootExample && body && (schema.ref || body === schema) ? { ...body, example: undefined } : body,
    flagsOf: target ? { ...target, ...schema } : schema
  }
}

/** The label of a schema's own example among its facts. */
export const EXAMPLE_FACT = 'Example'

/** The facts a schema states besides its description: allowed values, constant, default, constraints, example (values as JSON). */
export function schemaFacts(schema: SchemaData): [label: string, value: string][] {
  const facts: [string, string][] = []
  if (schema.enum) facts.push(['Allowed values', schema.enum.map((v) => JSON.stringify(v)).join(', ')])
  if (schema.const !== undefined) facts.push(['Value', JSON.stringify(schema.const)])
  if (schema.default !== undefined) facts.push(['Default', JSON.stringify(schema.default)])
  for (const [key, value] of Object.entries(schema.constraints ?? {})) facts.push([key, JSON.stringify(value)])
  if (schema.example !== undefined) facts.push([EXAMPLE_FACT, JSON.stringify(schema.example)])
  return facts
}

export interface Flag {
  kind: 'required' | 'nullable' | 'read-only' | 'write-only' | 'deprecated'
  /** Why it matters in this direction, when it does. */
  title?: string
}

/** Flags after a type label; `nullable` only where the label does not already say `| null` (a reference to a nullable schema). */
export function schemaFlags(schema: SchemaData, label: string, direction: Direction, required?: boolean): Flag[] {
  const flags: Flag[] = []
  if (required) flags.push({ kind: 'required' })
  if (schema.nullable && !label.endsWith(' | null')) flags.push({ kind: 'nullable' })
  if (schema.readOnly)
    flags.push({ kind: 'read-only', ...(direction === 'request' && { title: 'Set by the server; ignored in requests' }) })
  if (schema.writeOnly) flags.push({ kind: 'write-only', ...(direction === 'response' && { title: 'Sent by clients; never returned' }) })
  if (schema.deprecated) flags.push({ kind: 'deprecated' })
  return flags
}

/** What a variant's line starts with before its type: the spec's title for it (`By token: `), or nothing. */
export const variantTitle = (variant: SchemaData) => (variant.title ? `${variant.title}: ` : '')

/** What each kind of variant list is called. */
export const VARIANT_TITLES = { allOf: 'All of', oneOf: 'Exactly one of', anyOf: 'Any of' } as const
export const VARIANT_KINDS = ['allOf', 'oneOf', 'anyOf'] as const

/**
 * A discriminator's mapping as it reads after its property: ` (requirement → Requirement, test → Test)`, then
 * its default (OpenAPI 3.2 `defaultMapping`: for a value the mapping does not name, or none) as
 * `otherwise → Item`; or nothing.
 */
export const discriminatorMapping = (discriminator: NonNullable<SchemaData['discriminator']>) => {
  const parts = [
    ...Object.entries(discriminator.mapping ?? {}).map(([value, target]) => `${value} → ${target}`),
    ...(discriminator.defaultMapping ? [`otherwise → ${discriminator.defaultMapping}`] : [])
  ]
  return parts.length ? ` (${parts.join(', ')})` : ''
}

export const CIRCULAR = '↻ Circular reference'
