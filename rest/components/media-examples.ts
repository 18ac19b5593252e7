import type { ExampleData, MediaData, SpecData } from '@/rest/shared/data-types'
import { exampleFor } from '@/rest/shared/examples'

/** The examples of a body: the spec's own (named ones looked up in spec.json), else one made from the schema. */
export function examplesOf(media: MediaData, spec: SpecData, direction: 'request' | 'response'): (ExampleData & { generated?: true })[] {
  if (media.examples?.length) return media.examples.map((e) => (e.ref ? { ...spec.examples[e.ref], name: e.name } : e))
  const value = media.schema ? exampleFor(media.schema, spec.schemas, direction) : undefined
  return value === undefined ? [] : [{ name: 'example', value, generated: true }]
}
