/**
 * The model: a typed, render-ready description of an OpenAPI document, built
 * from the spec by build.ts. Named schemas and responses stay named (schemas
 * get pages of their own, trees link to them), circular references are marked;
 * named examples are read into the media that use them.
 * Types only; the functions that read a spec into them are beside this file.
 */
import type { ParameterLocation } from '../../shared/request'
import type { SchemaNode } from '../../shared/schema'

export type { ParameterLocation, SchemaNode }

export interface ParameterModel {
  name: string
  in: ParameterLocation
  required: boolean
  deprecated: boolean
  description?: string
  schema: SchemaNode
  /** A parameter described by `content` rather than `schema`: its one media type (a `querystring`'s form encoding, say). */
  mediaType?: string
  example?: unknown
}

export interface ExampleModel {
  name: string
  summary?: string
  /** The example's data (`value`, or OpenAPI 3.2's `dataValue`), or, when `serialized`, its text as sent. */
  value: unknown
  /** The example as it travels (3.2's `serializedValue`): text shown as written, never reformatted or framed. */
  serialized?: true
}

export interface MediaModel {
  mediaType: string
  schema?: SchemaNode
  /** OpenAPI 3.2: the schema of each item of a sequential (streaming) media type, such as an event of text/event-stream. */
  itemSchema?: SchemaNode
  examples: ExampleModel[]
}

export interface ResponseBody {
  /** A short summary of the response's meaning (OpenAPI 3.2), shown beside its status. */
  summary?: string
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
  /** http schemes: the HTTP auth scheme (bearer, basic…) as the spec writes it, which samples send in Authorization. */
  httpScheme?: string
  /** OAuth 2.0 schemes: each flow with the addresses it uses, as the spec writes them. */
  flows?: OAuthFlowModel[]
  /** OAuth 2.0 schemes (OpenAPI 3.2): where the authorization server's metadata is (RFC 8414). */
  metadataUrl?: string
  /** The spec marks the scheme as deprecated (OpenAPI 3.2): clients should not use it any more. */
  deprecated?: true
}

/** An OAuth 2.0 flow: its name in the spec (`authorizationCode`, `deviceAuthorization`…) and its URLs, by field name. */
export interface OAuthFlowModel {
  flow: string
  urls: { field: string; url: string }[]
}

export interface ServerModel {
  url: string
  /** Its unique name (OpenAPI 3.2). */
  name?: string
  description?: string
  variables: { name: string; default: string; enum?: string[]; description?: string }[]
}

export interface OperationModel {
  id: string
  slug: string
  /**
   * The folder of its nested tag's group below the spec's folder (`dogs/puppies`: tag-groups.ts), where its
   * page is; absent for an operation of a top-level group. operationRoute (slug.ts) puts the two together.
   */
  folder?: string
  /** A fixed field's method in lower case (`get`… `query`); an additional operation's (3.2) as sent (`LINK`): http-methods.ts. */
  method: string
  path: string
  /** A webhook (OpenAPI 3.1 `webhooks`): a request the API may send; `path` is then the webhook's name. */
  webhook?: true
  /** Its title: the summary, or the first sentence of its description (model/build.ts shortTitle keeps it short). */
  summary: string
  /** The summary as the spec writes it, when it is longer than a title may be: the page shows it in full. */
  fullSummary?: string
  /** What lists it beside its method badge (sidebar, introduction page): the summary, or for an operation with
   * neither summary nor description (whose summary is then `METHOD /path`) the path alone, so the method shows once. */
  label: string
  description?: string
  deprecated: boolean
  tags: string[]
  /** Its tags of a kind other than navigation (OpenAPI 3.2 `kind: badge`, `audience`…), by label: shown on its page. */
  labels?: string[]
  parameters: ParameterModel[]
  requestBody?: { required: boolean; description?: string; content: MediaModel[] }
  responses: ResponseModel[]
  /** null: the operation is public (security: []). Empty array: inherits nothing. */
  security: SecurityModel[][] | null
  servers: ServerModel[]
  codeSamples: CodeSample[]
  /** Requests the API may send back when this operation runs (`callbacks`), one per callback, expression and method. */
  callbacks: { name: string; expression: string; method: string; summary?: string }[]
  /** Links of its responses: how a value of a response feeds another operation. */
  links: { status: string; name: string; operationId?: string; operationRef?: string; description?: string }[]
  /** JSON pointer of the operation in the spec, for error messages. */
  pointer: string
}

/** A tag the spec declares or its operations use, with OpenAPI 3.2's `summary`, `parent` and `kind` where given. */
export interface TagModel {
  name: string
  /** A short label (3.2): the title of its group where given. */
  summary?: string
  description?: string
  /** The tag it is nested under (3.2), which exists (model/build.ts drops any other, with a warning). */
  parent?: string
  /** What sort of tag it is (3.2): `nav` (or none) groups operations; any other (`badge`, `audience`…) labels them. */
  kind?: string
  /** A nested navigation tag's folder below the spec's folder (`dogs/puppies`), which holds its operations' pages. */
  folder?: string
}

export interface SpecModel {
  file: string
  title: string
  version: string
  description?: string
  license?: { name: string; url?: string }
  servers: ServerModel[]
  tags: TagModel[]
  securitySchemes: Record<string, SecurityModel>
  security: SecurityModel[][]
  schemas: Record<string, SchemaNode>
  responses: Record<string, ResponseBody>
  operations: OperationModel[]
  warnings: string[]
  /** Set when the spec file is in an older format, converted on load (rest/generator/convert.ts). */
  convertedFrom?: 'Swagger 2.0'
}
