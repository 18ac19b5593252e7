/**
 * model → the JSON the React components receive (its shapes are in
 * rest/shared/data-types.ts). A page carries everything it renders and
 * nothing else: its parameters and bodies, the named schemas it shows
 * expanded (the ones its bodies are), examples and types worked out here.
 * Any other named schema is a link to that schema's own page, so a page's
 * size does not grow with the spec. What every page of a spec shows the
 * same (title, servers, security schemes) is its `spec` export, alike on each.
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
  SchemaPageData,
  SchemeData,
  SecurityData,
  ServerData,
  SpecData,
  SpecSummary,
  SpecTypes
} from '../shared/data-types'
import { EXAMPLE_BUDGET_CHARACTERS, exampleFor } from '../shared/examples'
import type { Direction } from '../shared/schema-view'
import { saysNothingOfBody, UNDOCUMENTED_RESPONSE_TYPE } from '../shared/labels/operation'
import { exampleText } from '../shared/labels/panels'
import { schemaExampleText } from '../shared/labels/schema-page'
import { framedItems, streamKind } from '../shared/media-types'
import type { RequestParameter } from '../shared/request'
import { requestTemplateOf, type SpecRequestData } from '../shared/request-template'
import type { SchemaNode } from '../shared/schema'
import { markdownHtml } from './escape'
import { codeSamplesFor, valueSchemaOf } from './samples'
import { credentialsNote } from './credentials-note'
import { repeatsExample } from './repeated-example'
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
import { operationTypeCode, typeIdentifier } from './type-code'

const html = (text: string | undefined) => (text ? { descriptionHtml: markdownHtml(text) } : {})

/** A spec's named schemas and their pages' slugs (model/slug.ts schemaSlugs). */
export interface SchemaPages {
  slugs: Map<string, string>
  schemas: Record<string, SchemaNode>
}

/** What a reference shows of the schema it names, besides a link: the flags the tree marks it with. */
const FLAGS = ['nullable', 'readOnly', 'writeOnly', 'deprecated'] as const
const flagsOf = (schema: SchemaNode | undefined) => Object.fromEntries(FLAGS.filter((flag) => schema?.[flag]).map((flag) => [flag, true]))

/** A schema for the components; a reference to a named schema says which page shows it, and carries its flags. */
function schemaData(node: SchemaNode, pages: SchemaPages): SchemaData {
  const { description, properties, additionalProperties, items, oneOf, anyOf, allOf, not, ...rest } = node
  const child = (schema: SchemaNode) => schemaData(schema, pages)
  const page = node.ref ? pages.slugs.get(node.ref) : undefined
  return {
    ...(node.ref && flagsOf(pages.schemas[node.ref])),
    ...rest,
    ...(page && { refPage: page }),
    ...html(description),
    ...(properties && { properties: properties.map((p) => ({ ...p, schema: child(p.schema) })) }),
    ...(additionalProperties !== undefined && {
      additionalProperties: typeof additionalProperties === 'boolean' ? additionalProperties : child(additionalProperties)
    }),
    ...(items && { items: child(items) }),
    ...(oneOf && { oneOf: oneOf.map(child) }),
    ...(anyOf && { anyOf: anyOf.map(child) }),
    ...(allOf && { allOf: allOf.map(child) }),
    ...(not && { not: child(not) })
  }
}

/** The named schemas a tree shows expanded: the one its root is or is an array of, and its root's variants (SchemaTree's rule). */
function expandedNames(node: SchemaNode): string[] {
  const root = node.ref ?? node.items?.ref
  const variants = [...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])].flatMap((v) => v.ref ?? [])
  return root ? [root] : variants
}

const serverData = (server: ServerModel): ServerData => ({
  url: server.url,
  ...(server.name && { name: server.name }),
  ...html(server.description),
  variables: server.variables.map(({ description, ...variable }) => ({ ...variable, ...html(description) }))
})

const schemeData = ({
  scheme,
  type,
  details,
  description,
  apiKey,
  httpScheme,
  flows,
  metadataUrl,
  deprecated
}: SecurityModel): SchemeData => ({
  scheme,
  type,
  details,
  ...html(description),
  ...(apiKey && { apiKey }),
  ...(httpScheme && { httpScheme }),
  ...(flows && { flows }),
  ...(metadataUrl && { metadataUrl }),
  ...(deprecated && { deprecated })
})
const securityData = (security: SecurityModel[][] | null): SecurityData =>
  security && security.map((alternative) => alternative.map(({ scheme, scopes }) => ({ scheme, scopes })))

/** What a page's data is made with: the spec's model and where its named schemas' pages are. */
interface PageContext {
  model: SpecModel
  pages: SchemaPages
}

/**
 * The spec's examples of a body (the model has already read named ones), else one made from the schema.
 * A stream's example is shown as the stream sends it (media-types.ts framedItems): text as written, data as
 * its items (a list: each), an example made from the schema of each item (`itemSchema`) as one item.
 */
function examplesOf(media: MediaModel, model: SpecModel, direction: Direction): ExampleData[] {
  const kind = streamKind(media.mediaType)
  const text = (value: unknown, serialized?: true) =>
    kind && !serialized && typeof value !== 'string' ? framedItems(kind, Array.isArray(value) ? value : [value]) : exampleText(value)
  if (media.examples.length)
    return media.examples.map(({ name, summary, value, serialized }: ExampleModel) => ({
      name,
      ...(summary && { summary }),
      ...withinBudget(text(value, serialized))
    }))
  const item = kind && media.itemSchema ? exampleFor(media.itemSchema, model.schemas, direction) : undefined
  const value = item !== undefined ? [item] : media.schema ? exampleFor(media.schema, model.schemas, direction) : undefined
  return value === undefined ? [] : [{ name: 'example', text: text(value), generated: true }]
}

/**
 * A written example as the page carries it: whole within the budget of a made one, else its beginning, cut at a
 * line, and its whole length (the page then points to the spec file for the rest). Pages stay bounded.
 */
function withinBudget(text: string): { text: string; cutFrom?: number } {
  if (text.length <= EXAMPLE_BUDGET_CHARACTERS) return { text }
  const cut = text.lastIndexOf('\n', EXAMPLE_BUDGET_CHARACTERS)
  return { text: text.slice(0, cut > 0 ? cut : EXAMPLE_BUDGET_CHARACTERS), cutFrom: text.length }
}

const mediaData = (media: MediaModel, others: string[], { model, pages }: PageContext, direction: Direction): MediaData => {
  const examples = examplesOf(media, model, direction)
  return {
    mediaType: media.mediaType,
    ...(others.length > 0 && { otherMediaTypes: others }),
    ...(media.schema && { schema: schemaData(media.schema, pages) }),
    ...(media.itemSchema && { itemSchema: schemaData(media.itemSchema, pages) }),
    ...(examples.length > 0 && { examples }),
    ...(media.schema && repeatsExample(media.schema, model.schemas, examples) && { treeOmitsExample: true as const })
  }
}
/**
 * A body's media types, those with the same schema and examples as one (MediaData.otherMediaTypes):
 * a spec may accept a hundred upload types of one body, which the page then carries and shows once.
 */
function contentData(content: MediaModel[], context: PageContext, direction: Direction): MediaData[] {
  const groups = new Map<string, { media: MediaModel; others: string[] }>()
  for (const media of content) {
    // Streams of different kinds frame the same items differently: they share a body only with their own kind.
    const key = JSON.stringify([media.schema, media.itemSchema, media.examples, streamKind(media.mediaType)])
    const group = groups.get(key)
    if (group) group.others.push(media.mediaType)
    else groups.set(key, { media, others: [] })
  }
  return [...groups.values()].map(({ media, others }) => mediaData(media, others, context, direction))
}

const responseData = (response: ResponseBody, context: PageContext): ResponseData => ({
  ...(response.summary && { summary: response.summary }),
  ...html(response.description),
  ...(response.content.length > 0 && { content: contentData(response.content, context, 'response') }),
  ...(response.headers.length > 0 && {
    headers: response.headers.map(({ name, description, schema }) => ({
      name,
      ...html(description),
      ...(schema && { schema: schemaData(schema, context.pages) })
    }))
  })
})

/** Types whose values are one value, with nothing inside to show in a tree. */
const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null'])

/**
 * Parameters worth a schema tree: objects and arrays, and named schemas, unless a named schema is a scalar
 * (a string with a description): its table row says what it is and links to its page, which says the rest
 * once; a tree under every operation said it again and cost the page the tree's code.
 */
const needsTree = (p: ParameterModel, model: SpecModel) => {
  if (p.schema.properties || p.schema.items) return true
  if (!p.schema.ref) return false
  const named = valueSchemaOf(p.schema, model)
  const inside = named.properties || named.additionalProperties || named.items || named.allOf || named.oneOf || named.anyOf || named.not
  return Boolean(inside) || !(named.type ?? []).every((type) => SCALAR_TYPES.has(type))
}
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

/** An operation's responses by status code, a named one looked up in the spec (undefined if it has none of that name). */
export const operationResponses = (operation: OperationModel, model: SpecModel) =>
  operation.responses.map(({ status, ref, ...own }) => [status, ref ? model.responses[ref] : own] as const)

/** The data of one operation page: everything it renders; `parameters`: requestParameters (samples.ts). */
export function operationData(
  operation: OperationModel,
  model: SpecModel,
  pages: SchemaPages,
  types: SpecTypes,
  parameters: RequestParameter[]
): OperationData {
  const context = { model, pages }
  const withTree = operation.parameters.map((p) => needsTree(p, model))
  const complex = operation.parameters.filter((_, i) => withTree[i])
  const responses = operationResponses(operation, model)
  const trees = [
    ...complex.map((p) => p.schema),
    ...[...(operation.requestBody?.content ?? []), ...responses.flatMap(([, body]) => body?.content ?? [])].flatMap((m) => [
      ...(m.schema ? [m.schema] : []),
      ...(m.itemSchema ? [m.itemSchema] : [])
    ])
  ]
  const expanded = new Set(trees.flatMap(expandedNames).filter((name) => name in model.schemas))
  const request = {
    id: operation.id,
    method: operation.method,
    path: operation.path,
    ...(operation.webhook && { webhook: true as const }),
    ...(operation.deprecated && { deprecated: true as const }),
    ...(operation.labels && { labels: operation.labels }),
    ...(!same(operation.security, model.security) && { security: securityData(operation.security) }),
    ...(!same(operation.servers, model.servers) && { servers: operation.servers.map(serverData) }),
    ...(parameters.length > 0 && {
      parameters: parameters.map((p, i) => ({
        ...p,
        ...(withTree[i] && { schema: schemaData(operation.parameters[i].schema, pages) })
      }))
    }),
    ...(operation.requestBody && {
      requestBody: {
        required: operation.requestBody.required,
        content: contentData(operation.requestBody.content, context, 'request')
      }
    }),
    responses: Object.fromEntries(responses.map(([status, body]) => [status, body ? responseData(body, context) : {}]))
  }
  // The samples are written from the request the page carries, as the request builder reads it.
  const specRequest = specRequestData(model)
  const samples = codeSamplesFor(operation, operation.webhook ? undefined : requestTemplateOf(request, specRequest))
  const note = credentialsNote(request, specRequest)
  return {
    ...request,
    ...(note && { credentialsNote: note }),
    codeSamples: sampleData(samples),
    ...(expanded.size > 0 && {
      schemas: Object.fromEntries([...expanded].sort().map((name) => [name, schemaData(model.schemas[name], pages)]))
    }),
    typeCode: withUndocumentedNote(operationTypeCode(operation.id, types, operation.pointer), request.responses)
  }
}

/**
 * openapi-typescript types a response that declares no content as having none (`content?: never`), where the
 * page says the response is not documented: a note under the types says that this only means none is declared,
 * rather than let them promise an empty body.
 */
function withUndocumentedNote(code: string, responses: OperationData['responses']): string {
  const undocumented = Object.entries(responses).some(([status, response]) => saysNothingOfBody(status, response.content))
  return code && undocumented ? `${code}\n\n// ${UNDOCUMENTED_RESPONSE_TYPE}` : code
}

/** An empty object or list (a list has no keys either). */
const isEmpty = (value: unknown) => value !== null && typeof value === 'object' && Object.keys(value).length === 0

/** The data of a named schema's page. */
export function schemaPageData(name: string, model: SpecModel, pages: SchemaPages, types: SpecTypes): SchemaPageData {
  const generated = exampleFor({ ref: name }, model.schemas, 'response')
  // An empty object or list shows none of the schema (every property untyped, say): no example says as much.
  const example = isEmpty(generated) ? undefined : generated
  const declaration = types.schemas[name]
  const parts = (model.schemas[name].allOf ?? []).flatMap((part) => part.ref ?? []).filter((part) => part in model.schemas)
  return {
    name,
    schema: schemaData(model.schemas[name], pages),
    ...(parts.length > 0 && { schemas: Object.fromEntries(parts.map((part) => [part, schemaData(model.schemas[part], pages)])) }),
    ...(example !== undefined && { example }),
    ...(example !== undefined &&
      repeatsExample(model.schemas[name], {}, [{ text: schemaExampleText(example) }]) && {
        treeOmitsExample: true as const
      }),
    ...(declaration !== undefined && { typeCode: `type ${typeIdentifier(name)} = ${declaration}` })
  }
}

const mapValues = <T, U>(record: Record<string, T>, fn: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(v)]))

/** What every request of a spec reads of the spec: its servers, security and schemes. */
const specRequestData = (model: SpecModel): SpecRequestData => ({
  servers: model.servers.map(serverData),
  security: securityData(model.security),
  securitySchemes: mapValues(model.securitySchemes, schemeData)
})

/** What every page of a spec shows the same, written once per spec. */
export function specData(model: SpecModel, source: { file: string; folder: string }): SpecData {
  return {
    title: model.title,
    version: model.version,
    license: model.license ? { name: model.license.name } : null,
    ...specRequestData(model),
    download: `/openapi/${source.file}`,
    file: source.file,
    folder: source.folder
  }
}

export const specSummary = (model: SpecModel, config: { file: string; folder: string; infoSlug: string; label: string }): SpecSummary => ({
  folder: config.folder,
  infoSlug: config.infoSlug,
  label: config.label,
  title: model.title,
  version: model.version,
  ...specRequestData(model),
  operations: model.operations.length,
  download: `/openapi/${config.file}`
})
