/**
 * The request behind the code samples (rest/shared/request.ts) as the request
 * builder fills it, and the builder's form (rest/components/CodeSamples.tsx).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import { discoverSpecs } from '../generator/specs'
import { generateAll, generateSpec } from '../generator/generate'
import * as Operation from '../components/Operation'
import { RequestForm, requestTemplateOf, writeSamples } from '../components/RequestForm'
import { buildHarRequest, TOKEN_PLACEHOLDER, type RequestValues } from '../shared/request'
import { securityOf } from '../shared/data-types'
import { generatedSamples } from '../shared/snippets'
import { MORE_SAMPLE_TARGETS } from '../shared/sample-targets'
import { assertInert, fixture, operationPage, pageData, render } from './helpers'

const FIXTURE = 'request-builder-fills-every-place'
const page = async (name: string, fixtureName = FIXTURE) => pageData(await fixture(fixtureName), name)
const requestOf = async (name: string, values: RequestValues = {}, fixtureName = FIXTURE) => {
  const { operation, spec } = await page(name, fixtureName)
  return buildHarRequest(requestTemplateOf(operation, spec), values)
}
const pairs = (list: { name: string; value: string }[]) => list.map(({ name, value }) => `${name}=${value}`)

describe('request builder: the request', () => {
  it('path parameters are percent-encoded; required query, header and cookie parameters carry their example, optional ones only a typed value', async () => {
    const untouched = await requestOf('files-put-part.mdx')
    assert.equal(untouched.url, 'https://eu.vnv.example.org:8443/v1/files/a%20b%2Fc/parts/3')
    assert.deepEqual(pairs(untouched.queryString), ['mode=safe'])
    assert.deepEqual(pairs(untouched.headers), ['X-Trace=trace-1', `access_token=${TOKEN_PLACEHOLDER}`])
    assert.deepEqual(untouched.cookies, [])

    const typed = await requestOf('files-put-part.mdx', {
      parameters: { 'path:fileId': 'x?y#z', 'query:limit': '5', 'cookie:lang': 'de', 'header:X-Trace': 'mine' }
    })
    assert.equal(typed.url, 'https://eu.vnv.example.org:8443/v1/files/x%3Fy%23z/parts/3')
    assert.deepEqual(pairs(typed.queryString), ['mode=safe', 'limit=5'])
    assert.deepEqual(pairs(typed.headers), ['X-Trace=mine', `access_token=${TOKEN_PLACEHOLDER}`])
    assert.deepEqual(pairs(typed.cookies), ['lang=de'])
    // An emptied path parameter shows as {name} in every sample rather than vanishing from the path or becoming a value.
    // (One conversion per list, as the page makes them: httpsnippet's curl drops a multipart body's header that PowerShell then reads.)
    const emptied = () => requestOf('files-put-part.mdx', { parameters: { 'path:fileId': '' } })
    for (const sample of [...generatedSamples(await emptied()), ...generatedSamples(await emptied(), MORE_SAMPLE_TARGETS)]) {
      assert.match(sample.source, /\/files\/\{fileId\}\/parts\//, sample.label)
      assert.doesNotMatch(sample.source, /\/files\/fileId\//, sample.label)
    }
  })

  it('the token goes where its apiKey scheme says: header, query or cookie, under the scheme’s name', async () => {
    const token = 's3cr3t'
    assert.deepEqual(pairs((await requestOf('files-put-part.mdx', { token })).headers).at(-1), `access_token=${token}`)
    assert.deepEqual(pairs((await requestOf('notes-put.mdx', { token })).queryString), [`key=${token}`])
    assert.deepEqual(pairs((await requestOf('notes-post.mdx', { token })).cookies), [`session=${token}`])
    const publicOne = await requestOf('public-get.mdx', { token }, 'api-key-samples-send-token-where-declared')
    assert.doesNotMatch(JSON.stringify(publicOne), /s3cr3t/)
  })

  it('http, OAuth 2.0 and OpenID Connect schemes: the typed token goes in Authorization after the scheme’s word, Basic’s in Base64', async () => {
    const authorization = async (name: string, fixtureName: string, token?: string) =>
      (await requestOf(name, token === undefined ? {} : { token }, fixtureName)).headers.find((h) => h.name === 'Authorization')?.value
    assert.equal(await authorization('reports-list.mdx', 'http-bearer-samples-send-authorization', 's3cr3t'), 'Bearer s3cr3t')
    assert.equal(await authorization('reports-list.mdx', 'http-bearer-samples-send-authorization', ''), `Bearer ${TOKEN_PLACEHOLDER}`)
    assert.equal(await authorization('projects-list.mdx', 'oauth2-samples-send-bearer-placeholder', 's3cr3t'), 'Bearer s3cr3t')
    assert.equal(await authorization('me-get.mdx', 'openid-connect-samples-send-bearer-placeholder', 's3cr3t'), 'Bearer s3cr3t')
    assert.equal(await authorization('legacy-get.mdx', 'http-basic-samples-send-base64-credentials', 's3cr3t'), 'Digest s3cr3t')
    assert.equal(await authorization('ping-get.mdx', 'http-basic-samples-send-base64-credentials', 'alice:pw'), 'Basic YWxpY2U6cHc=')
    assert.equal(await authorization('health-get.mdx', 'http-bearer-samples-send-authorization', 's3cr3t'), undefined)
  })

  it('bodies: JSON and text as typed, multipart fields from a JSON object with binary fields as files', async () => {
    // Untouched, the body is the example as the page and the builder show it.
    assert.deepEqual((await requestOf('notes-post.mdx')).postData, { mimeType: 'application/json', text: '{\n  "text": "first note"\n}' })
    assert.deepEqual((await requestOf('notes-post.mdx', { body: '{"text": "mine"}' })).postData?.text, '{"text": "mine"}')
    assert.deepEqual((await requestOf('notes-put.mdx')).postData, { mimeType: 'text/plain', text: 'plain words' })
    const notes = await requestOf('notes-post.mdx')
    assert.deepEqual(pairs(notes.headers), ['Content-Type=application/json'])
    assert.deepEqual((await requestOf('files-put-part.mdx')).postData?.params, [
      { name: 'note', value: 'hello' },
      { name: 'data', fileName: 'data.bin', contentType: 'application/octet-stream' }
    ])
    const edited = await requestOf('files-put-part.mdx', { body: '{"note": "bye", "count": 2}' })
    assert.deepEqual(edited.postData?.params, [
      { name: 'note', value: 'bye' },
      { name: 'count', value: '2' }
    ])
    assert.deepEqual((await requestOf('files-put-part.mdx', { body: '{ not json' })).postData?.params, [])
  })

  it('servers: variables take their defaults until typed; a relative server shows {baseUrl} until a whole base URL is typed', async () => {
    assert.match(
      (await requestOf('notes-put.mdx', { variables: { region: 'us', port: '' } })).url,
      /^https:\/\/us\.vnv\.example\.org:8443\/v1\/notes/
    )
    const relative = (baseUrl?: string) =>
      requestOf('notes-put.mdx', { server: '/relative', ...(baseUrl !== undefined && { baseUrl }) }).then(
        (r) => generatedSamples(r)[0].source
      )
    assert.match(await relative(), /--url '\{baseUrl\}\/relative\/notes\?key=%3Ctoken%3E'/)
    assert.match(await relative('https://api.mine.example/'), /--url 'https:\/\/api\.mine\.example\/relative\/notes\?/)
    assert.match(await relative('https://api.mine.example/base'), /https:\/\/api\.mine\.example\/base\/relative\/notes/)
    for (const unfinished of ['https://', 'api.mine.example', 'javascript:alert(1)', 'https://a b'])
      assert.match(await relative(unfinished), /\{baseUrl\}\/relative\/notes/, unfinished)
    const relativeServer = await fixture('relative-server')
    const samples = operationPage(relativeServer, relativeServer.model.operations[0].id).operation.codeSamples
    assert.match(samples[0].source, /\{baseUrl\}\/api\/items\/it-1/)
  })

  it('the browser’s request, made from a page’s data, gives the very samples the generator put in the page (fixtures and real specs)', async () => {
    const results = [
      ...(await Promise.all(
        [
          FIXTURE,
          'api-key-samples-send-token-where-declared',
          'http-bearer-samples-send-authorization',
          'http-basic-samples-send-base64-credentials',
          'oauth2-samples-send-bearer-placeholder',
          'openid-connect-samples-send-bearer-placeholder',
          'mutual-tls-scheme-warns',
          'relative-server',
          'two-samples-one-language'
        ].map(fixture)
      )),
      ...(await generateAll(process.cwd(), discoverSpecs()))
    ]
    let compared = 0
    for (const result of results)
      for (const name of result.pages.keys()) {
        if (!/^export const operation/m.test(result.pages.get(name)!)) continue
        const { operation, spec } = pageData(result, name)
        if (operation.webhook) continue
        const generated = operation.codeSamples.filter((s) => !s.fromSpec).map((s) => s.source)
        const template = requestTemplateOf(operation, spec)
        assert.deepEqual(
          generatedSamples(buildHarRequest(template), undefined, template.reads).map((s) => s.source),
          generated,
          `${result.config.file} ${name}`
        )
        compared++
      }
    assert.ok(compared > 100, `${compared} pages compared`)
  })

  it('every language offered under “More languages” writes a sample that sends the typed values', async () => {
    const request = await requestOf('files-put-part.mdx', { token: 'tok-123', parameters: { 'query:limit': '77' } })
    for (const sample of generatedSamples(request, MORE_SAMPLE_TARGETS)) {
      assert.match(sample.source, /tok-123/, sample.label)
      assert.match(sample.source, /77/, sample.label)
    }
  })

  it('an operation’s own security, public (null) or none ([]) included, replaces its spec’s; without one it has the spec’s', () => {
    const spec = { security: [[{ scheme: 'api_key', scopes: [] }]] }
    assert.equal(securityOf({ security: null }, spec), null)
    assert.deepEqual(securityOf({ security: [] }, spec), [])
    assert.deepEqual(securityOf({ security: [[{ scheme: 'oauth', scopes: ['read'] }]] }, spec), [[{ scheme: 'oauth', scopes: ['read'] }]])
    assert.equal(securityOf({}, spec), spec.security)
  })

  it('a success response that only streams records is read as it arrives, in the builder’s samples too; a choice of a whole body is read whole', () => {
    const spec = { servers: [{ url: 'https://vnv.example.org', variables: [] }], security: [], securitySchemes: {} }
    const templateOf = (...mediaTypes: string[]) =>
      requestTemplateOf(
        { method: 'get', path: '/events', responses: { '404': {}, '200': { content: mediaTypes.map((mediaType) => ({ mediaType })) } } },
        spec
      )
    assert.equal(templateOf('text/event-stream').reads, 'stream')
    assert.equal(templateOf('application/x-ndjson', 'application/json-seq').reads, 'stream')
    assert.equal(templateOf('application/json', 'text/event-stream').reads, undefined)
    const template = templateOf('text/event-stream')
    const samples = generatedSamples(buildHarRequest(template), undefined, template.reads)
    const written = writeSamples(template, { baseUrl: 'https://x.example.org' }, samples, MORE_SAMPLE_TARGETS[0].label)
    assert.deepEqual(
      written.samples.map((sample) => sample.source.split('\n')[0]),
      ['curl --no-buffer --request GET \\', "const options = {method: 'GET'};", 'import requests']
    )
    assert.match(written.samples[1].source, /getReader\(\)/)
    assert.match(written.samples[2].source, /iter_lines/)
    const whole = templateOf('application/json')
    assert.match(generatedSamples(buildHarRequest(whole), undefined, whole.reads)[1].source, /res\.json\(\)/)
  })

  it('a success response not documented as JSON, or not documented at all, is printed as text: no sample parses it as JSON', () => {
    const spec = { servers: [{ url: 'https://vnv.example.org', variables: [] }], security: [], securitySchemes: {} }
    const templateOf = (responses: Parameters<typeof requestTemplateOf>[0]['responses']) =>
      requestTemplateOf({ method: 'get', path: '/export', responses }, spec)
    for (const template of [
      templateOf({ default: {} }),
      templateOf({ '200': {} }),
      templateOf({ '200': { content: [{ mediaType: 'application/zip' }] } })
    ]) {
      assert.equal(template.reads, 'text')
      const samples = generatedSamples(buildHarRequest(template), undefined, template.reads)
      assert.doesNotMatch(samples.map((sample) => sample.source).join('\n'), /json\(\)/)
      assert.match(samples[1].source, /\.then\(res => res\.text\(\)\)\n {2}\.then\(text => console\.log\(text\)\)/)
    }
    assert.equal(templateOf({ '200': { content: [{ mediaType: 'application/vnd.api+json' }] } }).reads, undefined)
  })
})

describe('request builder: the form', () => {
  it('a parameter whose values are a named schema’s enum: listed in its table row, offered and checked in the builder; an example is shown', async () => {
    const spec = [
      'openapi: 3.0.3',
      'info: { title: Sites, version: "1" }',
      'paths:',
      '  /sites/{template}:',
      '    post:',
      '      operationId: createSite',
      '      parameters:',
      '        - { name: template, in: path, required: true, schema: { $ref: "#/components/schemas/Template" } }',
      '        - { name: owner, in: query, description: Who owns the site, example: ana, schema: { type: string } }',
      '        - { name: sort, in: query, description: "Order of the sites (see `order`)", schema: { type: string, default: asc } }',
      '      responses: { default: { description: Not documented. } }',
      'components: { schemas: { Template: { type: string, enum: [TeamSite, CommunicationSite] } } }'
    ].join('\n')
    const result = await generateSpec({ file: 'sites.yaml', folder: 'sites', infoSlug: 'introduction', label: 'Sites' }, spec)
    const [mdx] = [...result.pages.values()].filter((page) => page.includes('export const operation = '))
    // The type names the schema and links to its page.
    assert.match(
      mdx,
      /^\| `template` \| \[Template\]\(\/docs\/rest\/sites\/schemas\/template\/\) \| yes \| One of \\"TeamSite\\"\\, \\"CommunicationSite\\"\\. \|$/m
    )
    // The spec's example, which the samples send, is shown too; each detail is a sentence after the description.
    assert.match(mdx, /^\| `owner` \| string \| no \| Who owns the site\. Example \\"ana\\"\\. \|$/m)
    // A description ending in a parenthesis or code still gets its full stop.
    assert.match(mdx, /^\| `sort` \| string \| no \| Order of the sites \(see `order`\)\. Default \\"asc\\"\\. \|$/m)
    const { operation, spec: data } = operationPage(result, 'createSite')
    const template = requestTemplateOf(operation, data)
    const document = new JSDOM(
      render(RequestForm, {
        template,
        values: { parameters: { 'path:template': 'Foo' } },
        onChange() {},
        showToken: false,
        onShowToken() {}
      })
    ).window.document
    assert.deepEqual(
      [...document.querySelectorAll(`select[id$="path:template"] option`)].map((option) => option.textContent),
      ['—', 'TeamSite', 'CommunicationSite']
    )
    assert.match(document.body.textContent ?? '', /Must be one of TeamSite, CommunicationSite\./)
  })

  it('labels every input with its parameter’s name, marks required ones, shows types, lists enums in a select, hides the token', async () => {
    const { operation, spec } = await page('files-put-part.mdx')
    const html = render(RequestForm, {
      template: requestTemplateOf(operation, spec),
      values: {},
      onChange() {},
      showToken: false,
      onShowToken() {}
    })
    const document = new JSDOM(html).window.document
    const labelFor = (control: Element) => document.querySelector(`label[for="${control.id}"]`)?.textContent ?? ''
    const controls = [...document.querySelectorAll('.vnv-request__form :is(input, select, textarea)')]
    assert.ok(
      controls.every((c) => labelFor(c)),
      'every input has a label'
    )
    assert.deepEqual(
      controls.map((c) => labelFor(c)),
      [
        'Server',
        '{region}server variable',
        '{port}server variable',
        'Tokenapi_key: header access_token',
        'Show token in samples',
        'fileIdrequiredPath · string',
        'partrequiredPath · integer',
        'moderequiredQuery · string',
        'X-TracerequiredHeader · string',
        'limitQuery · integer',
        'langCookie · string',
        'Request bodymultipart form fields, as a JSON object'
      ]
    )
    const byLabel = (start: string) => controls.find((c) => labelFor(c).startsWith(start))!
    assert.equal(byLabel('mode').tagName, 'SELECT')
    assert.deepEqual(
      [...byLabel('mode').querySelectorAll('option')].map((o) => o.textContent),
      ['—', 'fast', 'safe']
    )
    assert.equal((byLabel('mode') as HTMLSelectElement).value, 'safe')
    assert.equal(byLabel('{region}').tagName, 'SELECT')
    // The token: a text field drawn masked, which password managers are told to leave alone (issue 48).
    const token = byLabel('Token')
    assert.equal(token.getAttribute('type'), 'text')
    assert.equal(token.getAttribute('data-masked'), 'true')
    assert.equal(token.getAttribute('autocomplete'), 'off')
    assert.equal(token.getAttribute('data-1p-ignore'), '')
    assert.equal(token.getAttribute('data-lpignore'), 'true')
    assert.equal((byLabel('Show token in samples') as HTMLInputElement).checked, false)
    assert.equal((byLabel('fileId') as HTMLInputElement).value, 'a b/c')
    assert.equal((byLabel('limit') as HTMLInputElement).value, '')
    assert.match((byLabel('Request body') as HTMLTextAreaElement).value, /"note": "hello"/)
    // Two servers: a select.
    assert.equal(document.querySelectorAll('.vnv-request__form select').length, 3)
  })

  it('the token’s hint says where it goes, and what to type for HTTP Basic', async () => {
    const hint = async (name: string, fixtureName: string) => {
      const { operation, spec } = await page(name, fixtureName)
      const form = render(RequestForm, {
        template: requestTemplateOf(operation, spec),
        values: {},
        onChange() {},
        showToken: false,
        onShowToken() {}
      })
      return new JSDOM(form).window.document.querySelector('label[for$="-token"] .vnv-request__hint')?.textContent
    }
    assert.equal(await hint('reports-list.mdx', 'http-bearer-samples-send-authorization'), 'bearerAuth: header Authorization Bearer')
    assert.equal(await hint('ping-get.mdx', 'http-basic-samples-send-base64-credentials'), 'basicAuth: user:password, sent in Base64')
    assert.equal(await hint('projects-list.mdx', 'oauth2-samples-send-bearer-placeholder'), 'oauth: header Authorization Bearer')
  })

  it('without JavaScript the page shows the generated samples and no form that could not work; relative servers get a base-URL field', async () => {
    const html = new JSDOM(render(Operation.CodeSamples, await page('files-put-part.mdx'))).window.document
    assert.equal(html.querySelectorAll('form, select, input, details').length, 0)
    assert.match(html.querySelector('pre')!.textContent!, /curl --request PUT/)
    const { operation, spec } = await page('items-get-one.mdx', 'relative-server')
    const form = render(RequestForm, {
      template: requestTemplateOf(operation, spec),
      values: {},
      onChange() {},
      showToken: false,
      onShowToken() {}
    })
    const relative = new JSDOM(form).window.document
    assert.equal(relative.querySelector('input[type="url"]')?.id, relative.querySelector('label[for$="-base"]')?.getAttribute('for'))
    assert.match(relative.querySelector('label[for$="-base"]')!.textContent!, /Base URL/)
  })

  it('the hostile spec’s names, enums and examples fill the form as text, never as markup', async () => {
    const result = await fixture('hostile')
    for (const name of ['evil-get.mdx', 'evil-post.mdx']) {
      const { operation, spec } = pageData(result, name)
      const template = requestTemplateOf(operation, spec)
      const html = render(RequestForm, {
        template,
        values: { token: '<img src=x onerror=alert(1)>' },
        onChange() {},
        showToken: true,
        onShowToken() {}
      })
      assertInert(html, `${name} form`)
      if (name === 'evil-get.mdx') assert.match(html, /<option>&lt;i&gt;a&lt;\/i&gt;<\/option>/)
    }
  })
})
