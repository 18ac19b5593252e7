/**
 * What pages need to know of a media type: whether it is JSON, and whether it is a
 * sequential (streaming) one, whose items OpenAPI 3.2 describes by `itemSchema`, and how
 * its items are framed on the wire. Pure: the generator frames examples with it, the
 * components and the Markdown twins word their labels with it.
 */
import { isRecord } from '../../lib/is-record'

/** The sequential media types of OpenAPI 3.2 ("Sequential Media Types") the pages know how to frame. */
export type StreamKind = 'event-stream' | 'json-lines' | 'json-seq' | 'multipart'

/** A media type without its parameters, in lower case: `Application/JSON; charset=utf-8` → `application/json`. */
const essence = (mediaType: string) => mediaType.split(';')[0].trim().toLowerCase()

/** JSON itself, or a `+json` type: where an example is its data, written as JSON (a stream of JSON values is not). */
export const isJsonMediaType = (mediaType: string) => /^[^/]+\/([^/]+\+)?json$/.test(essence(mediaType))

/** The kind of stream a media type is, or undefined for a media type sent whole. */
export function streamKind(mediaType: string): StreamKind | undefined {
  const type = essence(mediaType)
  if (type === 'text/event-stream') return 'event-stream'
  if (type === 'application/jsonl' || type === 'application/x-ndjson' || type === 'application/x-jsonlines') return 'json-lines'
  if (type === 'application/json-seq' || type.endsWith('+json-seq')) return 'json-seq'
  if (type === 'multipart/mixed') return 'multipart'
  return undefined
}

/**
 * What stands for RFC 7464's record separator (U+001E, which starts each record of `application/json-seq`)
 * in a framed example: the character itself cannot be seen, nor be written in a page's Markdown.
 */
export const RECORD_SEPARATOR_SIGN = '␞'

/** The fields of a server-sent event (HTML's `text/event-stream`) in the order an example writes them. */
const EVENT_FIELDS = ['event', 'id', 'retry'] as const

const asLine = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * One server-sent event as its lines: `event:`, `id:` and `retry:` as given, then one `data:` line per line
 * of its data (data that is not text, as one line of JSON). An item that is no event (none of those fields)
 * is taken as the event's data.
 */
function eventLines(item: unknown): string[] {
  const record = isRecord(item) ? item : undefined
  const isEvent = record && [...EVENT_FIELDS, 'data'].some((field) => field in record)
  if (!isEvent)
    return asLine(item)
      .split('\n')
      .map((line) => `data: ${line}`)
  const lines = EVENT_FIELDS.filter((field) => record[field] !== undefined).map((field) => `${field}: ${asLine(record[field])}`)
  if (record.data !== undefined)
    lines.push(
      ...asLine(record.data)
        .split('\n')
        .map((line) => `data: ${line}`)
    )
  return lines
}

/**
 * Items as a stream of `kind` frames them: server-sent events separated by a blank line, one JSON value per
 * line, each JSON value after the record separator (RECORD_SEPARATOR_SIGN), or the parts of a
 * `multipart/mixed` body (JSON parts; text as text/plain).
 */
export function framedItems(kind: StreamKind, items: unknown[]): string {
  switch (kind) {
    case 'event-stream':
      return items.map((item) => eventLines(item).join('\n')).join('\n\n')
    case 'json-lines':
      return items.map((item) => JSON.stringify(item)).join('\n')
    case 'json-seq':
      return items.map((item) => `${RECORD_SEPARATOR_SIGN}${JSON.stringify(item)}`).join('\n')
    case 'multipart':
      return [
        ...items.map((item) =>
          typeof item === 'string'
            ? `--part\nContent-Type: text/plain\n\n${item}`
            : `--part\nContent-Type: application/json\n\n${JSON.stringify(item, null, 2)}`
        ),
        '--part--'
      ].join('\n')
  }
}
