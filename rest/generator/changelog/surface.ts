/**
 * An OpenAPI document → the parts of it a changelog compares: its operations and its named schemas.
 * Cheap on purpose (it runs on every historical version of every spec): no validation, no bundling;
 * local `$ref`s to parameters, request bodies and responses are followed within the document, and
 * schemas keep their `$ref`s, so a change of a named schema is reported once, on that schema.
 */
import { pathItemOperations } from '../../shared/http-methods'
import { asArray, isRecord, str, type Json } from '../model/json'

export interface ParameterSurface {
  name: string
  in: string
  required: boolean
  schema: unknown
  /** Everything else (description, examples…): compared only to say "details changed". */
  rest: unknown
}

export interface OperationSurface {
  /** As OperationModel.method holds it: a fixed field's (`get`, `query`) or an additional operation's (`LINK`). */
  method: string
  path: string
  webhook: boolean
  summary?: string
  parameters: ParameterSurface[]
  requestBody?: { required: boolean; content: Record<string, unknown>; rest: unknown }
  /** Status → media type → schema. */
  responses: Record<string, { content: Record<string, unknown>; rest: unknown }>
  /** The security that applies (the operation's own, else the document's). */
  security: unknown
  deprecated: boolean
  rest: unknown
}

export interface ApiSurface {
  /** Keyed by operationKey. */
  operations: Record<string, OperationSurface>
  schemas: Record<string, unknown>
}

/** How an operation is known across versions: its method and path (a webhook: its name), not its operationId. */
export const operationKey = (op: { method: string; path: string; webhook?: boolean }) =>
  `${op.webhook ? 'webhook ' : ''}${op.method.toUpperCase()} ${op.path}`

/** Follows a local `$ref` (`#/components/…`); anything else (external, broken) stays as it is. */
function follow(doc: Json, value: unknown, depth = 0): unknown {
  if (!isRecord(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/') || depth > 20) return value
  let node: unknown = doc
  for (const part of value.$ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~')
    node = isRecord(node) ? node[key] : undefined
  }
  return node === undefined ? value : follow(doc, node, depth + 1)
}

const without = (value: Json, ...keys: string[]) => Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)))

function contentOf(doc: Json, value: unknown): Record<string, unknown> {
  const content = isRecord(value) && isRecord(value.content) ? value.content : {}
  // A media type may be a reference to a reusable one (components.mediaTypes, OpenAPI 3.2).
  return Object.fromEntries(
    Object.entries(content).map(([type, raw]) => {
      const media = follow(doc, raw)
      return [type, isRecord(media) ? (media.schema ?? media.itemSchema ?? null) : null]
    })
  )
}

function parameters(doc: Json, list: unknown[]): ParameterSurface[] {
  return list
    .map((raw) => follow(doc, raw))
    .filter(isRecord)
    .map((p) => ({
      name: String(p.name ?? ''),
      in: String(p.in ?? ''),
      required: p.required === true,
      schema: p.schema ?? null,
      rest: without(p, 'name', 'in', 'required', 'schema')
    }))
}

export function apiSurface(doc: Json): ApiSurface {
  const operations: Record<string, OperationSurface> = {}
  const items = [
    ...Object.entries(isRecord(doc.paths) ? doc.paths : {}).map(([path, item]) => ({ path, item, webhook: false })),
    ...Object.entries(isRecord(doc.webhooks) ? doc.webhooks : {}).map(([path, item]) => ({ path, item, webhook: true }))
  ]
  for (const { path, item: rawItem, webhook } of items) {
    const item = follow(doc, rawItem)
    if (!isRecord(item)) continue
    const shared = parameters(doc, asArray(item.parameters))
    for (const { method, operation: op } of pathItemOperations(item)) {
      const own = parameters(doc, asArray(op.parameters))
      // An operation's parameter overrides the path item's of the same name and location.
      const merged = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own]
      const body = follow(doc, op.requestBody)
      const responses = isRecord(op.responses) ? op.responses : {}
      operations[operationKey({ method, path, webhook })] = {
        method,
        path,
        webhook,
        summary: str(op.summary),
        parameters: merged,
        ...(isRecord(body) && {
          requestBody: { required: body.required === true, content: contentOf(doc, body), rest: without(body, 'required', 'content') }
        }),
        responses: Object.fromEntries(
          Object.entries(responses).map(([status, raw]) => {
            const response = follow(doc, raw)
            return [status, { content: contentOf(doc, response), rest: isRecord(response) ? without(response, 'content') : response }]
          })
        ),
        security: op.security ?? doc.security ?? null,
        deprecated: op.deprecated === true,
        rest: without(op, 'parameters', 'requestBody', 'responses', 'security', 'deprecated')
      }
    }
  }
  const schemas = isRecord(doc.components) && isRecord(doc.components.schemas) ? doc.components.schemas : {}
  return { operations, schemas: { ...schemas } }
}
