/**
 * The request an operation's code samples make, as a HAR request: built at
 * generation time from the spec's examples (the samples in the static page)
 * and in the browser from what the reader typed into the request builder
 * (rest/components/CodeSamples.tsx). Pure and dependency-free, so both
 * sides share this one implementation.
 */
import { wireMethod } from './http-methods'
import { isRecord } from '../../lib/is-record'

/**
 * A form sent as `multipart/form-data`, whose fields the builder takes as one JSON object. Here rather than in
 * media-types.ts, which every REST page loads: only the builder's code needs it (−17 bytes gzip on a page's first load).
 */
export const isFormData = (mediaType: string) => /^multipart\/form-data\s*(;|$)/i.test(mediaType.trim())

/** `querystring` (OpenAPI 3.2): the whole query string as one value (`a=1&b=2`), described by `content`. */
export type ParameterLocation = 'path' | 'query' | 'querystring' | 'header' | 'cookie'

/** What the request builder needs of an operation (part of a page's data, rest/shared/data-types.ts). */
export interface RequestTemplate {
  method: string
  path: string
  parameters: RequestParameter[]
  /** Where the token goes (credentialsOf). */
  credentials: Credential[]
  servers: { url: string; variables: { name: string; default: string; enum?: string[] }[] }[]
  /** The first media type of the request body, with the body the samples send: its example as text (exampleText). */
  body?: { mediaType: string; text: string }
  /**
   * How samples read the success response when not as JSON: `stream`, records as they arrive (OpenAPI 3.2 sequential
   * media types); `text`, a body not documented as JSON (or not documented at all), which the samples do not parse.
   */
  reads?: ResponseReading
}

export type ResponseReading = 'stream' | 'text'

/** A parameter as the request builder shows it; pages carry these (rest/shared/data-types.ts), kept small. */
export interface RequestParameter {
  name: string
  in: ParameterLocation
  /** Left out for path parameters, which always are (OpenAPI), to keep pages small. */
  required?: true
  /** The parameter's type as the tables show it (type-label.ts); absent: string. */
  type?: string
  enum?: string[]
  /** Required parameters: the spec's example (or one made from the schema), as text, which samples send. */
  example?: string
}

export type ApiKey = { in: 'header' | 'query' | 'cookie'; name: string }
/** What the request reads of a security scheme (SchemeData): an apiKey scheme's place, an http scheme's HTTP auth scheme. */
export type SchemeRequestData = { type: string; apiKey?: ApiKey; httpScheme?: string }
/**
 * Where a scheme's credentials go: an API key under its own name, anything else in the Authorization
 * header as `<authScheme> <token>`.
 */
export type Credential = ApiKey & { scheme: string; authScheme?: string }

/** HTTP auth schemes as the IANA registry spells them; a spec may write them in any case (RFC 9110). */
const AUTH_SCHEMES = ['Basic', 'Bearer', 'Digest', 'DPoP', 'HOBA', 'Mutual', 'Negotiate', 'OAuth', 'SCRAM-SHA-1', 'SCRAM-SHA-256', 'vapid']
/** What HTTP allows as an auth scheme's name (a token, RFC 9110). */
const AUTH_SCHEME_NAME = /^[!#$%&'*+.^_`|~\w-]+$/

/**
 * Where samples put a scheme's token. http schemes send it after their HTTP auth scheme; OAuth 2.0
 * and OpenID Connect send an access token, as a bearer token. None for a scheme a request cannot
 * carry (mutualTLS: the client certificate belongs to the TLS connection) or an unknown one.
 */
export function credentialOf(scheme: string, data: SchemeRequestData | undefined): Credential | undefined {
  if (data?.apiKey) return { scheme, ...data.apiKey }
  let authScheme: string | undefined
  if (data?.type === 'http' && data.httpScheme && AUTH_SCHEME_NAME.test(data.httpScheme))
    authScheme = AUTH_SCHEMES.find((name) => name.toLowerCase() === data.httpScheme!.toLowerCase()) ?? data.httpScheme
  else if (data?.type === 'oauth2' || data?.type === 'openIdConnect') authScheme = 'Bearer'
  return authScheme ? { scheme, in: 'header', name: 'Authorization', authScheme } : undefined
}

/** Where samples put the token: every scheme of the first alternative of an operation's security that a request can carry. */
export const credentialsOf = (
  security: { scheme: string }[][] | null | undefined,
  schemes: Record<string, SchemeRequestData | undefined>
): Credential[] => (security?.[0] ?? []).flatMap(({ scheme }) => credentialOf(scheme, schemes[scheme]) ?? [])

/** What the reader typed; anything absent keeps the template's default. */
export interface RequestValues {
  /** By parameterKey. */
  parameters?: Record<string, string>
  token?: string
  /** The chosen server's URL, as the spec writes it; absent, or not among the operation's servers: sampleServer's choice. */
  server?: string
  variables?: Record<string, string>
  /** Stands for the host of a relative server URL. */
  baseUrl?: string
  body?: string
}

/** The part of a HAR 1.2 request httpsnippet reads. */
export interface HarRequest {
  method: string
  url: string
  httpVersion: string
  headers: { name: string; value: string }[]
  queryString: { name: string; value: string }[]
  cookies: { name: string; value: string }[]
  headersSize: number
  bodySize: number
  postData?: {
    mimeType: string
    text?: string
    params?: { name: string; value?: string; fileName?: string; contentType?: string }[]
  }
}

/** What code samples send where a token goes, until the reader types theirs. */
export const TOKEN_PLACEHOLDER = '<token>'
/** What HTTP Basic samples send until the reader types their user:password. */
const BASIC_PLACEHOLDER = '<base64 of user:password>'
/** httpsnippet needs an absolute URL: a host that cannot exist stands in for a relative server's, and samples show a placeholder there. */
export const STAND_IN_HOST = 'https://base-url.invalid'

const ABSOLUTE = /^https?:\/\//i
/** A base URL the reader typed is used only once it is a whole http(s) origin, optionally with a path. */
const TYPED_BASE_URL = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i

export const isRequired = (p: RequestParameter) => p.in === 'path' || p.required === true

/** Whether a base URL the reader typed is whole enough to stand for a relative server's host. */
export const isTypedBaseUrl = (text: string) => TYPED_BASE_URL.test(text.trim())

/** What samples show for a required parameter that has no value: its name in braces, as the path writes it. */
export const missingPlaceholder = (name: string) => `{${name}}`

/**
 * What the request carries for a required parameter without a value, until the samples are written
 * (snippets.ts): its name in hex between letters no URL encoding or quoting touches, so `{name}` can
 * replace it in every language's sample (showMissing).
 */
const missingMark = (name: string) =>
  `vnv-missing-${Array.from(new TextEncoder().encode(name), (byte) => byte.toString(16).padStart(2, '0')).join('')}-vnv`
const MISSING_MARK = /vnv-missing-((?:[0-9a-f]{2})*)-vnv/g

/** A sample's source with each missing required value shown as `{name}`. */
export const showMissing = (source: string) =>
  source.replace(MISSING_MARK, (_, hex: string) =>
    missingPlaceholder(new TextDecoder().decode(Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16))))
  )

export const parameterKey = (p: { in: ParameterLocation; name: string }) => `${p.in}:${p.name}`

/**
 * A parameter's value in the request: what the reader typed, else for a required one the spec's value;
 * undefined when there is neither (the samples then keep `{name}`, and the builder sees nothing wrong yet).
 */
export const parameterValueOf = (p: RequestParameter, values: RequestValues): string | undefined =>
  values.parameters?.[parameterKey(p)] ?? (isRequired(p) ? p.example : undefined)

/** The first server with an absolute URL (a relative one says nothing about the host), else the first. */
function sampleServer(servers: { url: string }[]): number {
  const index = servers.findIndex((s) => ABSOLUTE.test(s.url))
  return index === -1 ? 0 : index
}

/** Index of the server the reader chose (carried from another operation, where this one lists it too), else sampleServer's. */
export function chosenServer(servers: { url: string }[], chosen: string | undefined): number {
  const index = servers.findIndex((s) => s.url === chosen)
  return index === -1 ? sampleServer(servers) : index
}

/** Absolute base URL of a server, variables filled in; a relative URL goes behind the reader's base URL or the stand-in host. */
function serverBaseUrl(
  server: RequestTemplate['servers'][number] | undefined,
  variables: Record<string, string> = {},
  baseUrl = ''
): string {
  let url = server?.url ?? '/'
  for (const variable of server?.variables ?? []) url = url.split(`{${variable.name}}`).join(variables[variable.name] || variable.default)
  if (!ABSOLUTE.test(url)) {
    const host = isTypedBaseUrl(baseUrl) ? baseUrl.trim().replace(/\/+$/, '') : STAND_IN_HOST
    url = `${host}${url.startsWith('/') ? '' : '/'}${url}`
  }
  return url.replace(/\/+$/, '')
}

/** A value as text: strings as they are, anything else as JSON. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** The body of an operation whose body has no example and no schema to make one from. */
export const EMPTY_BODY = '{}'

// Any media type ("*" "/" "*"): a body the spec documents only as being there.
export const ANY_MEDIA_TYPE = '*/*'
/** What the samples send for such a body: a placeholder, no made-up content, and no Content-Type. */
export const UNDOCUMENTED_BODY = '<request body: not documented>'

/** A multipart body's fields, from the JSON object the body text holds (none if it holds no object). */
function multipartFields(text: string): [string, unknown][] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return []
  }
  return isRecord(value) ? Object.entries(value) : []
}

/** UTF-8 bytes in Base64, as HTTP Basic sends user:password (btoa alone takes Latin-1 only). */
const base64 = (text: string) => btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''))

/** What a credential sends: the token as typed (or its placeholder), after its auth scheme; Basic's in Base64. */
function credentialValue({ authScheme }: Credential, token: string | undefined): string {
  if (!authScheme) return token || TOKEN_PLACEHOLDER
  if (authScheme === 'Basic') return `Basic ${token ? base64(token) : BASIC_PLACEHOLDER}`
  return `${authScheme} ${token || TOKEN_PLACEHOLDER}`
}

/**
 * The HAR request of an operation with the reader's values. Path parameters
 * are percent-encoded; required query, header and cookie parameters are sent
 * with their example until the reader changes them, optional ones only once
 * given a value; a required parameter left empty keeps a `{name}` placeholder
 * (showMissing), never a made-up value; the token goes where its scheme says
 * (credentialOf).
 */
export function buildHarRequest(template: RequestTemplate, values: RequestValues = {}): HarRequest {
  let path = template.path
  const queryString: HarRequest['queryString'] = []
  const headers: HarRequest['headers'] = []
  const cookies: HarRequest['cookies'] = []
  for (const p of template.parameters) {
    const value = parameterValueOf(p, values) ?? ''
    if (p.in === 'path') path = path.split(`{${p.name}}`).join(value ? encodeURIComponent(value) : missingMark(p.name))
    else if (p.in === 'querystring') queryString.push(...[...new URLSearchParams(value)].map(([name, item]) => ({ name, value: item })))
    else if (isRequired(p) || value !== '')
      ({ query: queryString, header: headers, cookie: cookies })[p.in].push({ name: p.name, value: value || missingMark(p.name) })
  }
  for (const credential of template.credentials)
    ({ query: queryString, header: headers, cookie: cookies })[credential.in].push({
      name: credential.name,
      value: credentialValue(credential, values.token)
    })
  const server = template.servers[chosenServer(template.servers, values.server)]
  const request: HarRequest = {
    method: wireMethod(template.method),
    url: serverBaseUrl(server, values.variables, values.baseUrl) + path,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString,
    cookies,
    headersSize: -1,
    bodySize: -1
  }
  const body = template.body
  if (body && isFormData(body.mediaType))
    request.postData = {
      // httpsnippet builds a form from this exact spelling only: a spec's parameters or capitals would lose the fields.
      mimeType: 'multipart/form-data',
      params: multipartFields(values.body ?? body.text).map(([name, value]) =>
        value === '<binary>' ? { name, fileName: `${name}.bin`, contentType: 'application/octet-stream' } : { name, value: asText(value) }
      )
    }
  else if (body) {
    if (body.mediaType !== ANY_MEDIA_TYPE) headers.push({ name: 'Content-Type', value: body.mediaType })
    request.postData = { mimeType: body.mediaType, text: values.body ?? body.text }
  }
  return request
}
