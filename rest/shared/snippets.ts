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

/**
 * How the page's languages read a response that streams records, in place of httpsnippet's reading of a whole
 * body (which would wait for the end of a stream, or fail to parse it as JSON): each record printed as it arrives.
 */
const STREAM_READERS: Record<string, (source: string) => string> = {
  curl: (source) => source.replace(/^curl /, 'curl --no-buffer '),
  'JavaScript (fetch)': (source) =>
    source.replace(
      '\n  .then(res => res.json())\n  .then(res => console.log(res))',
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

/**
 * The samples of one request in the given languages; a relative server's missing host reads {baseUrl}, a missing
 * required value {name}. A response that streams records (`readsStream`) is read as it arrives (STREAM_READERS).
 */
export function generatedSamples(
  request: HarRequest,
  targets: readonly SampleTarget[] = SAMPLE_TARGETS,
  readsStream = false
): GeneratedSample[] {
  const snippet = new HTTPSnippet(request as unknown as SnippetRequest)
  return targets.map(({ target, client, lang, label }) => {
    const output = snippet.convert(target as never, client)
    const written = String((Array.isArray(output) ? output[0] : output) ?? '')
    const source = readsStream && STREAM_READERS[label] ? STREAM_READERS[label](written) : written
    return { lang, label, source: showMissing(source.split(STAND_IN_HOST).join(BASE_URL_PLACEHOLDER)) }
  })
}
