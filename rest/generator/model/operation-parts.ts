/** The parts of an operation: parameters, request and response bodies, their examples, headers and code samples. */
import { isJsonMediaType } from '../../shared/media-types'
import { SpecError } from '../spec-error'
import { asArray, isRecord, str, type Json } from './json'
import { deref, type Resolve } from './refs'
import { SchemaReader } from './schemas'
import type { CodeSample, ExampleModel, MediaModel, ParameterLocation, ParameterModel, ResponseBody } from './types'

const PARAMETER_LOCATIONS: readonly ParameterLocation[] = ['path', 'query', 'querystring', 'header', 'cookie']

/** Reads the components a page refers to by name (responses, examples), and the whole of each operation. */
export class OperationReader {
  readonly schemas: SchemaReader
  constructor(
    private resolve: Resolve,
    private file: string
  ) {
    this.schemas = new SchemaReader(resolve, file)
  }

  /**
   * A named example (components.examples) or one written in place. Of OpenAPI 3.2's two forms, the data
   * (`dataValue`, like `value`) for a JSON media type, else the text as sent (`serializedValue`) where given.
   */
  example(name: string, raw: unknown, at: string, mediaType?: string): ExampleModel {
    const { value } = deref(this.resolve, raw, this.file, at)
    const summary = str(value.summary) && { summary: value.summary as string }
    const hasData = 'dataValue' in value || 'value' in value
    if (typeof value.serializedValue === 'string' && (!hasData || !(mediaType && isJsonMediaType(mediaType))))
      return { name, value: value.serializedValue, serialized: true, ...summary }
    return { name, value: 'dataValue' in value ? value.dataValue : value.value, ...summary }
  }

  examples(media: Json, at: string, mediaType?: string): ExampleModel[] {
    if (isRecord(media.examples))
      return Object.entries(media.examples).map(([name, raw]) => this.example(name, raw, `${at}/examples/${name}`, mediaType))
    if ('example' in media) return [{ name: 'example', value: media.example }]
    return []
  }

  content(raw: unknown, at: string): MediaModel[] {
    if (!isRecord(raw)) return []
    return Object.entries(raw).map(([mediaType, value]) => {
      // A media type may be a reference to a reusable one (components.mediaTypes, OpenAPI 3.2).
      const written = `${at}/${mediaType.replace(/~/g, '~0').replace(/\//g, '~1')}`
      const { value: media, at: where } = isRecord(value) ? deref(this.resolve, value, this.file, written) : { value: {}, at: written }
      return {
        mediaType,
        ...(media.schema !== undefined && { schema: this.schemas.read(media.schema, `${where}/schema`) }),
        ...(media.itemSchema !== undefined && { itemSchema: this.schemas.read(media.itemSchema, `${where}/itemSchema`) }),
        examples: this.examples(media, where, mediaType)
      }
    })
  }

  response(raw: unknown, at: string): ResponseBody {
    const { value: response, at: where } = deref(this.resolve, raw, this.file, at)
    return {
      ...(str(response.summary) && { summary: response.summary as string }),
      ...(str(response.description) && { description: response.description as string }),
      content: this.content(response.content, `${where}/content`),
      headers: Object.entries(isRecord(response.headers) ? response.headers : {}).map(([name, h]) => {
        const { value: header, at: headerAt } = deref(this.resolve, h, this.file, `${where}/headers/${name}`)
        return {
          name,
          ...(str(header.description) && { description: header.description as string }),
          ...(header.schema !== undefined && { schema: this.schemas.read(header.schema, `${headerAt}/schema`) })
        }
      })
    }
  }

  parameters(raw: unknown, at: string): ParameterModel[] {
    return asArray(raw).map((entry, i) => {
      const { value: p, at: where } = deref(this.resolve, entry, this.file, `${at}/${i}`)
      const location = p.in as ParameterLocation
      if (!PARAMETER_LOCATIONS.includes(location))
        throw new SpecError(
          this.file,
          `${where}/in`,
          `parameter "${String(p.name)}" has an unknown location "${String(p.in)}"`,
          'Use path, query, querystring (OpenAPI 3.2), header or cookie.'
        )
      if (typeof p.name !== 'string' || !p.name) throw new SpecError(this.file, where, 'a parameter needs a name')
      const common = {
        name: p.name,
        in: location,
        required: location === 'path' ? true : p.required === true,
        deprecated: p.deprecated === true,
        ...(str(p.description) && { description: p.description as string })
      }
      if (p.schema !== undefined || !isRecord(p.content))
        return { ...common, schema: this.schemas.read(p.schema, `${where}/schema`), ...('example' in p && { example: p.example }) }
      // Described by `content` (a `querystring` always is): its one media type; an example of its own, else its media type's.
      const [media] = this.content(p.content, `${where}/content`)
      const own = isRecord(p.examples)
        ? Object.entries(p.examples).map(([name, raw]) => this.example(name, raw, `${where}/examples/${name}`, media?.mediaType))
        : []
      const example = 'example' in p ? { value: p.example } : (own[0] ?? media?.examples[0])
      return {
        ...common,
        schema: media?.schema ?? {},
        ...(media && { mediaType: media.mediaType }),
        ...(example && { example: example.value })
      }
    })
  }
}

/** Merges path-level and operation-level parameters (the operation wins), required ones first. */
export function mergeParameters(pathLevel: ParameterModel[], operationLevel: ParameterModel[]): ParameterModel[] {
  const key = (p: ParameterModel) => `${p.in}:${p.name}`
  const merged = new Map(pathLevel.map((p) => [key(p), p]))
  for (const p of operationLevel) merged.set(key(p), p)
  const all = [...merged.values()]
  return [...all.filter((p) => p.required), ...all.filter((p) => !p.required)]
}

export function readCodeSamples(raw: unknown): CodeSample[] {
  return asArray(raw)
    .filter(isRecord)
    .map((s) => ({
      lang: String(s.lang ?? 'text'),
      label: String(s.label ?? s.lang ?? 'Sample'),
      source: String(s.source ?? ''),
      fromSpec: true
    }))
}
