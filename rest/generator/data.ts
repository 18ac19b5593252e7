/**
 * model → the JSON the React components receive (its shapes are in
 * rest/shared/data-types.ts). What a spec shares (named schemas, responses and
 * examples, security schemes, servers, types) is written once per spec in
 * spec.json and looked up by name; a page carries only what is its own.
 * Descriptions become safe HTML here (escape.ts), the components never see
 * Markdown.
 */
import type {
  ExampleData,
  MediaData,
  OperationData,
  ResponseData,
  SampleData,
  SchemaData,
  SchemeData,
  SecurityData,
  ServerData,
  SpecData,
  SpecSummary,
  SpecTypes
} from '../shared/data-types'
import type { RequestParameter } from '../shared/request'
import type { SchemaNode } from '../shared/schema'
import { markdownHtml } from './escape'
import type {
  CodeSample,
  ExampleModel,
  MediaModel,
  OperationModel,
  ParameterModel,
  ResponseBody,
  SecurityModel,
  ServerModel,
  SpecModel
} from './model/types'

const html = (text: string | undefined) => (text ? { descriptionHtml: markdownHtml(text) } : {})

export function schemaData(node: SchemaNode): SchemaData {
  const { description, properties, additionalProperties, items, oneOf, anyOf, allOf, not, ...rest } = node
  return {
    ...rest,
    ...html(description),
    ...(properties && { properties: properties.map((p) => ({ ...p, schema: schemaData(p.schema) })) }),
    ...(additionalProperties !== undefined && {
      additionalProperties: typeof additionalProperties === 'boolean' ? additionalProperties : schemaData(additionalProperties)
    }),
    ...(items && { items: schemaData(items) }),
    ...(oneOf && { oneOf: oneOf.map(schemaData) }),
    ...(anyOf && { anyOf: anyOf.map(schemaData) }),
    ...(allOf && { allOf: allOf.map(schemaData) }),
    ...(not && { not: schemaData(not) })
  }
}

export const serverData = (server: ServerModel): ServerData => ({
  url: server.url,
  ...html(server.description),
  variables: server.variables.map(({ description, ...variable }) => ({ ...variable, ...html(description) }))
})

const schemeData = ({ scheme, type, details, description, apiKey }: SecurityModel): SchemeData => ({
  scheme,
  type,
  details,
  ...html(description),
  ...(apiKey && { apiKey })
})
export const securityData = (security: SecurityModel[][] | null): SecurityData =>
  security && security.map((alternative) => alternative.map(({ scheme, scopes }) => ({ scheme, scopes })))

const exampleData = ({ name, summary, value, ref }: ExampleModel): ExampleData =>
  ref ? { name, ref } : { name, ...(summary && { summary }), value }
const mediaData = (media: MediaModel): MediaData => ({
  mediaType: media.mediaType,
  ...(media.schema && { schema: schemaData(media.schema) }),
  ...(media.examples.length > 0 && { examples: media.examples.map(exampleData) })
})
const responseData = (response: ResponseBody): ResponseData => ({
  ...html(response.description),
  ...(response.content.length > 0 && { content: response.content.map(mediaData) }),
  ...(response.headers.length > 0 && {
    headers: response.headers.map(({ name, description, schema }) => ({
      name,
      ...html(description),
      ...(schema && { schema: schemaData(schema) })
    }))
  })
})

/** Parameters whose schema is worth a tree (objects, arrays, named schemas). */
export const needsTree = (p: ParameterModel) => Boolean(p.schema.ref || p.schema.properties || p.schema.items)
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Tab labels must differ (they key the tabs): a label used more than once is
 * numbered, and samples from the spec say so.
 */
export function sampleData(samples: CodeSample[]): SampleData[] {
  const labelOf = (s: CodeSample) => s.label.trim() || s.lang.trim() || 'Sample'
  const counts = new Map<string, number>()
  for (const s of samples) counts.set(labelOf(s), (counts.get(labelOf(s)) ?? 0) + 1)
  const seen = new Map<string, number>()
  return samples.map((s) => {
    const label = labelOf(s)
    const n = (seen.get(label) ?? 0) + 1
    seen.set(label, n)
    return {
      lang: s.lang,
      label: counts.get(label)! > 1 ? `${label} (${n})` : label,
      source: s.source,
      ...(s.fromSpec && { fromSpec: true as const })
    }
  })
}

/** The data of one operation page: its own parts, and names for what the spec shares. */
export function operationData(
  operation: OperationModel,
  model: SpecModel,
  samples: CodeSample[],
  parameters: RequestParameter[]
): OperationData {
  return {
    id: operation.id,
    method: operation.method,
    path: operation.path,
    ...(operation.webhook && { webhook: true as const }),
    ...(operation.deprecated && { deprecated: true as const }),
    ...(!same(operation.security, model.security) && { security: securityData(operation.security) }),
    ...(!same(operation.servers, model.servers) && { servers: operation.servers.map(serverData) }),
    ...(parameters.length > 0 && {
      parameters: parameters.map((p, i) => ({
        ...p,
        ...(needsTree(operation.parameters[i]) && { schema: schemaData(operation.parameters[i].schema) })
      }))
    }),
    ...(operation.requestBody && {
      requestBody: { required: operation.requestBody.required, content: operation.requestBody.content.map(mediaData) }
    }),
    responses: Object.fromEntries(operation.responses.map(({ status, ref, ...response }) => [status, ref ?? responseData(response)])),
    codeSamples: sampleData(samples)
  }
}

const mapValues = <T, U>(record: Record<string, T>, fn: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(v)]))

/** Shared per spec: everything pages look up by name instead of inlining. */
export function specData(model: SpecModel, source: { file: string; folder: string; source: string }, types: SpecTypes): SpecData {
  return {
    $comment: `generated from ${source.source} — do not edit`,
    title: model.title,
    version: model.version,
    license: model.license ? { name: model.license.name } : null,
    servers: model.servers.map(serverData),
    security: securityData(model.security),
    securitySchemes: mapValues(model.securitySchemes, schemeData),
    download: `/openapi/${source.file}`,
    file: source.file,
    folder: source.folder,
    schemas: mapValues(model.schemas, schemaData),
    responses: mapValues(model.responses, responseData),
    examples: model.examples,
    types
  }
}

export const specSummary = (model: SpecModel, config: { file: string; folder: string; infoSlug: string; label: string }): SpecSummary => ({
  folder: config.folder,
  infoSlug: config.infoSlug,
  label: config.label,
  title: model.title,
  version: model.version,
  servers: model.servers.map(serverData),
  security: securityData(model.security),
  securitySchemes: mapValues(model.securitySchemes, schemeData),
  operations: model.operations.length,
  download: `/openapi/${config.file}`
})
