/** Code samples (rest/generator/samples.ts): the spec's own, then curl, fetch and Python by httpsnippet. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { sampleData } from '../generator/data'
import * as Operation from '../components/Operation'
import { fixture, operationPage, pageData, render, textOf } from './helpers'

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

  it('a scheme other than apiKey: warned about, and its samples carry no credentials', async () => {
    const result = await fixture('non-api-key-scheme-warns')
    const { model } = result
    const samples = operationPage(result, model.operations[0].id).operation.codeSamples
    for (const sample of samples) assert.doesNotMatch(sample.source, /Authorization|<token>/, sample.label)
    assert.deepEqual(model.warnings, [
      'openapi/non-api-key-scheme-warns.yaml at #/components/securitySchemes/basicAuth: scheme "basicAuth" is of type http; code samples only send credentials of apiKey schemes, so those of operations using it carry none.'
    ])
  })
})
