/** The parts of an operation: parameters, request and response bodies, their examples, headers and code samples. */
import { SpecError } from '../spec-error'
import { asArray, isObject, str, type Json } from './json'
import { deref, type Resolve } from './refs'
import { SchemaReader } from './schemas'
import type { CodeSample, ExampleModel, MediaModel, ParameterLocation, ParameterModel, ResponseBody } from './types'

const PARAMETER_LOCATIONS: readonly ParameterLocation[] = ['path', 'query', 'header', 'cookie']

/** Reads the components a page refers to by name (responses, examples), and the whole of each operation. */
export class OperationReader {
  readonly schemas: SchemaReader
  constructor(
    private resolve: Resolve,
    private file: string
  ) {
    this.schemas = new SchemaReader(resolve, file)
  }

  /** A named example (components.examples) or one written in place. */
  example(name: string, raw: unknown, at: string): ExampleModel {
    const { value } = deref(this.resolve, raw, this.file, at)
    return { name, value: value.value, ...(str(value.summary) && { summary: value.summary as string }) }
  }

  examples(media: Json, at: string): ExampleModel[] {
    if (isObject(media.examples))
      return Object.entries(media.examples).map(([name, raw]) => this.example(name, raw, `${at}/examples/${name}`))
    if ('example' in media) return [{ name: 'example', value: media.example }]
    return []
  }

  content(raw: unknown, at: string): MediaModel[] {
    if (!isObject(raw)) return []
    return Object.entries(raw).map(([mediaType, value]) => {
      const media = isObject(value) ? value : {}
      const where = `${at}/${mediaType.replace(/~/g, '~0').replace(/\//g, '~1')}`
      return {
        mediaType,
        ...(media.schema !== undefined && { schema: this.schemas.read(media.schema, `${where}/schema`) }),
        examples: this.examples(media, where)
      }
    })
  }

  response(raw: unknown, at: string): ResponseBody {
    const { value: response, at: where } = deref(this.resolve, raw, this.file, at)
    return {
      ...(str(response.description) && { description: response.description as string }),
      content: this.content(response.content, `${where}/content`),
      headers: Object.entries(isObject(response.headers) ? response.headers : {}).map(([name, h]) => {
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
          'Use path, query, header or cookie.'
        )
      if (typeof p.name !== 'string' || !p.name) throw new SpecError(this.file, where, 'a parameter needs a name')
      return {
        name: p.name,
        in: location,
        required: location === 'path' ? true : p.required === true,
        deprecated: p.deprecated === true,
        ...(str(p.description) && { description: p.description as string }),
        schema:
          p.schema !== undefined
            ? this.schemas.read(p.schema, `${where}/schema`)
            : isObject(p.content)
              ? (this.content(p.content, `${where}/content`)[0]?.schema ?? {})
              : {},
        ...('example' in p && { example: p.example })
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
    .filter(isObject)
    .map((s) => ({
      lang: String(s.lang ?? 'text'),
      label: String(s.label ?? s.lang ?? 'Sample'),
      source: String(s.source ?? ''),
      fromSpec: true
    }))
}
