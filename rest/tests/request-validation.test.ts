/**
 * The request builder's checks as the reader types (rest/shared/request-validation.ts), the form that
 * shows their messages (rest/components/RequestForm.tsx).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { JSDOM } from 'jsdom'
import { RequestForm, requestTemplateOf } from '../components/RequestForm'
import { buildHarRequest, type RequestTemplate, type RequestValues } from '../shared/request'
import { baseUrlError, bodyError, jsonErrorText, jsonSyntaxError, parameterError, requestErrors } from '../shared/request-validation'
import { isJsonMediaType } from '../shared/media-types'
import { generatedSamples } from '../shared/snippets'
import { fixture, pageData, render } from './helpers'

const error = (text: string) => {
  const found = jsonSyntaxError(text)
  return found && jsonErrorText(found)
}

describe('JSON bodies: the first syntax error, with its line and column', () => {
  it('valid JSON has no error, whatever its shape', () => {
    for (const text of ['{}', '[]', '0', '-1.5e+3', '"a\\"b\\u00e9"', 'true', 'null', ' {"a": [1, {"b": null}], "c": "d"}\n'])
      assert.equal(jsonSyntaxError(text), undefined, text)
  })

  it('a text that stops early: unexpected end, where it ends', () => {
    assert.equal(error('{"text": '), 'line 1, column 10: unexpected end, expected a value')
    assert.equal(error(''), 'line 1, column 1: unexpected end, expected a value')
    assert.equal(error('{"text": "mi'), 'line 1, column 13: unexpected end: a string is not closed')
  })

  it('lines and columns count from 1, across line breaks', () => {
    assert.deepEqual(jsonSyntaxError('{\n  "a": 1,\n  "b": 2,\n}'), { line: 4, column: 1, message: 'no property after the last comma' })
    assert.deepEqual(jsonSyntaxError('[\r\n  1,\r\n  x\r\n]')?.line, 3)
    assert.equal(jsonSyntaxError('["é", x]')?.column, 7)
  })

  it('names what JavaScript allows and JSON does not: trailing commas, single quotes, bare names, leading zeros', () => {
    assert.equal(error('[1, 2,]'), 'line 1, column 7: no value after the last comma')
    assert.equal(error("{'a': 1}"), 'line 1, column 2: property names take double quotes')
    assert.equal(error('{"a": \'b\'}'), 'line 1, column 7: strings take double quotes')
    assert.equal(error('{a: 1}'), 'line 1, column 2: unexpected “a”, expected a property name in double quotes')
    assert.equal(error('{"n": 012}'), 'line 1, column 8: numbers cannot start with 0')
    assert.match(error('{"ok": yes}')!, /^line 1, column 8: unexpected word “yes”/)
  })

  it('names a missing separator and what follows the value', () => {
    assert.equal(error('{"a": 1 "b": 2}'), 'line 1, column 9: unexpected “"”, expected “,” or “}”')
    assert.equal(error('{"a" 1}'), 'line 1, column 6: unexpected “1”, expected “:” after the property name')
    assert.equal(error('{} {}'), 'line 1, column 4: unexpected “{”, expected the end: a JSON text holds one value')
  })

  it('strings: no raw line break, only JSON’s escapes', () => {
    assert.equal(error('"a\nb"'), 'line 1, column 3: line break inside a string (write \\n)')
    assert.equal(error('"\\x"'), 'line 1, column 2: invalid escape \\x')
    assert.equal(error('"\\u12g4"'), 'line 1, column 2: \\u takes four hexadecimal digits')
  })

  it('agrees with JSON.parse on what parses', () => {
    for (const text of ['{"a":1}', '{"a":1,}', '[01]', '1.', '.5', '-', '"\t"', '[1 2]', '{"a":{"b":[]}}', 'nul', '1e5', '1E+2'])
      assert.equal(
        jsonSyntaxError(text) === undefined,
        (() => {
          try {
            JSON.parse(text)
            return true
          } catch {
            return false
          }
        })(),
        text
      )
  })
})

describe('request bodies by media type', () => {
  it('JSON media types are checked, +json ones too, as the page treats them; text and XML bodies are not', () => {
    assert.ok(isJsonMediaType('application/json'))
    // The builder's template and its check read one rule: a body the page shows as JSON is checked as JSON.
    assert.match(bodyError('text/json', '{')!, /^line 1, column 2: /)
    assert.match(bodyError('Application/Problem+JSON; charset=utf-8', '{')!, /^line 1, column 2: /)
    assert.ok(isJsonMediaType('application/merge-patch+json; charset=utf-8'))
    assert.ok(!isJsonMediaType('text/plain'))
    assert.match(bodyError('application/json', '{')!, /^line 1, column 2: /)
    assert.equal(bodyError('text/plain', '{'), undefined)
    assert.equal(bodyError('application/xml', '<a>'), undefined)
  })

  it('multipart fields must be a JSON object', () => {
    assert.equal(bodyError('multipart/form-data', '{"note": "hi"}'), undefined)
    assert.match(bodyError('multipart/form-data', '["note"]')!, /JSON object/)
    assert.match(bodyError('multipart/form-data', '{"note": }')!, /^line 1, column 10: /)
    assert.match(bodyError('multipart/form-data; boundary=x', '["note"]')!, /JSON object/, 'a media type with parameters')
  })
})

describe('parameters: required values, types and listed values', () => {
  const path = { name: 'sessionId', in: 'path' as const }
  it('an emptied required parameter is an error that names the {placeholder} the samples keep; an empty optional one is fine', () => {
    assert.equal(parameterError(path, ''), 'Required: the samples show {sessionId} until you fill it in.')
    assert.match(parameterError({ name: 'mode', in: 'query', required: true }, '')!, /\{mode\}/)
    assert.equal(parameterError({ name: 'limit', in: 'query', type: 'integer' }, ''), undefined)
    assert.equal(parameterError(path, '66f2a1c4e8b3d90012ab34cd'), undefined)
  })

  it('integers take whole numbers, numbers decimals and exponents, booleans true or false (formats and null allowed)', () => {
    const typed = (type: string, value: string) => parameterError({ name: 'p', in: 'query', type }, value)
    assert.equal(typed('integer (int64)', '-12'), undefined)
    assert.match(typed('integer', '1.5')!, /whole number/)
    assert.match(typed('integer | null', 'ten')!, /whole number/)
    assert.equal(typed('number (double)', '-0.5'), undefined)
    assert.equal(typed('number', '1e3'), undefined)
    assert.match(typed('number', '1,5')!, /number/)
    assert.equal(typed('boolean', 'false'), undefined)
    assert.match(typed('boolean', 'yes')!, /true or false/)
    // A named type (a reference) or a string says nothing the builder can check.
    assert.equal(typed('ClientId', 'anything'), undefined)
    assert.equal(typed('string (date-time)', 'anything'), undefined)
  })

  it('a listed parameter takes one of its values', () => {
    assert.equal(parameterError({ name: 'mode', in: 'query', enum: ['fast', 'safe'] }, 'safe'), undefined)
    assert.equal(parameterError({ name: 'mode', in: 'query', enum: ['fast', 'safe'] }, 'slow'), 'Must be one of fast, safe.')
  })

  it('a base URL is fine empty or whole, not half typed', () => {
    assert.equal(baseUrlError(''), undefined)
    assert.equal(baseUrlError('https://api.mine.example/base'), undefined)
    for (const half of ['https://', 'api.mine.example', 'javascript:alert(1)']) assert.match(baseUrlError(half)!, /http\(s\) address/, half)
  })
})

const TEMPLATE: RequestTemplate = {
  method: 'put',
  path: '/sessions/{sessionId}/items',
  parameters: [
    { name: 'sessionId', in: 'path', example: 's-1' },
    { name: 'limit', in: 'query', type: 'integer' },
    { name: 'dryRun', in: 'query', type: 'boolean' }
  ],
  credentials: [{ scheme: 'api_key', in: 'header', name: 'access_token' }],
  servers: [{ url: '/api', variables: [] }],
  body: { mediaType: 'application/json', text: '{\n  "name": "x"\n}' }
}

describe('the whole request', () => {
  it('untouched, the request has no errors; each field with a problem is listed once, in the form’s order', () => {
    assert.deepEqual([...requestErrors(TEMPLATE, {}, 0)], [])
    const values: RequestValues = {
      baseUrl: 'https://',
      parameters: { 'path:sessionId': '', 'query:limit': 'ten' },
      body: '{"name": '
    }
    assert.deepEqual([...requestErrors(TEMPLATE, values, 0).keys()], ['baseUrl', 'path:sessionId', 'query:limit', 'body'])
  })

  it('a required parameter the spec gives no value is no error until the reader empties it', () => {
    const template = { ...TEMPLATE, parameters: [{ name: 'sessionId', in: 'path' as const }] }
    assert.deepEqual([...requestErrors(template, {}, 0)], [])
    assert.deepEqual([...requestErrors(template, { parameters: { 'path:sessionId': '' } }, 0).keys()], ['path:sessionId'])
  })

  it('the samples keep {sessionId} while the field is empty, and never the bare word', () => {
    const [curl] = generatedSamples(buildHarRequest(TEMPLATE, { parameters: { 'path:sessionId': '' } }))
    assert.match(curl.source, /\/api\/sessions\/\{sessionId\}\/items/)
    assert.doesNotMatch(curl.source, /\/sessions\/sessionId\//)
  })

  it('a form body keeps its fields in the samples, whatever the spec’s spelling of its media type', () => {
    for (const mediaType of ['multipart/form-data', 'multipart/form-data; boundary=x', 'Multipart/Form-Data']) {
      const template = { ...TEMPLATE, body: { mediaType, text: '{"note": "hi"}' } }
      const [curl] = generatedSamples(buildHarRequest(template, {}))
      assert.match(curl.source, /--form note=hi/, mediaType)
    }
  })
})

describe('the form shows each message under its field', () => {
  const form = (values: RequestValues) =>
    new JSDOM(render(RequestForm, { template: TEMPLATE, values, onChange() {}, showToken: false, onShowToken() {} })).window.document

  it('an invalid field is marked aria-invalid and described by its message; a valid one is not', () => {
    const document = form({ parameters: { 'path:sessionId': '', 'query:limit': '2' }, body: '{"name": ' })
    const byLabel = (start: string) =>
      [...document.querySelectorAll<HTMLElement>('input, select, textarea')].find((c) =>
        document.querySelector(`label[for="${c.id}"]`)?.textContent?.startsWith(start)
      )!
    for (const [label, message] of [
      ['sessionId', 'Required: the samples show {sessionId} until you fill it in.'],
      ['Request body', 'line 1, column 10: unexpected end, expected a value']
    ]) {
      const control = byLabel(label)
      assert.equal(control.getAttribute('aria-invalid'), 'true', label)
      assert.equal(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent, message, label)
    }
    // The emptied field shows what the samples show in its place.
    assert.equal(byLabel('sessionId').getAttribute('placeholder'), '{sessionId}')
    assert.equal(byLabel('limit').getAttribute('placeholder'), null)
    assert.equal(byLabel('limit').getAttribute('aria-invalid'), null)
    assert.equal(byLabel('limit').getAttribute('aria-describedby'), null)
    assert.equal(byLabel('limit').getAttribute('inputmode'), 'numeric')
    // A boolean is chosen, not typed.
    assert.equal(byLabel('dryRun').tagName, 'SELECT')
    assert.equal(document.querySelector('[role="status"]')?.textContent, '2 values need a look: sessionId, Request body.')
  })

  it('with nothing wrong the status line is empty and no field is invalid', () => {
    const document = form({})
    assert.equal(document.querySelectorAll('[aria-invalid]').length, 0)
    assert.equal(document.querySelector('[role="status"]')?.textContent, '')
  })

  it('the token is described by what the samples show in its place until the reader reveals it', () => {
    const token = (showToken: boolean) => {
      const document = new JSDOM(
        render(RequestForm, { template: TEMPLATE, values: { token: 't' }, onChange() {}, showToken, onShowToken() {} })
      ).window.document
      const input = document.querySelector('input[id$="-token"]')!
      return document.getElementById(input.getAttribute('aria-describedby')!)?.textContent
    }
    assert.equal(token(false), 'The samples show <token> in its place.')
    assert.match(token(true)!, /carry your token/)
  })

  it('a real page’s form starts without errors (the generator’s examples pass the builder’s checks)', async () => {
    const { operation, spec } = pageData(await fixture('request-builder-fills-every-place'), 'files-put-part.mdx')
    const template = requestTemplateOf(operation, spec)
    assert.deepEqual([...requestErrors(template, {}, 0)], [])
  })
})
