/** Schemas of a spec → SchemaNode: named schemas stay references, loops are marked instead of followed. */
import { SpecError } from '../spec-error'
import { asArray, isRecord, str } from './json'
import { componentName, samePointer, type Resolve } from './refs'
import type { SchemaNode } from './types'

export class SchemaReader {
  constructor(
    private resolve: Resolve,
    private file: string
  ) {}

  /** `stack` holds the pointers of the schemas being read (this one's ancestors), to mark cycles that do not go through a named schema. */
  read(raw: unknown, at: string, stack: string[] = []): SchemaNode {
    if (raw === undefined) return {}
    // JSON Schema's boolean schemas (OpenAPI 3.1): true takes any value, false none.
    if (typeof raw === 'boolean') return { booleanSchema: raw }
    if (!isRecord(raw))
      throw new SpecError(this.file, at, 'a schema must be an object (or true or false)', 'Use a schema object, e.g. { type: string }.')
    if (typeof raw.$ref === 'string') {
      const target = this.resolve(raw.$ref, at)
      const name = componentName(raw.$ref, 'schemas')
      // Sibling keywords of $ref (3.1) such as description override the target's.
      if (name) return { ref: name, ...(str(raw.description) && { description: raw.description as string }) }
      if (stack.includes(samePointer(raw.$ref))) return { circular: raw.$ref }
      return this.read(target, raw.$ref, [...stack, samePointer(at)])
    }
    const inner = [...stack, samePointer(at)]
    const node: SchemaNode = {}
    const types = asArray(raw.type).concat(typeof raw.type === 'string' ? [raw.type] : []) as string[]
    const nonNull = types.filter((t) => t !== 'null')
    // `type: 'null'` alone allows null only: its type, where beside another type null is a flag ("string | null").
    if (types.length && !nonNull.length) node.type = ['null']
    else if (types.includes('null') || raw.nullable === true) node.nullable = true
    if (nonNull.length) node.type = nonNull
    for (const key of ['title', 'description', 'format'] as const) if (str(raw[key])) node[key] = raw[key] as string
    if (Array.isArray(raw.enum)) node.enum = raw.enum
    if ('const' in raw) node.const = raw.const
    if ('default' in raw) node.default = raw.default
    if (Array.isArray(raw.examples) && raw.examples.length) node.example = raw.examples[0]
    else if ('example' in raw) node.example = raw.example
    for (const key of ['readOnly', 'writeOnly', 'deprecated'] as const) if (raw[key] === true) node[key] = true
    const constraints = Object.fromEntries(
      [
        'minimum',
        'maximum',
        'exclusiveMinimum',
        'exclusiveMaximum',
        'minLength',
        'maxLength',
        'pattern',
        'minItems',
        'maxItems',
        'uniqueItems',
        'multipleOf'
      ]
        .filter((k) => k in raw)
        .map((k) => [k, raw[k]])
    )
    if (Object.keys(constraints).length) node.constraints = constraints
    if (isRecord(raw.properties)) {
      const required = new Set(asArray(raw.required).map(String))
      node.properties = Object.entries(raw.properties).map(([name, value]) => ({
        name,
        required: required.has(name),
        schema: this.read(value, `${at}/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, inner)
      }))
      if (!node.type) node.type = ['object']
    }
    if (raw.additionalProperties !== undefined)
      node.additionalProperties =
        typeof raw.additionalProperties === 'boolean'
          ? raw.additionalProperties
          : this.read(raw.additionalProperties, `${at}/additionalProperties`, inner)
    if (raw.items !== undefined) node.items = this.read(raw.items, `${at}/items`, inner)
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
      if (Array.isArray(raw[key])) node[key] = (raw[key] as unknown[]).map((s, i) => this.read(s, `${at}/${key}/${i}`, inner))
    if (raw.not !== undefined) node.not = this.read(raw.not, `${at}/not`, inner)
    if (isRecord(raw.discriminator) && typeof raw.discriminator.propertyName === 'string') {
      // A named schema by its name; any other place (load.ts followed it) by its pointer.
      const target = (value: unknown) => componentName(String(value), 'schemas') ?? String(value)
      node.discriminator = {
        propertyName: raw.discriminator.propertyName,
        ...(isRecord(raw.discriminator.mapping) && {
          mapping: Object.fromEntries(Object.entries(raw.discriminator.mapping).map(([k, v]) => [k, target(v)]))
        }),
        ...(str(raw.discriminator.defaultMapping) && { defaultMapping: target(raw.discriminator.defaultMapping) })
      }
    }
    return node
  }
}
