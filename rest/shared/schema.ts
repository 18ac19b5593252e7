/**
 * A schema as the generator reads it from a spec (rest/generator/model) and
 * as examples and type labels walk it. Named schemas stay references (`ref`),
 * loops are marked (`circular`). Descriptions are Markdown here; the data the
 * components receive has them as HTML instead (data-types.ts, SchemaData).
 */
export interface SchemaNode {
  /** Set when this node is a reference to a named schema (components.schemas). */
  ref?: string
  /** Set when a reference would loop back to a schema already being expanded. */
  circular?: string
  /** Set when the schema is written as `true` (any value is valid) or `false` (no value is). */
  booleanSchema?: boolean
  title?: string
  description?: string
  type?: string[]
  format?: string
  enum?: unknown[]
  const?: unknown
  default?: unknown
  example?: unknown
  nullable?: boolean
  readOnly?: boolean
  writeOnly?: boolean
  deprecated?: boolean
  constraints?: Record<string, unknown>
  properties?: { name: string; required: boolean; schema: SchemaNode }[]
  additionalProperties?: SchemaNode | boolean
  items?: SchemaNode
  oneOf?: SchemaNode[]
  anyOf?: SchemaNode[]
  allOf?: SchemaNode[]
  not?: SchemaNode
  /** `defaultMapping` (OpenAPI 3.2): the schema of a value without the property, or with a value no mapping names. */
  discriminator?: { propertyName: string; mapping?: Record<string, string>; defaultMapping?: string }
}
