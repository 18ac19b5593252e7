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
  const?: unknown
  enum?: unknown[]
}

/** The JSON type of a value: what a schema that allows only that value (`const: "project"`) holds, with no `type` to say it. */
function valueType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

/** The type a schema's allowed values share, when it lists them and gives no type: `string` for `const: "project"`. */
function typeOfValues(schema: Labelled): string | undefined {
  const values = schema.const !== undefined ? [schema.const] : schema.enum
  const types = new Set(values?.map(valueType))
  return types.size === 1 ? [...types][0] : undefined
}

/** `Project`, `array of string (uuid)`, `integer | null`, `oneOf`, `string` (`const: "a"`), `circular`, `any`; `any value`, `no value` (boolean schemas). */
export function typeLabel(schema: Labelled): string {
  if (schema.ref) return schema.ref
  if (schema.circular) return 'circular'
  if (schema.booleanSchema !== undefined) return schema.booleanSchema ? 'any value' : 'no value'
  const base =
    schema.type?.join(' | ') ?? (schema.oneOf ? 'oneOf' : schema.anyOf ? 'anyOf' : schema.allOf ? 'allOf' : (typeOfValues(schema) ?? 'any'))
  const withItems = base === 'array' && schema.items ? `array of ${typeLabel(schema.items)}` : base
  return `${withItems}${schema.format ? ` (${schema.format})` : ''}${schema.nullable ? ' | null' : ''}`
}
