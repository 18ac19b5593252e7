/**
 * HAR request (request.ts) → code samples, by httpsnippet. The generator
 * imports this for the samples in the static pages; the browser loads it
 * only once the reader edits a request (rest/components/CodeSamples.tsx).
 * httpsnippet imports Node's `url` (parse/format); Next.js's client build
 * replaces it with its bundled WHATWG-URL shim, so this runs in both.
 */
import { HTTPSnippet, type HarRequest as SnippetRequest } from '@readme/httpsnippet'
import { BASE_URL_PLACEHOLDER } from './base-url'
import { showMissing, STAND_IN_HOST, type HarRequest } from './request'
import { SAMPLE_TARGETS, type SampleTarget } from './sample-targets'

export interface GeneratedSample {
  lang: string
  label: string
  source: string
}

/** The samples of one request in the given languages; a relative server's missing host reads {baseUrl}, a missing required value {name}. */
export function generatedSamples(request: HarRequest, targets: readonly SampleTarget[] = SAMPLE_TARGETS): GeneratedSample[] {
  const snippet = new HTTPSnippet(request as unknown as SnippetRequest)
  return targets.map(({ target, client, lang, label }) => {
    const output = snippet.convert(target as never, client)
    const source = String((Array.isArray(output) ? output[0] : output) ?? '')
    return { lang, label, source: showMissing(source.split(STAND_IN_HOST).join(BASE_URL_PLACEHOLDER)) }
  })
}
