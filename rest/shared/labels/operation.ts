/**
 * The words of an operation page's panels (rest/components/Operation.tsx) around the spec's data.
 * Shared with the pages' Markdown twins (rest/generator/markdown), so a page and its twin say the
 * same thing in the same words. One module per component, so each page's JavaScript holds only its own.
 */
import type { ExampleData, MediaData } from '../data-types'

/** The title of a body example's code panel. */
export const exampleTitle = (example: ExampleData) =>
  example.generated
    ? 'Example (generated from the schema)'
    : `Example${example.name !== 'example' ? `: ${example.summary ?? example.name}` : ''}`

export const NO_BODY_TYPES = 'No body types.'

export const NO_BODY = 'No body.'

/** Every media type a body's schema and examples are shown for. */
export const mediaTypesOf = (media: MediaData) => [media.mediaType, ...(media.otherMediaTypes ?? [])]

/** The tab of a body's media types: the first, and how many more share its schema and examples. */
export const mediaTab = (media: MediaData) =>
  media.otherMediaTypes ? `${media.mediaType} and ${media.otherMediaTypes.length} more` : media.mediaType

/** What an operation's security says when it requires nothing. */
export const PUBLIC_OPERATION = 'No authentication: this operation is public.'

export const NO_SECURITY = 'No authentication declared.'

export const UNDECLARED_SCHEME = 'undeclared scheme'

/** What the header of a webhook says between its name and `webhooks` (both shown as code). */
export const WEBHOOK_NOTE = ': a request the API may send to your server, described by the spec’s '

export const DEPRECATED_OPERATION = 'Deprecated: the spec marks this operation as deprecated. Avoid it in new code.'
