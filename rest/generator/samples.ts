/**
 * Code samples for an operation, written by httpsnippet (curl, fetch,
 * Python requests) from one HTTP request built from the spec's examples.
 */
import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet'
import { BASE_URL_PLACEHOLDER } from '../shared/base-url'
import { exampleFor } from '../shared/examples'
import type { CodeSample, OperationModel, ServerModel, SpecModel } from './model/types'

export const SAMPLE_TARGETS = [
  { target: 'shell', client: 'curl', lang: 'bash', label: 'curl' },
  { target: 'javascript', client: 'fetch', lang: 'javascript', label: 'JavaScript (fetch)' },
  { target: 'python', client: 'requests', lang: 'python', label: 'Python (requests)' }
] as const

const ABSOLUTE = /^https?:\/\//i
/** httpsnippet needs an absolute URL: a host that cannot exist stands in, and becomes the placeholder in the output. */
const STAND_IN_HOST = 'https://base-url.invalid'

/** Absolute base URL of a server with its variables' defaults; a relative URL is kept behind a stand-in host. */
export function serverBaseUrl(server: ServerModel | undefined): string {
  let url = server?.url ?? '/'
  for (const variable of server?.variables ?? []) url = url.split(`{${variable.name}}`).join(variable.default)
  if (!ABSOLUTE.test(url)) url = `${STAND_IN_HOST}${url.startsWith('/') ? '' : '/'}${url}`
  return url.replace(/\/+$/, '')
}

/** The server samples call: the first with an absolute URL (a relative one says nothing about the host), else the first. */
export const sampleServer = (servers: ServerModel[]) => servers.find((s) => ABSOLUTE.test(s.url)) ?? servers[0]

/** What code samples send where a token goes (apiKey schemes). */
export const TOKEN_PLACEHOLDER = '<token>'

const display = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

export function buildHarRequest(
  operation: OperationModel,
  body: { mediaType: string; value: unknown } | undefined,
  parameterExample: (name: string) => unknown
): HarRequest {
  let path = operation.path
  const queryString: HarRequest['queryString'] = []
  const headers: HarRequest['headers'] = []
  for (const p of operation.parameters) {
    const value = p.example ?? parameterExample(p.name)
    if (p.in === 'path') path = path.split(`{${p.name}}`).join(encodeURIComponent(display(value ?? p.name)))
    else if (p.in === 'query' && p.required) queryString.push({ name: p.name, value: display(value ?? '') })
    else if (p.in === 'header' && p.required) headers.push({ name: p.name, value: display(value ?? '') })
  }
  const cookies: HarRequest['cookies'] = []
  // The first alternative of the operation's security, with a placeholder the reader replaces by their token.
  for (const { apiKey } of operation.security?.[0] ?? []) {
    if (!apiKey) continue
    const credential = { name: apiKey.name, value: TOKEN_PLACEHOLDER }
    if (apiKey.in === 'header') headers.push(credential)
    else if (apiKey.in === 'query') queryString.push(credential)
    else cookies.push(credential)
  }
  const request = {
    method: operation.method.toUpperCase(),
    url: serverBaseUrl(sampleServer(operation.servers)) + path,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString,
    cookies,
    headersSize: -1,
    bodySize: -1
  } as unknown as HarRequest
  if (body) {
    if (body.mediaType === 'multipart/form-data') {
      const fields = typeof body.value === 'object' && body.value !== null ? Object.entries(body.value as Record<string, unknown>) : []
      request.postData = {
        mimeType: 'multipart/form-data',
        params: fields.map(([name, value]) =>
          value === '<binary>'
            ? { name, fileName: `${name}.bin`, contentType: 'application/octet-stream' }
            : { name, value: display(value) }
        )
      }
    } else {
      headers.push({ name: 'Content-Type', value: body.mediaType })
      request.postData = { mimeType: body.mediaType, text: typeof body.value === 'string' ? body.value : JSON.stringify(body.value) }
    }
  }
  return request
}

export function generatedSamples(request: HarRequest): CodeSample[] {
  const snippet = new HTTPSnippet(request)
  return SAMPLE_TARGETS.map(({ target, client, lang, label }) => {
    const output = snippet.convert(target, client)
    const source = String((Array.isArray(output) ? output[0] : output) ?? '')
    return { lang, label, source: source.split(STAND_IN_HOST).join(BASE_URL_PLACEHOLDER), fromSpec: false }
  })
}

/** The spec's samples (x-codeSamples), then curl, fetch and Python made by httpsnippet from the spec's examples. */
export function codeSamplesFor(operation: OperationModel, model: SpecModel): CodeSample[] {
  // A webhook is a request the API sends to the reader's server: there is nothing for the reader to call.
  if (operation.webhook) return operation.codeSamples
  const media = operation.requestBody?.content[0]
  const example = media?.examples[0]?.value ?? (media?.schema ? exampleFor(media.schema, model.schemas, 'request') : undefined)
  const request = buildHarRequest(operation, media ? { mediaType: media.mediaType, value: example ?? {} } : undefined, (name) => {
    const p = operation.parameters.find((param) => param.name === name)
    return p ? exampleFor(p.schema, model.schemas, 'request') : undefined
  })
  return [...operation.codeSamples, ...generatedSamples(request)]
}
