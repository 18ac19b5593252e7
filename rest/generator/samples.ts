/**
 * Code samples for an operation: the spec's own (x-codeSamples), then curl,
 * fetch and Python written by httpsnippet from the page's request
 * (rest/shared/request-template.ts), which the request builder then fills
 * with the reader's values.
 */
import { declaredValueOf } from '../shared/examples'
import { asText, buildHarRequest, type RequestParameter, type RequestTemplate } from '../shared/request'
import { generatedSamples } from '../shared/snippets'
import { typeLabel } from '../shared/type-label'
import type { CodeSample, OperationModel, SpecModel } from './model/types'
import type { SchemaNode } from '../shared/schema'
import { isRecord } from '../../lib/is-record'

/**
 * A `querystring` parameter's example (OpenAPI 3.2) as the query it stands for: text as written (without a
 * leading `?`), data form-encoded (`application/x-www-form-urlencoded`, a list as one pair per item).
 */
export function queryStringOf(value: unknown): string {
  if (typeof value === 'string') return value.replace(/^\?/, '')
  const query = new URLSearchParams()
  if (isRecord(value))
    for (const [name, item] of Object.entries(value)) for (const one of Array.isArray(item) ? item : [item]) query.append(name, asText(one))
  return query.toString()
}

/**
 * A parameter's value as the spec gives it: its example, else its schema's example, constant, default or first
 * listed value. None made up from its type: without one, the samples keep a `{name}` placeholder.
 */
function specValueOf({ example, schema }: OperationModel['parameters'][number], model: SpecModel): unknown {
  const named = valueSchemaOf(schema, model)
  return example ?? named.example ?? declaredValueOf(named)
}

/** The schema a parameter's values follow: a named schema's own, where the parameter refers to one (its enum, default, example). */
export const valueSchemaOf = (schema: SchemaNode, model: SpecModel): SchemaNode =>
  schema.ref ? (model.schemas[schema.ref] ?? schema) : schema

/** The operation's parameters as the request builder shows them (and pages carry them: kept small). */
export const requestParameters = (operation: OperationModel, model: SpecModel): RequestParameter[] =>
  operation.parameters.map((p) => {
    const example = p.required ? specValueOf(p, model) : undefined
    const type = typeLabel(p.schema)
    const values = valueSchemaOf(p.schema, model).enum
    return {
      name: p.name,
      in: p.in,
      ...(p.required && p.in !== 'path' && { required: true as const }),
      ...(type !== 'string' && { type }),
      ...(values && { enum: values.map(asText) }),
      ...(example !== undefined && { example: p.in === 'querystring' ? queryStringOf(example) : asText(example) })
    }
  })

/** The spec's samples, then those httpsnippet writes from the page's request (none for a webhook: the API sends it). */
export function codeSamplesFor(operation: OperationModel, request: RequestTemplate | undefined): CodeSample[] {
  if (!request) return operation.codeSamples
  const generated = generatedSamples(buildHarRequest(request), undefined, request.reads).map((sample) => ({
    ...sample,
    fromSpec: false
  }))
  return [...operation.codeSamples, ...generated]
}
