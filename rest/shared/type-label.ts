/** The short type of a schema, as the parameter tables (generated MDX) and the schema trees (SchemaTree) show it. */

/** What a type label reads: a schema from the model (SchemaNode) or from the components' data (SchemaData). */
interface Labelled {
  ref?: string
  circular?: string
  booleanSchema?: boolean
  type?: string[]
  format?: string
  nullable?: boolean
  items?: Labelled
  oneOf?: unknown[]
  anyOf?: unknown[]
  allOf?: unknown[]
}

/** `Project`, `array of string (uuid)`, `integer | null`, `oneOf`, `circular`, `any`; `any value`, `no value` (boolean schemas). */
export function typeLabel(schema: Labelled): string {
  if (schema.ref) return schema.ref
  if (schema.circular) return 'circular'
  if (schema.booleanSchema !== undefined) return schema.booleanSchema ? 'any value' : 'no value'
  const base = schema.type?.join(' | ') ?? (schema.oneOf ? 'oneOf' : schema.anyOf ? 'anyOf' : schema.allOf ? 'allOf' : 'any')
  const withItems = base === 'array' && schema.items ? `array of ${typeLabel(schema.items)}` : base
  return `${withItems}${schema.format ? ` (${schema.format})` : ''}${schema.nullable ? ' | null' : ''}`
}
