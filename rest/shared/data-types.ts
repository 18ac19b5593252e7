/**
 * The JSON the generator hands the REST components (rest/generator/data.ts
 * writes it, rest/components read it): everything a page renders as an export
 * of the page, the spec's small shared facts (title, servers, security) too;
 * the list of specs in generated/rest/index.json. Descriptions are safe HTML here.
 */
import type { ApiKey, RequestParameter } from './request'
import type { SchemaNode } from './schema'

/** A schema as components read it: `descriptionHtml` instead of the Markdown `description`. */
export type SchemaData = Omit<
  SchemaNode,
  'description' | 'properties' | 'additionalProperties' | 'items' | 'oneOf' | 'anyOf' | 'allOf' | 'not'
> & {
  descriptionHtml?: string
  /** On a reference: the slug of the named schema's own page (its URL is restSchemaHref). */
  refPage?: string
  properties?: { name: string; required: boolean; schema: SchemaData }[]
  additionalProperties?: SchemaData | boolean
  items?: SchemaData
  oneOf?: SchemaData[]
  anyOf?: SchemaData[]
  allOf?: SchemaData[]
  not?: SchemaData
}
export type ServerData = {
  url: string
  /** Its name (OpenAPI 3.2). */
  name?: string
  descriptionHtml?: string
  variables: { name: string; default: string; enum?: string[]; descriptionHtml?: string }[]
}
export type SchemeData = {
  scheme: string
  type: string
  details: string
  descriptionHtml?: string
  apiKey?: ApiKey
  httpScheme?: string
  /** OAuth 2.0: each flow with its URLs, by field name (`deviceAuthorizationUrl`…). */
  flows?: { flow: string; urls: { field: string; url: string }[] }[]
  /** OAuth 2.0 (OpenAPI 3.2): the authorization server's metadata (RFC 8414). */
  metadataUrl?: string
  /** The spec marks the scheme as deprecated (OpenAPI 3.2). */
  deprecated?: true
}
/** Security requirements by scheme name (details in SpecData.securitySchemes); null: public. */
export type SecurityData = { scheme: string; scopes: string[] }[][] | null
/** The security an operation requires: its own where it states one (public, `null`, included), else its spec's. */
export const securityOf = (operation: { security?: SecurityData }, spec: { security: SecurityData }): SecurityData =>
  operation.security === undefined ? spec.security : operation.security
/**
 * An example of a body: the spec's own (named ones looked up when generating), or one made from the
 * schema. `text` is the example as the page shows it and the samples send it (exampleText): carried as
 * that text, the page's JavaScript holds it once more as the samples' body, which gzip then stores once.
 */
export type ExampleData = {
  name: string
  summary?: string
  text: string
  generated?: true
  /** A written example over the budget: `text` is its beginning, cut at a line; this is the whole's length in characters. */
  cutFrom?: number
}
/**
 * A body in one or more media types: `otherMediaTypes` are those of the same body with the same schema and
 * examples, which the page shows once (a spec may list a hundred upload types of one body).
 * (Empty lists are left out: pages stay small.)
 */
export type MediaData = {
  mediaType: string
  otherMediaTypes?: string[]
  schema?: SchemaData
  /** A streaming media type's schema of each item (OpenAPI 3.2 `itemSchema`); its examples are then framed as the stream sends them. */
  itemSchema?: SchemaData
  examples?: ExampleData[]
  /** An example panel shows the example the schema's tree would list at its root: the tree leaves it out (rest/generator/repeated-example.ts). */
  treeOmitsExample?: true
}
export type ResponseData = {
  /** A short summary (OpenAPI 3.2), plain text. */
  summary?: string
  descriptionHtml?: string
  content?: MediaData[]
  headers?: { name: string; descriptionHtml?: string; schema?: SchemaData }[]
}
/** By status code (named responses of the spec are written out in each page that uses them). */
type OperationResponsesData = Record<string, ResponseData>
export type SampleData = { lang: string; label: string; source: string; fromSpec?: true }

export interface OperationData {
  id: string
  method: string
  path: string
  /** A webhook: `path` is its name, and the API is the one sending the request. */
  webhook?: true
  deprecated?: true
  /** Its tags of a kind other than navigation (OpenAPI 3.2 `kind`: badge, audience…), by label. */
  labels?: string[]
  /** Absent: the spec's security. */
  security?: SecurityData
  /** Absent: the spec's servers. */
  servers?: ServerData[]
  /** Every parameter, as the request builder shows it; `schema` only where it is worth a tree (objects, arrays, references). */
  parameters?: (RequestParameter & { schema?: SchemaData })[]
  requestBody?: { required: boolean; content: MediaData[] }
  responses: OperationResponsesData
  codeSamples: SampleData[]
  /** Which credentials the samples carry, said above them (rest/generator/credentials-note.ts); absent when none are needed. */
  credentialsNote?: string
  /**
   * The named schemas the page shows expanded: those its parameters and bodies
   * are (or are arrays of). Any other reference links to the schema's own page.
   */
  schemas?: Record<string, SchemaData>
  /** The TypeScript of the request and response bodies, with every type they use (empty: no bodies). */
  typeCode: string
}

/** The data of a named schema's page. */
export interface SchemaPageData {
  name: string
  schema: SchemaData
  /** The named schemas its allOf is made of: their fields are this schema's, so its tree shows them in place. */
  schemas?: Record<string, SchemaData>
  /** An example value made from the schema (as a response carries it), if one can be made. */
  example?: unknown
  /** The example panel shows the schema's own example: its tree leaves it out (rest/generator/repeated-example.ts). */
  treeOmitsExample?: true
  /** Its TypeScript declaration (`type Name = …`), from openapi-typescript. */
  typeCode?: string
}

/**
 * TypeScript declarations of a spec's bodies (rest/generator/body-types.ts),
 * one per named schema, named response and operation, so a page shows only
 * what it uses (rest/generator/type-code.ts puts them together).
 */
export interface SpecTypes {
  schemas: Record<string, string>
  responses: Record<string, string>
  operations: Record<string, string>
}

export interface SpecData {
  title: string
  version: string
  license: { name: string } | null
  servers: ServerData[]
  security: SecurityData
  securitySchemes: Record<string, SchemeData>
  download: string
  file: string
  folder: string
}

/** One spec on the list of specs (generated/rest/index.json, rest/components/SpecList). */
export interface SpecSummary {
  folder: string
  infoSlug: string
  label: string
  title: string
  version: string
  servers: ServerData[]
  security: SecurityData
  securitySchemes: Record<string, SchemeData>
  operations: number
  download: string
}
