/**
 * HAR request (request.ts) → code samples, by httpsnippet. The generator
 * imports this for the samples in the static pages; the browser loads it
 * only once the reader edits a request (rest/components/CodeSamples.tsx).
 * httpsnippet imports Node's `url` (parse/format); Next.js's client build
 * replaces it with its bundled WHATWG-URL shim, so this runs in both.
 */
import { HTTPSnippet, type HarRequest as SnippetRequest } from '@readme/httpsnippet'
import { BASE_URL_PLACEHOLDER } from './base-url'
import { showMissing, STAND_IN_HOST, type HarRequest, type ResponseReading } from './request'
import { SAMPLE_TARGETS, type SampleTarget } from './sample-targets'

export interface GeneratedSample {
  lang: string
  label: string
  source: string
}

/** httpsnippet's fetch sample reads every response as JSON. */
const FETCH_JSON = '\n  .then(res => res.json())\n  .then(res => console.log(res))'

/**
 * How the page's languages read a response other than JSON, in place of httpsnippet's reading of a whole JSON body
 * (which would wait for the end of a stream, or fail to parse it): a stream's records printed as they arrive; a body
 * not documented as JSON printed as text. Languages that print the body as text already are left as they are.
 */
const READERS: Record<ResponseReading, Record<string, (source: string) => string>> = {
  text: {
    'JavaScript (fetch)': (source) => source.replace(FETCH_JSON, '\n  .then(res => res.text())\n  .then(text => console.log(text))')
  },
  stream: {
    curl: (source) => source.replace(/^curl /, 'curl --no-buffer '),
    'JavaScript (fetch)': (source) =>
      source.replace(
        FETCH_JSON,
        [
          '',
          '  .then(async (res) => {',
          '    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();',
          '    while (true) {',
          '      const { done, value } = await reader.read();',
          '      if (done) break;',
          '      console.log(value);',
          '    }',
          '  })'
        ].join('\n')
      ),
    'Python (requests)': (source) =>
      source
        .replace(/^(response = requests\.\w+\(.*)\)$/m, '$1, stream=True)')
        .replace(/^print\(response\.text\)$/m, 'for line in response.iter_lines(decode_unicode=True):\n    print(line)')
  }
}

/**
 * The samples of one request in the given languages; a relative server's missing host reads {baseUrl}, a missing
 * required value {name}. A response read other than as JSON (`reads`) is read as READERS say.
 */
export function generatedSamples(
  request: HarRequest,
  targets: readonly SampleTarget[] = SAMPLE_TARGETS,
  reads?: ResponseReading
): GeneratedSample[] {
  const snippet = new HTTPSnippet(request as unknown as SnippetRequest)
  return targets.map(({ target, client, lang, label }) => {
    const output = snippet.convert(target as never, client)
    const written = String((Array.isArray(output) ? output[0] : output) ?? '')
    const reader = reads && READERS[reads][label]
    const source = reader ? reader(written) : written
    return { lang, label, source: showMissing(source.split(STAND_IN_HOST).join(BASE_URL_PLACEHOLDER)) }
  })
}
