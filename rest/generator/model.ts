/**
 * spec → model: a typed, render-ready description of an OpenAPI document.
 * Pure functions over the parsed (not dereferenced) spec, so named schemas,
 * responses and examples stay named (pages share them instead of inlining)
 * and circular references are marked instead of followed. `$ref`s are
 * resolved by swagger-parser (its `$refs.get`), passed in as `resolve`.
 */
import { SpecError, pointer } from './spec-error'

type Json = Record<string, unknown>

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]
export const PARAMETER_LOCATIONS = ['path', 'query', 'header', 'cookie'] as const
export type ParameterLocation = (typeof PARAMETER_LOCATIONS)[number]

export interface SchemaNode {
  /** Set when this node is a reference to a named schema (components.schemas). */
  ref?: string
  /** Set when a reference would loop back to a schema already being expanded. */
  circular?: string
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
  discriminator?: { propertyName: string; mapping?: Record<string, string> }
}

export interface ParameterModel {
  name: string
  in: ParameterLocation
  required: boolean
  deprecated: boolean
  description?: string
  schema: SchemaNode
  example?: unknown
}

export interface ExampleModel {
  name: string
  summary?: string
  value: unknown
  /** Set when the example is a reference to a named example (components.examples). */
  ref?: string
}

export interface MediaModel {
  mediaType: string
  schema?: SchemaNode
  examples: ExampleModel[]
}

export interface ResponseBody {
  description?: string
  content: MediaModel[]
  headers: { name: string; description?: string; schema?: SchemaNode }[]
}

export interface ResponseModel extends ResponseBody {
  status: string
  /** Set when the response is a reference to a named response (components.responses). */
  ref?: string
}

export interface CodeSample {
  lang: string
  label: string
  source: string
  /** From the spec (x-codeSamples) rather than generated. */
  fromSpec: boolean
}

export interface SecurityModel {
  scheme: string
  type: string
  description?: string
  details: string
  scopes: string[]
  /** apiKey schemes: where the key travels and under which name (what code samples send). */
  apiKey?: { in: 'header' | 'query' | 'cookie'; name: string }
}

const API_KEY_LOCATIONS = ['header', 'query', 'cookie'] as const

export interface ServerModel {
  url: string
  description?: string
  variables: { name: string; default: string; enum?: string[]; description?: string }[]
}

export interface OperationModel {
  id: string
  slug: string
  method: HttpMethod
  path: string
  summary: string
  description?: string
  deprecated: boolean
  tags: string[]
  parameters: ParameterModel[]
  requestBody?: { required: boolean; description?: string; content: MediaModel[] }
  responses: ResponseModel[]
  /** null: the operation is public (security: []). Empty array: inherits nothing. */
  security: SecurityModel[][] | null
  servers: ServerModel[]
  codeSamples: CodeSample[]
  /** JSON pointer of the operation in the spec, for error messages. */
  pointer: string
}

export interface SpecModel {
  file: string
  title: string
  version: string
  description?: string
  license?: { name: string; url?: string }
  servers: ServerModel[]
  tags: { name: string; description?: string }[]
  securitySchemes: Record<string, SecurityModel>
  security: SecurityModel[][]
  schemas: Record<string, SchemaNode>
  responses: Record<string, ResponseBody>
  examples: Record<string, Omit<ExampleModel, 'name' | 'ref'>>
  operations: OperationModel[]
  warnings: string[]
}

/** 'Project.Nodes.getOneNodeDetails' → 'project-nodes-get-one-node-details' (the old site's slug rule). */
export function slugify(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined)

/** Resolves a `$ref` to its target: swagger-parser's `$refs.get` in the generator. */
export type RefResolver = (ref: string) => unknown

/** A resolver that reports a broken reference with the file and the pointer of the `$ref`. */
function checked(resolve: RefResolver, file: string): (ref: string, at: string) => unknown {
  return (ref, at) => {
    try {
      const target = resolve(ref)
      if (target !== undefined) return target
    } catch {
      // reported below, with the place of the $ref
    }
    throw new SpecError(file, at, `"$ref": "${ref}" points to nothing`, 'Fix the reference or add the missing component.')
  }
}

/** A JSON pointer in one spelling, whether or not it is URI-encoded (`%7B` or `{`). */
function samePointer(ref: string): string {
  try {
    return decodeURIComponent(ref)
  } catch {
    return ref
  }
}

/** The name in `#/components/<kind>/<name>`, or undefined for any other reference. */
export function componentName(ref: string, kind: string): string | undefined {
  const match = ref.match(new RegExp(`^#/components/${kind}/([^/]+)$`))
  return match ? decodeURIComponent(match[1]).replace(/~1/g, '/').replace(/~0/g, '~') : undefined
}

class SchemaReader {
  constructor(
    private resolve: Resolve,
    private file: string
  ) {}

  /** `stack` holds the pointers of the schemas being read (this one's ancestors), to mark cycles that do not go through a named schema. */
  read(raw: unknown, at: string, stack: string[] = []): SchemaNode {
    if (raw === true || raw === undefined) return {}
    if (!isObject(raw)) throw new SpecError(this.file, at, 'a schema must be an object', 'Use a schema object, e.g. { type: string }.')
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
    if (types.includes('null') || raw.nullable === true) node.nullable = true
    const nonNull = types.filter((t) => t !== 'null')
    if (nonNull.length) node.type = nonNull
    for (const key of ['title', 'description', 'format'] as const) if (str(raw[key])) node[key] = raw[key] as string
    if (Array.isArray(raw.enum)) node.enum = raw.enum
    if ('const' in raw) node.const = raw.const
    if ('default' in raw) node.default = raw.default
    if (Array.isArray(raw.examples) && raw.examples.length) node.example = raw.examples[0]
    else if ('example' in raw) node.example = raw.example
    for (const key of ['readOnly', 'writeOnly', 'deprecated'] as const) if (raw[key] === true) node[key] = true
    const constraints = Object.fromEntries(
      ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'multipleOf'].filter((k) => k in raw).map((k) => [k, raw[k]])
    )
    if (Object.keys(constraints).length) node.constraints = constraints
    if (isObject(raw.properties)) {
      const required = new Set(asArray(raw.required).map(String))
      node.properties = Object.entries(raw.properties).map(([name, value]) => ({
        name,
        required: required.has(name),
        schema: this.read(value, `${at}/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, inner)
      }))
      if (!node.type) node.type = ['object']
    }
    if (raw.additionalProperties !== undefined)
      node.additionalProperties = typeof raw.additionalProperties === 'boolean' ? raw.additionalProperties : this.read(raw.additionalProperties, `${at}/additionalProperties`, inner)
    if (raw.items !== undefined) node.items = this.read(raw.items, `${at}/items`, inner)
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
      if (Array.isArray(raw[key])) node[key] = (raw[key] as unknown[]).map((s, i) => this.read(s, `${at}/${key}/${i}`, inner))
    if (raw.not !== undefined) node.not = this.read(raw.not, `${at}/not`, inner)
    if (isObject(raw.discriminator) && typeof raw.discriminator.propertyName === 'string')
      node.discriminator = {
        propertyName: raw.discriminator.propertyName,
        ...(isObject(raw.discriminator.mapping) && {
          mapping: Object.fromEntries(Object.entries(raw.discriminator.mapping).map(([k, v]) => [k, String(v).replace(/^#\/components\/schemas\//, '')]))
        })
      }
    return node
  }
}

type Resolve = (ref: string, at: string) => unknown

/** Resolves `$ref` on non-schema objects (parameters, responses, request bodies, examples). */
function deref(resolve: Resolve, value: unknown, file: string, at: string): { value: Json; at: string } {
  let current = value
  let where = at
  const seen = new Set<string>()
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref
    if (seen.has(ref)) throw new SpecError(file, where, `"$ref": "${ref}" refers to itself`)
    seen.add(ref)
    current = resolve(ref, where)
    where = ref
  }
  if (!isObject(current)) throw new SpecError(file, where, 'expected an object')
  return { value: current, at: where }
}

function readServers(raw: unknown): ServerModel[] {
  return asArray(raw)
    .filter(isObject)
    .map((s) => ({
      url: String(s.url ?? '/'),
      ...(str(s.description) && { description: s.description as string }),
      variables: isObject(s.variables)
        ? Object.entries(s.variables).filter(([, v]) => isObject(v)).map(([name, v]) => {
            const variable = v as Json
            return {
              name,
              default: String(variable.default ?? ''),
              ...(Array.isArray(variable.enum) && { enum: variable.enum.map(String) }),
              ...(str(variable.description) && { description: variable.description as string })
            }
          })
        : []
    }))
}

function describeScheme(name: string, raw: Json, file: string, at: string): SecurityModel {
  const type = String(raw.type ?? 'unknown')
  let details = type
  let apiKey: SecurityModel['apiKey']
  if (type === 'http') details = `HTTP ${String(raw.scheme ?? '')}${raw.bearerFormat ? ` (${String(raw.bearerFormat)})` : ''} — header Authorization`
  else if (type === 'apiKey') {
    const location = API_KEY_LOCATIONS.find((l) => l === raw.in)
    if (!location || !str(raw.name)) throw new SpecError(file, at, `API key scheme "${name}" needs "in" (header, query or cookie) and "name"`, 'Add in: header and name: access_token, for example.')
    apiKey = { in: location, name: raw.name as string }
    details = `API key in ${location} "${apiKey.name}"`
  } else if (type === 'oauth2') details = `OAuth 2.0 (${isObject(raw.flows) ? Object.keys(raw.flows).join(', ') : ''})`
  else if (type === 'openIdConnect') details = `OpenID Connect (${String(raw.openIdConnectUrl ?? '')})`
  return { scheme: name, type, details, scopes: [], ...(apiKey && { apiKey }), ...(str(raw.description) && { description: raw.description as string }) }
}

function readSecurity(raw: unknown, schemes: Record<string, SecurityModel>, file: string, at: string): SecurityModel[][] {
  return asArray(raw).map((requirement, i) => {
    if (!isObject(requirement)) throw new SpecError(file, `${at}/${i}`, 'a security requirement must be an object')
    return Object.entries(requirement).map(([name, scopes]) => {
      const scheme = schemes[name]
      if (!scheme) throw new SpecError(file, `${at}/${i}/${name}`, `security scheme "${name}" is not defined`, 'Define it under components.securitySchemes.')
      return { ...scheme, scopes: asArray(scopes).map(String) }
    })
  })
}

/** Reads the components a page refers to by name (responses, examples), and the whole of each operation. */
class OperationReader {
  readonly schemas: SchemaReader
  constructor(
    private resolve: Resolve,
    private file: string
  ) {
    this.schemas = new SchemaReader(resolve, file)
  }

  /** A named example (components.examples) or one written in place. */
  example(name: string, raw: unknown, at: string): ExampleModel {
    const { value } = deref(this.resolve, raw, this.file, at)
    const ref = isObject(raw) && typeof raw.$ref === 'string' ? componentName(raw.$ref, 'examples') : undefined
    return { name, value: value.value, ...(str(value.summary) && { summary: value.summary as string }), ...(ref && { ref }) }
  }

  examples(media: Json, at: string): ExampleModel[] {
    if (isObject(media.examples)) return Object.entries(media.examples).map(([name, raw]) => this.example(name, raw, `${at}/examples/${name}`))
    if ('example' in media) return [{ name: 'example', value: media.example }]
    return []
  }

  content(raw: unknown, at: string): MediaModel[] {
    if (!isObject(raw)) return []
    return Object.entries(raw).map(([mediaType, value]) => {
      const media = isObject(value) ? value : {}
      const where = `${at}/${mediaType.replace(/~/g, '~0').replace(/\//g, '~1')}`
      return {
        mediaType,
        ...(media.schema !== undefined && { schema: this.schemas.read(media.schema, `${where}/schema`) }),
        examples: this.examples(media, where)
      }
    })
  }

  response(raw: unknown, at: string): ResponseBody {
    const { value: response, at: where } = deref(this.resolve, raw, this.file, at)
    return {
      ...(str(response.description) && { description: response.description as string }),
      content: this.content(response.content, `${where}/content`),
      headers: Object.entries(isObject(response.headers) ? response.headers : {}).map(([name, h]) => {
        const { value: header, at: headerAt } = deref(this.resolve, h, this.file, `${where}/headers/${name}`)
        return { name, ...(str(header.description) && { description: header.description as string }), ...(header.schema !== undefined && { schema: this.schemas.read(header.schema, `${headerAt}/schema`) }) }
      })
    }
  }

  parameters(raw: unknown, at: string): ParameterModel[] {
    return asArray(raw).map((entry, i) => {
      const { value: p, at: where } = deref(this.resolve, entry, this.file, `${at}/${i}`)
      const location = p.in as ParameterLocation
      if (!PARAMETER_LOCATIONS.includes(location)) throw new SpecError(this.file, `${where}/in`, `parameter "${String(p.name)}" has an unknown location "${String(p.in)}"`, 'Use path, query, header or cookie.')
      if (typeof p.name !== 'string' || !p.name) throw new SpecError(this.file, where, 'a parameter needs a name')
      return {
        name: p.name,
        in: location,
        required: location === 'path' ? true : p.required === true,
        deprecated: p.deprecated === true,
        ...(str(p.description) && { description: p.description as string }),
        schema: p.schema !== undefined ? this.schemas.read(p.schema, `${where}/schema`) : isObject(p.content) ? (this.content(p.content, `${where}/content`)[0]?.schema ?? {}) : {},
        ...('example' in p && { example: p.example })
      }
    })
  }
}

/** Merges path-level and operation-level parameters (the operation wins), required ones first. */
export function mergeParameters(pathLevel: ParameterModel[], operationLevel: ParameterModel[]): ParameterModel[] {
  const key = (p: ParameterModel) => `${p.in}:${p.name}`
  const merged = new Map(pathLevel.map((p) => [key(p), p]))
  for (const p of operationLevel) merged.set(key(p), p)
  const all = [...merged.values()]
  return [...all.filter((p) => p.required), ...all.filter((p) => !p.required)]
}

function readCodeSamples(raw: unknown): CodeSample[] {
  return asArray(raw)
    .filter(isObject)
    .map((s) => ({ lang: String(s.lang ?? 'text'), label: String(s.label ?? s.lang ?? 'Sample'), source: String(s.source ?? ''), fromSpec: true }))
}

/** The first sentence of a text (at most 120 characters), the summary of an operation that has none. */
export function firstSentence(text: string): string {
  const line = text.trim().split('\n')[0]
  const match = line.match(/^(.{1,120}?[.!?])(\s|$)/)
  return (match ? match[1] : line.slice(0, 120)).trim()
}

export function buildModel(doc: Json, file: string, resolveRef: RefResolver): SpecModel {
  const warnings: string[] = []
  if (!isObject(doc.info)) throw new SpecError(file, pointer('info'), 'the spec has no info object', 'Add info with title and version.')
  const resolve = checked(resolveRef, file)
  const reader = new OperationReader(resolve, file)
  const components = isObject(doc.components) ? doc.components : {}
  const named = (kind: string) => Object.entries(isObject(components[kind]) ? (components[kind] as Json) : {})
  const securitySchemes = Object.fromEntries(
    named('securitySchemes').map(([name, raw]) => {
      const at = pointer('components', 'securitySchemes', name)
      return [name, describeScheme(name, deref(resolve, raw, file, at).value, file, at)]
    })
  )
  for (const { scheme, type, apiKey } of Object.values(securitySchemes))
    if (!apiKey)
      warnings.push(`${file} at ${pointer('components', 'securitySchemes', scheme)}: scheme "${scheme}" is of type ${type}; code samples only send credentials of apiKey schemes, so those of operations using it carry none.`)
  const globalSecurity = readSecurity(doc.security, securitySchemes, file, pointer('security'))
  const schemas = Object.fromEntries(named('schemas').map(([name, raw]) => [name, reader.schemas.read(raw, pointer('components', 'schemas', name))]))
  const responses = Object.fromEntries(named('responses').map(([name, raw]) => [name, reader.response(raw, pointer('components', 'responses', name))]))
  const examples = Object.fromEntries(
    named('examples').map(([name, raw]) => {
      const { summary, value } = reader.example(name, raw, pointer('components', 'examples', name))
      return [name, { value, ...(summary && { summary }) }]
    })
  )
  const servers = readServers(doc.servers)
  const operations: OperationModel[] = []
  const seenIds = new Map<string, string>()
  for (const [path, rawItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    const itemAt = pointer('paths', path)
    const { value: item } = deref(resolve, rawItem, file, itemAt)
    const pathParameters = reader.parameters(item.parameters, `${itemAt}/parameters`)
    for (const method of HTTP_METHODS) {
      const rawOperation = item[method]
      if (!isObject(rawOperation)) continue
      const at = pointer('paths', path, method)
      let id = str(rawOperation.operationId)
      if (!id) {
        id = `${method} ${path}`
        warnings.push(`${file} at ${at}: no operationId; the page slug "${slugify(id)}" was derived from method and path. Add an operationId to keep the URL stable.`)
      }
      const slug = slugify(id)
      if (seenIds.has(slug)) throw new SpecError(file, `${at}/operationId`, `operation "${id}" has the same page slug "${slug}" as ${seenIds.get(slug)}`, 'Give each operation a distinct operationId.')
      seenIds.set(slug, at)
      const parameters = mergeParameters(pathParameters, reader.parameters(rawOperation.parameters, `${at}/parameters`))
      for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]))
        if (!parameters.some((p) => p.in === 'path' && p.name === name))
          throw new SpecError(file, at, `path parameter "{${name}}" is used in the path but not declared`, `Add { name: ${name}, in: path, required: true, schema: { type: string } } to the operation's or the path's parameters.`)
      const description = str(rawOperation.description)
      const summary = str(rawOperation.summary) ?? (description ? firstSentence(description) : `${method.toUpperCase()} ${path}`)
      let requestBody: OperationModel['requestBody']
      if (rawOperation.requestBody !== undefined) {
        const { value: body, at: bodyAt } = deref(resolve, rawOperation.requestBody, file, `${at}/requestBody`)
        requestBody = { required: body.required === true, ...(str(body.description) && { description: body.description as string }), content: reader.content(body.content, `${bodyAt}/content`) }
      }
      const operationResponses = Object.entries(isObject(rawOperation.responses) ? rawOperation.responses : {}).map(([status, raw]): ResponseModel => {
        const ref = isObject(raw) && typeof raw.$ref === 'string' ? componentName(raw.$ref, 'responses') : undefined
        return ref && responses[ref] ? { status, ref, ...responses[ref] } : { status, ...reader.response(raw, `${at}/responses/${status}`) }
      })
      operations.push({
        id,
        slug,
        method,
        path,
        summary,
        ...(description && { description }),
        deprecated: rawOperation.deprecated === true,
        tags: asArray(rawOperation.tags).map(String),
        parameters,
        ...(requestBody && { requestBody }),
        responses: operationResponses,
        security: Array.isArray(rawOperation.security) ? (rawOperation.security.length === 0 ? null : readSecurity(rawOperation.security, securitySchemes, file, `${at}/security`)) : globalSecurity,
        servers: rawOperation.servers ? readServers(rawOperation.servers) : item.servers ? readServers(item.servers) : servers,
        codeSamples: readCodeSamples(rawOperation['x-codeSamples'] ?? rawOperation['x-code-samples']),
        pointer: at
      })
    }
  }
  const info = doc.info as Json
  if (!str(info.title)) throw new SpecError(file, pointer('info', 'title'), 'info.title is missing')
  const declaredTags = asArray(doc.tags).filter(isObject).map((t) => ({ name: String(t.name), ...(str(t.description) && { description: t.description as string }) }))
  const usedTags = [...new Set(operations.flatMap((o) => o.tags))]
  const tags = [...declaredTags.filter((t) => usedTags.includes(t.name)), ...usedTags.filter((name) => !declaredTags.some((t) => t.name === name)).map((name) => ({ name }))]
  return {
    file,
    title: info.title as string,
    version: String(info.version ?? ''),
    ...(str(info.description) && { description: info.description as string }),
    ...(isObject(info.license) && str(info.license.name) && { license: { name: info.license.name as string, ...(str(info.license.url) && { url: info.license.url as string }) } }),
    servers,
    tags,
    securitySchemes,
    security: globalSecurity,
    schemas,
    responses,
    examples,
    operations,
    warnings
  }
}
