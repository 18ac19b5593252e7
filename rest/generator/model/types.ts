/**
 * The model: a typed, render-ready description of an OpenAPI document, built
 * from the spec by build.ts. Named schemas and responses stay named (schemas
 * get pages of their own, trees link to them), circular references are marked;
 * named examples are read into the media that use them.
 * Types only; the functions that read a spec into them are beside this file.
 */
import type { HttpMethod } from '../../shared/http-methods'
import type { SchemaNode } from '../../shared/schema'

export type { HttpMethod, SchemaNode }

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie'

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
  /** http schemes: the HTTP auth scheme (bearer, basic…) as the spec writes it, which samples send in Authorization. */
  httpScheme?: string
}

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
  operations: OperationModel[]
  warnings: string[]
  /** Set when the spec file is in an older format, converted on load (rest/generator/convert.ts). */
  convertedFrom?: 'Swagger 2.0'
}
