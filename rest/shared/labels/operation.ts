/**
 * The words of an operation page's static parts (OperationMeta.tsx, Bodies.tsx, SecurityAndServers.tsx)
 * around the spec's data; the words of its parts that act in the browser are in operation-header.ts.
 * Shared with the pages' Markdown twins (rest/generator/markdown), so a page and its twin say the
 * same thing in the same words. One module per component, so each page's JavaScript holds only its own.
 */
import type { ExampleData, MediaData, SchemeData } from '../data-types'
import { RECORD_SEPARATOR_SIGN, streamKind } from '../media-types'
import { REST_ROUTE } from '../routes'

/** The title of a body example's code panel. */
export const exampleTitle = (example: ExampleData) =>
  example.generated
    ? 'Example (generated from the schema)'
    : `Example${example.name !== 'example' ? `: ${example.summary ?? example.name}` : ''}`

/** Under a written example that was cut (ExampleData.cutFrom): how much shows, and where the rest is. */
export const exampleCutNote = (example: ExampleData) =>
  `The example is ${kilobytes(example.cutFrom ?? 0)} KB; its first ${kilobytes(example.text.length)} KB are shown. The whole example is in the spec file named above.`

const kilobytes = (characters: number) => Math.ceil(characters / 1024)

export const NO_BODY = 'No body.'

/** How a response's status is shown: its code, or for OpenAPI's `default` (every status not listed) words a reader reads. */
export const statusLabel = (status: string, statuses: string[]) =>
  status === 'default' ? (statuses.length > 1 ? 'Any other status' : 'Any status') : status

/**
 * A `default` response without content says nothing of the body (the reference marks an undocumented response this
 * way, its description saying so): no "No body." under it, which would claim that there is none.
 */
export const saysNothingOfBody = (status: string, content: MediaData[] | undefined) => status === 'default' && !content?.length

/** Under the TypeScript types of an operation whose response is not documented. */
export const UNDOCUMENTED_RESPONSE_TYPE = 'Here, content?: never means only that the spec declares no content for this response.'

/** Every media type a body's schema and examples are shown for. */
export const mediaTypesOf = (media: MediaData) => [media.mediaType, ...(media.otherMediaTypes ?? [])]

/** What the list of a body's media types is introduced by. */
export const mediaTypesLabel = (media: MediaData) => (media.otherMediaTypes ? 'Media types: ' : 'Media type: ')

/** The tab of a body's media types: the first, and how many more share its schema and examples. */
export const mediaTab = (media: MediaData) =>
  media.otherMediaTypes ? `${media.mediaType} and ${media.otherMediaTypes.length} more` : media.mediaType

/** What an operation's security says when it requires nothing. */
export const PUBLIC_OPERATION = 'No authentication: this operation is public.'

export const NO_SECURITY = 'No authentication declared.'
/** Where an operation that declares none sends the reader: what the REST reference's home says of tokens. */
export const AUTHENTICATION_NOTES = { label: 'What is known about authentication', href: `${REST_ROUTE}/#authentication` }

/**
 * An operation's authentication in a few words, beside its folded details (which list its servers too, so the
 * words name authentication): `api_key`, `oauth + api_key or basic`, `public`, `no authentication declared`;
 * an empty alternative (`security: [{}, …]`) is `no authentication`.
 */
export const securityInBrief = (security: { scheme: string }[][] | null): string =>
  security === null
    ? 'public'
    : security.length === 0
      ? 'no authentication declared'
      : security
          .map((alternative) => (alternative.length ? alternative.map(({ scheme }) => scheme).join(' + ') : 'no authentication'))
          .join(' or ')

export const UNDECLARED_SCHEME = 'undeclared scheme'

export const DEPRECATED_OPERATION = 'Deprecated: the spec marks this operation as deprecated. Avoid it in new code.'

/** What an operation's tags of a kind other than navigation (OpenAPI 3.2 `kind`) are listed under. */
export const LABELS_TITLE = 'Tags'

/** The title of a streaming media type's schema of each item (OpenAPI 3.2 `itemSchema`): an event, a record or a part. */
export function itemSchemaTitle(mediaType: string): string {
  const kind = streamKind(mediaType)
  return kind === 'event-stream' ? 'Each event' : kind === 'multipart' ? 'Each part' : kind ? 'Each record' : 'Each item'
}

/** What an example of a stream says about its framing, when it needs saying (the invisible record separator of json-seq). */
export const streamNote = (mediaType: string) =>
  streamKind(mediaType) === 'json-seq' ? `${RECORD_SEPARATOR_SIGN} stands for the record separator (U+001E) before each record.` : undefined

/** How an OAuth 2.0 flow is called (its field in the spec: `deviceAuthorization` → Device authorization). */
const flowTitle = (flow: string) => {
  const words = flow.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`
}

/** How a URL of an OAuth 2.0 flow is called (its field: `deviceAuthorizationUrl` → device authorization URL). */
const flowUrlTitle = (field: string) => `${flowTitle(field.replace(/Url$/, '')).toLowerCase()} URL`

/** The flag of a security scheme the spec marks as deprecated (OpenAPI 3.2). */
export const DEPRECATED_SCHEME = 'deprecated'

/** What an OAuth 2.0 scheme's metadata URL (OpenAPI 3.2 `oauth2MetadataUrl`) is shown as. */
const METADATA_URL_TITLE = 'Authorization server metadata'

/** The flows and the metadata URL of an OAuth 2.0 scheme, as lines of label and URL (security lists, page and twin). */
export const schemeUrls = (scheme: SchemeData | undefined): { label: string; urls: { title?: string; url: string }[] }[] => [
  ...(scheme?.flows ?? []).map(({ flow, urls }) => ({
    label: flowTitle(flow),
    urls: urls.map(({ field, url }) => ({ title: flowUrlTitle(field), url }))
  })),
  ...(scheme?.metadataUrl ? [{ label: METADATA_URL_TITLE, urls: [{ url: scheme.metadataUrl }] }] : [])
]
