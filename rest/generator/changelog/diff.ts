/**
 * Two versions of a spec (their surfaces, surface.ts) → what changed in its operations and named
 * schemas, each change marked breaking or not. Pure: the tests pin each rule with a fixture pair.
 *
 * Breaking means a client written against the older version may fail against the newer one. Named
 * schemas are shared by requests and responses, so one rule set applies to every schema, and it errs
 * towards "breaking" (a required property added breaks a client that sends the schema).
 */
import type { ApiSurface, OperationSurface, ParameterSurface } from './surface'
import { isRecord, type Json } from '../model/json'

/** The rules, in the words the changelog page shows them (one list: the page renders this one). */
export const BREAKING_RULES = [
  'an operation or a named schema is removed',
  'a required parameter is added, or a parameter is made required',
  'a required request body is added, or the request body is made required',
  'a media type of a request body or a response is removed',
  'a success (2xx) response is removed',
  'a property is removed from a schema, a required property is added, or a property is made required',
  'a type changes (a schema, a property, a parameter or array items), or a schema reference points to another schema',
  'an enum value is removed, or the values of a schema are limited to an enum',
  'the authentication an operation requires changes'
] as const

export interface ChangeDetail {
  /** Where in the operation or schema (spec names: data, shown as code); absent for the whole thing. */
  at?: string
  /** What happened, in the generator's own words. */
  change: string
  /** Values the change is about (enum values, old and new types): data, shown as code. */
  values?: string[]
  breaking: boolean
}

export interface Change {
  kind: 'operation' | 'schema'
  action: 'added' | 'removed' | 'changed'
  /** An operation key (surface.ts operationKey) or a schema name. */
  key: string
  /** The operation's summary in the version that has it (the newer one unless removed). */
  summary?: string
  breaking: boolean
  details: ChangeDetail[]
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const detail = (change: string, breaking: boolean, at?: string, values?: string[]): ChangeDetail => ({
  ...(at !== undefined && { at }),
  change,
  ...(values && { values }),
  breaking
})
const join = (at: string | undefined, part: string) => (at ? `${at}${part.startsWith('[') ? '' : '.'}${part}` : part)

/** The types a schema allows, `nullable` included, as one comparable label. */
function typeLabel(schema: Json): string | undefined {
  const types = Array.isArray(schema.type) ? [...schema.type] : typeof schema.type === 'string' ? [schema.type] : []
  if (schema.nullable === true && !types.includes('null')) types.push('null')
  return types.length ? types.map(String).sort().join(' | ') : undefined
}
const refName = (ref: unknown) => (typeof ref === 'string' ? ref.split('/').pop()! : undefined)
const HANDLED = ['$ref', 'type', 'nullable', 'enum', 'properties', 'required', 'items']

/** What changed between two schemas (`at` names the place for the reader), appended to `out`. */
function schemaChanges(before: unknown, after: unknown, at: string | undefined, out: ChangeDetail[] = []): ChangeDetail[] {
  if (same(before, after)) return out
  if (!isRecord(before) || !isRecord(after)) {
    out.push(detail('schema replaced', true, at))
    return out
  }
  if (before.$ref !== after.$ref) {
    const label = (s: Json) => refName(s.$ref) ?? typeLabel(s) ?? 'any'
    out.push(detail('type changed', true, at, [label(before), label(after)]))
    return out
  }
  const [typeBefore, typeAfter] = [typeLabel(before), typeLabel(after)]
  if (typeBefore !== typeAfter) out.push(detail('type changed', true, at, [typeBefore ?? 'any', typeAfter ?? 'any']))
  const enumBefore = Array.isArray(before.enum) ? before.enum.map((v) => JSON.stringify(v)) : []
  const enumAfter = Array.isArray(after.enum) ? after.enum.map((v) => JSON.stringify(v)) : []
  const removedValues = Array.isArray(after.enum) ? enumBefore.filter((v) => !enumAfter.includes(v)) : []
  const addedValues = Array.isArray(before.enum) ? enumAfter.filter((v) => !enumBefore.includes(v)) : []
  if (removedValues.length)
    out.push(detail(removedValues.length > 1 ? 'enum values removed' : 'enum value removed', true, at, removedValues))
  if (addedValues.length) out.push(detail(addedValues.length > 1 ? 'enum values added' : 'enum value added', false, at, addedValues))
  if (!Array.isArray(before.enum) && Array.isArray(after.enum)) out.push(detail('values limited to an enum', true, at, enumAfter))
  const propsBefore = isRecord(before.properties) ? before.properties : {}
  const propsAfter = isRecord(after.properties) ? after.properties : {}
  const required = (s: Json) => new Set(Array.isArray(s.required) ? s.required.map(String) : [])
  const [reqBefore, reqAfter] = [required(before), required(after)]
  for (const name of Object.keys(propsBefore)) if (!(name in propsAfter)) out.push(detail('property removed', true, join(at, name)))
  for (const [name, schema] of Object.entries(propsAfter)) {
    const place = join(at, name)
    if (!(name in propsBefore)) {
      out.push(reqAfter.has(name) ? detail('required property added', true, place) : detail('optional property added', false, place))
      continue
    }
    if (!reqBefore.has(name) && reqAfter.has(name)) out.push(detail('property made required', true, place))
    if (reqBefore.has(name) && !reqAfter.has(name)) out.push(detail('property made optional', false, place))
    schemaChanges(propsBefore[name], schema, place, out)
  }
  if (before.items !== undefined || after.items !== undefined) schemaChanges(before.items ?? {}, after.items ?? {}, join(at, '[]'), out)
  const rest = (s: Json) => Object.fromEntries(Object.entries(s).filter(([k]) => !HANDLED.includes(k)))
  if (!same(rest(before), rest(after))) out.push(detail('description or other details changed', false, at))
  return out
}

const parameterPlace = (p: ParameterSurface) => `${p.in} parameter ${p.name}`
const isSuccess = (status: string) => /^2(\d\d|XX)$/i.test(status)

function contentChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  place: string,
  out: ChangeDetail[]
): ChangeDetail[] {
  for (const type of Object.keys(before)) if (!(type in after)) out.push(detail('media type removed', true, place, [type]))
  for (const [type, schema] of Object.entries(after)) {
    if (!(type in before)) out.push(detail('media type added', false, place, [type]))
    else schemaChanges(before[type], schema, `${place} (${type})`, out)
  }
  return out
}

/** What changed in one operation between two versions. */
function operationChanges(before: OperationSurface, after: OperationSurface): ChangeDetail[] {
  const out: ChangeDetail[] = []
  const key = (p: ParameterSurface) => `${p.in} ${p.name}`
  const paramsBefore = new Map(before.parameters.map((p) => [key(p), p]))
  const paramsAfter = new Map(after.parameters.map((p) => [key(p), p]))
  for (const [k, p] of paramsBefore) if (!paramsAfter.has(k)) out.push(detail('parameter removed', false, parameterPlace(p)))
  for (const [k, p] of paramsAfter) {
    const old = paramsBefore.get(k)
    if (!old) {
      out.push(
        p.required
          ? detail('required parameter added', true, parameterPlace(p))
          : detail('optional parameter added', false, parameterPlace(p))
      )
      continue
    }
    if (!old.required && p.required) out.push(detail('parameter made required', true, parameterPlace(p)))
    if (old.required && !p.required) out.push(detail('parameter made optional', false, parameterPlace(p)))
    schemaChanges(old.schema, p.schema, parameterPlace(p), out)
    if (!same(old.rest, p.rest)) out.push(detail('description or other details changed', false, parameterPlace(p)))
  }
  const [bodyBefore, bodyAfter] = [before.requestBody, after.requestBody]
  if (!bodyBefore && bodyAfter)
    out.push(bodyAfter.required ? detail('required request body added', true) : detail('optional request body added', false))
  else if (bodyBefore && !bodyAfter) out.push(detail('request body removed', false))
  else if (bodyBefore && bodyAfter) {
    if (!bodyBefore.required && bodyAfter.required) out.push(detail('request body made required', true))
    if (bodyBefore.required && !bodyAfter.required) out.push(detail('request body made optional', false))
    contentChanges(bodyBefore.content, bodyAfter.content, 'request body', out)
    if (!same(bodyBefore.rest, bodyAfter.rest)) out.push(detail('description or other details changed', false, 'request body'))
  }
  for (const status of Object.keys(before.responses))
    if (!(status in after.responses))
      out.push(
        isSuccess(status)
          ? detail('success response removed', true, `response ${status}`)
          : detail('response removed', false, `response ${status}`)
      )
  for (const [status, response] of Object.entries(after.responses)) {
    const old = before.responses[status]
    if (!old) {
      out.push(detail('response added', false, `response ${status}`))
      continue
    }
    contentChanges(old.content, response.content, `response ${status}`, out)
    if (!same(old.rest, response.rest)) out.push(detail('description or other details changed', false, `response ${status}`))
  }
  if (!same(before.security, after.security)) out.push(detail('authentication requirements changed', true))
  if (!before.deprecated && after.deprecated) out.push(detail('deprecated', false))
  if (before.deprecated && !after.deprecated) out.push(detail('no longer deprecated', false))
  if (!same(before.rest, after.rest)) out.push(detail('summary, description or other details changed', false))
  return out
}

const anyBreaking = (details: ChangeDetail[]) => details.some((d) => d.breaking)

/** Every change from `before` to `after`: operations, then named schemas; each in the newer version's order, removed ones last. */
export function diffSurfaces(before: ApiSurface, after: ApiSurface): Change[] {
  const changes: Change[] = []
  for (const [key, op] of Object.entries(after.operations)) {
    const old = before.operations[key]
    if (!old) {
      changes.push({ kind: 'operation', action: 'added', key, summary: op.summary, breaking: false, details: [] })
      continue
    }
    const details = operationChanges(old, op)
    if (details.length)
      changes.push({ kind: 'operation', action: 'changed', key, summary: op.summary, breaking: anyBreaking(details), details })
  }
  for (const [key, op] of Object.entries(before.operations))
    if (!(key in after.operations))
      changes.push({ kind: 'operation', action: 'removed', key, summary: op.summary, breaking: true, details: [] })
  for (const [name, schema] of Object.entries(after.schemas)) {
    if (!(name in before.schemas)) {
      changes.push({ kind: 'schema', action: 'added', key: name, breaking: false, details: [] })
      continue
    }
    const details = schemaChanges(before.schemas[name], schema, undefined)
    if (details.length) changes.push({ kind: 'schema', action: 'changed', key: name, breaking: anyBreaking(details), details })
  }
  for (const name of Object.keys(before.schemas))
    if (!(name in after.schemas)) changes.push({ kind: 'schema', action: 'removed', key: name, breaking: true, details: [] })
  return changes
}
