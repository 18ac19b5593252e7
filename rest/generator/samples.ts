/**
 * Code samples for an operation: the spec's own (x-codeSamples), then curl,
 * fetch and Python written by httpsnippet from one request built from the
 * spec's examples. The request's template also goes into the page, where the
 * request builder fills it with the reader's values (rest/shared/request.ts).
 */
import { exampleFor } from '../shared/examples'
import { exampleText } from '../shared/labels/panels'
import { asText, buildHarRequest, credentialsOf, EMPTY_BODY, type RequestParameter, type RequestTemplate } from '../shared/request'
import { generatedSamples } from '../shared/snippets'
import { typeLabel } from '../shared/type-label'
import type { CodeSample, OperationModel, SpecModel } from './model/types'

/** The operation's parameters as the request builder shows them (and pages carry them: kept small). */
export const requestParameters = (operation: OperationModel, model: SpecModel): RequestParameter[] =>
  operation.parameters.map((p) => {
    const example = p.required ? (p.example ?? exampleFor(p.schema, model.schemas, 'request')) : undefined
    const type = typeLabel(p.schema)
    return {
      name: p.name,
      in: p.in,
      ...(p.required && p.in !== 'path' && { required: true as const }),
      ...(type !== 'string' && { type }),
      ...(p.schema.enum && { enum: p.schema.enum.map(asText) }),
      ...(example !== undefined && { example: asText(example) })
    }
  })

/** What a request to the operation needs; undefined for a webhook (a request the API sends, not the reader). */
export function requestTemplate(
  operation: OperationModel,
  model: SpecModel,
  parameters = requestParameters(operation, model)
): RequestTemplate | undefined {
  if (operation.webhook) return undefined
  const media = operation.requestBody?.content[0]
  const bodyExample = media && (media.examples[0]?.value ?? (media.schema ? exampleFor(media.schema, model.schemas, 'request') : undefined))
  return {
    method: operation.method,
    path: operation.path,
    parameters,
    credentials: credentialsOf(operation.security, model.securitySchemes),
    servers: operation.servers.map(({ url, variables }) => ({
      url,
      variables: variables.map(({ name, default: value, enum: values }) => ({ name, default: value, ...(values && { enum: values }) }))
    })),
    ...(media && { body: { mediaType: media.mediaType, text: bodyExample === undefined ? EMPTY_BODY : exampleText(bodyExample) } })
  }
}

/** The spec's samples, then those httpsnippet writes; `parameters`: requestParameters, if the caller has them already. */
export function codeSamplesFor(operation: OperationModel, model: SpecModel, parameters?: RequestParameter[]): CodeSample[] {
  const template = requestTemplate(operation, model, parameters)
  if (!template) return operation.codeSamples
  const generated = generatedSamples(buildHarRequest(template)).map((sample) => ({ ...sample, fromSpec: false }))
  return [...operation.codeSamples, ...generated]
}
