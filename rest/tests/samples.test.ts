/** Code samples (rest/generator/samples.ts): the spec's own, then curl, fetch and Python by httpsnippet. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import { sampleData } from '../generator/data'
import type { GeneratedSpec } from '../generator/generated-spec'
import * as Operation from '../components/Operation'
import { buildHarRequest } from '../shared/request'
import { requestTemplateOf } from '../shared/request-template'
import { MORE_SAMPLE_TARGETS, SAMPLE_TARGETS } from '../shared/sample-targets'
import { generatedSamples } from '../shared/snippets'
import { fixture, operationPage, pageData, render, textOf } from './helpers'

/** How each language's sample writes an Authorization header with this value, by the sample's label. */
const AUTHORIZATION_LINES: Record<string, (value: string) => string> = {
  curl: (value) => `--header 'Authorization: ${value}'`,
  'JavaScript (fetch)': (value) => `headers: {Authorization: '${value}'}`,
  'Python (requests)': (value) => `headers = {"Authorization": "${value}"}`,
  'Node.js (axios)': (value) => `headers: {Authorization: '${value}'}`,
  'Go (net/http)': (value) => `req.Header.Add("Authorization", "${value}")`,
  'Java (java.net.http)': (value) => `.header("Authorization", "${value}")`,
  'Kotlin (OkHttp)': (value) => `.addHeader("Authorization", "${value}")`,
  'C# (HttpClient)': (value) => `{ "Authorization", "${value}" },`,
  'PHP (Guzzle)': (value) => `'Authorization' => '${value}',`,
  'Ruby (net/http)': (value) => `request["Authorization"] = '${value}'`,
  'Swift (URLSession)': (value) => `request.allHTTPHeaderFields = ["Authorization": "${value}"]`,
  'PowerShell (Invoke-RestMethod)': (value) => `$headers.Add("Authorization", "${value}")`,
  HTTPie: (value) => `Authorization:'${value}'`,
  Wget: (value) => `--header 'Authorization: ${value}'`,
  'C (libcurl)': (value) => `headers = curl_slist_append(headers, "Authorization: ${value}");`,
  'R (httr)': (value) => `add_headers('Authorization' = '${value}')`
}

/** The page's samples and every language of “More languages” send this Authorization header, each as its language writes it. */
function assertSendsEverywhere(result: GeneratedSpec, id: string, value: string) {
  const { operation, spec } = operationPage(result, id)
  const more = generatedSamples(buildHarRequest(requestTemplateOf(operation, spec)), MORE_SAMPLE_TARGETS)
  const samples = [...operation.codeSamples, ...more]
  assert.deepEqual(
    samples.map((s) => s.label),
    [...SAMPLE_TARGETS, ...MORE_SAMPLE_TARGETS].map((t) => t.label)
  )
  for (const sample of samples)
    assert.ok(sample.source.includes(AUTHORIZATION_LINES[sample.label](value)), `${sample.label}:\n${sample.source}`)
}

/** The note above a page's samples on which scheme they authenticate with, as the page renders it. */
function noteOf(result: GeneratedSpec, page: string): string | undefined {
  const html = render(Operation.CodeSamples, pageData(result, page))
  const note = [...new JSDOM(html).window.document.querySelectorAll('p')].find((p) => /^Samples /.test(p.textContent!))
  return note?.textContent ?? undefined
}

describe('code samples', () => {
  it('relative server: samples keep the path behind a marked {baseUrl} and invent no host; the page says what it stands for', async () => {
    const result = await fixture('relative-server')
    const samples = operationPage(result, result.model.operations[0].id).operation.codeSamples
    for (const sample of samples) {
      assert.match(sample.source, /\{baseUrl\}\/api\/items\/it-1/, sample.label)
      assert.doesNotMatch(sample.source, /example\.(com|org)|\.invalid/, sample.label)
    }
    const text = textOf(render(Operation.CodeSamples, pageData(result, 'items-get-one.mdx')))
    assert.match(text, /\{baseUrl\} stands for your server’s address/)
    const absolute = await fixture('two-samples-one-language')
    assert.doesNotMatch(textOf(render(Operation.CodeSamples, pageData(absolute, 'ping-get.mdx'))), /stands for your server/)
  })

  it('two code samples in one language: both kept, before the generated ones, with distinct tab labels', async () => {
    const result = await fixture('two-samples-one-language')
    const samples = operationPage(result, result.model.operations[0].id).operation.codeSamples
    assert.deepEqual(
      samples.map((s) => [s.label, s.fromSpec ?? false]),
      [
        ['curl (1)', true],
        ['curl (2)', true],
        ['curl (3)', false],
        ['JavaScript (fetch)', false],
        ['Python (requests)', false]
      ]
    )
    assert.match(samples[2].source, /https:\/\/vnv\.example\.org\/api\/ping/)
    assert.match(samples[2].source, /access_token: <token>/)
    assert.doesNotMatch(samples[2].source, /Authorization/)
    assert.match(samples[4].source, /requests\.get/)
    const { operation } = pageData(result, 'ping-get.mdx')
    const labels = operation.codeSamples.map((s) => s.label)
    assert.deepEqual(labels, ['curl (1)', 'curl (2)', 'curl (3)', 'JavaScript (fetch)', 'Python (requests)'])
    assert.equal(new Set(labels).size, labels.length)
    assert.deepEqual(sampleData([{ lang: 'js', label: ' ', source: '', fromSpec: true }]), [
      { lang: 'js', label: 'js', source: '', fromSpec: true }
    ])
  })

  it('a required parameter the spec gives no value sends its {name}, never one made up from its type; given values are sent', async () => {
    const result = await fixture('required-parameters-without-examples')
    const curl = operationPage(result, 'Items.get').operation.codeSamples.find((s) => s.label === 'curl')!.source
    assert.match(curl, /--url 'https:\/\/vnv\.example\.org\/items\/\{itemId\}\?limit=\{limit\}&kind=small'/)
    assert.match(curl, /--header 'version: v2'/)
    assert.doesNotMatch(curl, /string|limit=0/)
  })

  it('API key schemes: samples send <token> under the scheme’s name, in header, query or cookie; public operations send none', async () => {
    const result = await fixture('api-key-samples-send-token-where-declared')
    const { model } = result
    const curl = (id: string) => operationPage(result, id).operation.codeSamples.find((s) => s.label === 'curl')!.source
    assert.match(curl('Header.get'), /--header 'access_token: <token>'/)
    assert.match(curl('Query.get'), /--url 'https:\/\/vnv\.example\.org\/in-query\?key=%3Ctoken%3E'/)
    assert.match(curl('Cookie.get'), /--cookie session=%3Ctoken%3E/) // httpsnippet percent-encodes cookie values
    assert.doesNotMatch(curl('Public.get'), /token/)
    assert.deepEqual(model.securitySchemes.api_key.apiKey, { in: 'header', name: 'access_token' })
    assert.equal(model.securitySchemes.api_key.details, 'API key in header "access_token"')
    assert.deepEqual(model.warnings, [])
  })

  it('HTTP bearer: every language sends Authorization: Bearer <token>, and the note above the samples names the scheme', async () => {
    const result = await fixture('http-bearer-samples-send-authorization')
    assertSendsEverywhere(result, 'Reports.list', 'Bearer <token>')
    assert.equal(noteOf(result, 'reports-list.mdx'), 'Samples authenticate with bearerAuth (HTTP Bearer).')
    assert.deepEqual(result.model.warnings, [])
  })

  it('an operation’s own security wins, security: [] sends nothing, and of several alternatives the first is used and said', async () => {
    const result = await fixture('http-bearer-samples-send-authorization')
    const curl = (id: string) => operationPage(result, id).operation.codeSamples.find((s) => s.label === 'curl')!.source
    assert.doesNotMatch(curl('Health.get'), /Authorization|token/)
    assert.equal(noteOf(result, 'health-get.mdx'), undefined)
    assert.match(curl('Keys.list'), /--header 'access_token: <token>'/)
    assert.doesNotMatch(curl('Keys.list'), /Authorization/)
    assert.equal(noteOf(result, 'keys-list.mdx'), 'Samples authenticate with api_key (API key in header access_token).')
    assert.match(curl('Exports.create'), /--header 'Authorization: Bearer <token>'/)
    assert.doesNotMatch(curl('Exports.create'), /access_token/)
    assert.equal(
      noteOf(result, 'exports-create.mdx'),
      'Samples authenticate with bearerAuth (HTTP Bearer), the first of the 2 ways this operation accepts.'
    )
  })

  it('HTTP basic: every language sends Authorization: Basic with a placeholder, the builder sends user:password in Base64; other HTTP schemes send theirs', async () => {
    const result = await fixture('http-basic-samples-send-base64-credentials')
    assertSendsEverywhere(result, 'Ping.get', 'Basic <base64 of user:password>')
    assert.equal(noteOf(result, 'ping-get.mdx'), 'Samples authenticate with basicAuth (HTTP Basic).')
    const { operation, spec } = operationPage(result, 'Ping.get')
    const typed = buildHarRequest(requestTemplateOf(operation, spec), { token: 'alice:pässword' })
    assert.deepEqual(typed.headers, [{ name: 'Authorization', value: `Basic ${Buffer.from('alice:pässword').toString('base64')}` }])
    assertSendsEverywhere(result, 'Legacy.get', 'Digest <token>')
    assert.deepEqual(result.model.warnings, [])
  })

  it('OAuth 2.0 sends a bearer placeholder in every language, in place of the spec’s API key the operation overrides', async () => {
    const result = await fixture('oauth2-samples-send-bearer-placeholder')
    assertSendsEverywhere(result, 'Projects.list', 'Bearer <token>')
    for (const sample of operationPage(result, 'Projects.list').operation.codeSamples)
      assert.doesNotMatch(sample.source, /access_token/, sample.label)
    assert.equal(noteOf(result, 'projects-list.mdx'), 'Samples authenticate with oauth (OAuth 2.0 access token, sent as Bearer).')
    assert.deepEqual(result.model.warnings, [])
  })

  it('OpenID Connect sends a bearer placeholder in every language', async () => {
    const result = await fixture('openid-connect-samples-send-bearer-placeholder')
    assertSendsEverywhere(result, 'Me.get', 'Bearer <token>')
    assert.equal(noteOf(result, 'me-get.mdx'), 'Samples authenticate with oidc (OpenID Connect access token, sent as Bearer).')
    assert.deepEqual(result.model.warnings, [])
  })

  it('mutual TLS, which no request carries: warned about with its place, the samples send the rest and say what they leave out', async () => {
    const result = await fixture('mutual-tls-scheme-warns')
    const curl = operationPage(result, 'Ping.get').operation.codeSamples.find((s) => s.label === 'curl')!.source
    assert.match(curl, /--header 'access_token: <token>'/)
    assert.doesNotMatch(curl, /Authorization/)
    assert.equal(
      noteOf(result, 'ping-get.mdx'),
      'Samples authenticate with api_key (API key in header access_token). They carry none for mtls (mutualTLS).'
    )
    assert.deepEqual(result.model.warnings, [
      'openapi/mutual-tls-scheme-warns.yaml at #/components/securitySchemes/mtls: scheme "mtls" is of type mutualTLS: its client certificate is set up in the HTTP client, not written in a request, so code samples of operations using it carry no credentials for it.'
    ])
  })
})
