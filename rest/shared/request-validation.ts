/**
 * What the request builder (rest/components/RequestForm.tsx) says about the
 * values as the reader types them: a required value left empty, a value its
 * parameter's type or list of values does not allow, a base URL that is not a
 * whole address, a JSON body that does not parse (with the line and column of
 * the first error). Pure: each check takes text and gives a message or nothing.
 */
import { isJsonMediaType } from './media-types'
import {
  isFormData,
  isRequired,
  isTypedBaseUrl,
  missingPlaceholder,
  parameterKey,
  parameterValueOf,
  type RequestParameter,
  type RequestTemplate,
  type RequestValues
} from './request'

/** Where the first error of a JSON text is (1-based, in characters) and what it is. */
export interface JsonError {
  line: number
  column: number
  message: string
}

/** A JSON syntax error as the builder shows it: `line 1, column 10: unexpected end`. */
export const jsonErrorText = ({ line, column, message }: JsonError) => `line ${line}, column ${column}: ${message}`

class JsonSyntaxError extends Error {
  constructor(
    readonly at: number,
    message: string
  ) {
    super(message)
  }
}

/** A character as an error names it: printable ones quoted, others by their code point. */
const shown = (char: string) =>
  /^[\x21-\x7e]$/.test(char) ? `“${char}”` : `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/**
 * The first syntax error of a JSON text (RFC 8259), or undefined when it parses. Written out rather than
 * read from JSON.parse, whose messages and positions differ from browser to browser.
 */
export function jsonSyntaxError(text: string): JsonError | undefined {
  let at = 0
  const fail = (message: string, position = at): never => {
    throw new JsonSyntaxError(position, message)
  }
  const unexpected = (expected: string): never =>
    at >= text.length ? fail(`unexpected end, ${expected}`) : fail(`unexpected ${shown(text[at])}, ${expected}`)
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at])) at++
  }
  const string = () => {
    at++
    for (;;) {
      if (at >= text.length) fail('unexpected end: a string is not closed', at)
      const char = text[at]
      if (char === '"') return void at++
      if (char === '\n' || char === '\r') fail('line break inside a string (write \\n)')
      if (char < ' ') fail(`control character ${shown(char)} inside a string`)
      if (char === '\\') {
        const escape = text[at + 1]
        if (escape === undefined) fail('unexpected end: a string is not closed', at + 1)
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) fail('\\u takes four hexadecimal digits')
          at += 6
        } else if ('"\\/bfnrt'.includes(escape)) at += 2
        else fail(`invalid escape \\${escape}`)
      } else at++
    }
  }
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at))
    if (!match) fail(text[at] === '-' ? 'a minus sign must be followed by digits' : 'invalid number')
    at += match![0].length
    if (at < text.length && /[\d.eE]/.test(text[at]))
      fail(match![1] === '0' && /\d/.test(text[at]) ? 'numbers cannot start with 0' : 'invalid number', at)
  }
  const value = (): void => {
    space()
    const char = text[at]
    if (char === '{') return object()
    if (char === '[') return array()
    if (char === '"') return string()
    if (char === '-' || (char >= '0' && char <= '9')) return number()
    for (const word of ['true', 'false', 'null'])
      if (text.startsWith(word, at)) {
        at += word.length
        return
      }
    if (char === "'") fail('strings take double quotes')
    if (char !== undefined && /[A-Za-z_]/.test(char)) {
      const word = /^[\w$]+/.exec(text.slice(at))![0]
      fail(
        `unexpected word “${word.length > 20 ? `${word.slice(0, 20)}…` : word}”: a value is a string in double quotes, a number, true, false, null, an object or an array`
      )
    }
    unexpected('expected a value')
  }
  const object = () => {
    at++
    space()
    if (text[at] === '}') return void at++
    for (;;) {
      space()
      if (text[at] === '}') fail('no property after the last comma')
      if (text[at] === "'") fail('property names take double quotes')
      if (text[at] !== '"') unexpected('expected a property name in double quotes')
      string()
      space()
      if (text[at] !== ':') unexpected('expected “:” after the property name')
      at++
      value()
      space()
      if (text[at] === ',') at++
      else if (text[at] === '}') return void at++
      else unexpected('expected “,” or “}”')
    }
  }
  const array = () => {
    at++
    space()
    if (text[at] === ']') return void at++
    for (;;) {
      space()
      if (text[at] === ']') fail('no value after the last comma')
      value()
      space()
      if (text[at] === ',') at++
      else if (text[at] === ']') return void at++
      else unexpected('expected “,” or “]”')
    }
  }
  try {
    value()
    space()
    if (at < text.length) unexpected('expected the end: a JSON text holds one value')
    return undefined
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error
    const before = text.slice(0, error.at).split(/\r\n|\r|\n/)
    return { line: before.length, column: Array.from(before.at(-1)!).length + 1, message: error.message }
  }
}

/**
 * What is wrong with a request body as typed: JSON syntax for JSON media types, and for multipart bodies
 * (the builder takes their fields as a JSON object) that it is an object too.
 */
export function bodyError(mediaType: string, text: string): string | undefined {
  const multipart = isFormData(mediaType)
  if (!multipart && !isJsonMediaType(mediaType)) return undefined
  const syntax = jsonSyntaxError(text)
  if (syntax) return jsonErrorText(syntax)
  if (multipart) {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return 'The form fields go in a JSON object: { "name": "value" }.'
  }
  return undefined
}

/** The JSON type a type label (type-label.ts) names, when it names one the builder can check: `integer (int64) | null` → integer. */
function checkedType(label: string | undefined): 'integer' | 'number' | 'boolean' | undefined {
  const type = label?.replace(/ \| null$/, '').replace(/ \([^)]*\)$/, '')
  return type === 'integer' || type === 'number' || type === 'boolean' ? type : undefined
}

const INTEGER = /^-?\d+$/
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/**
 * What is wrong with a parameter's value as typed: required and empty (the samples then keep `{name}`),
 * not of its type (integer, number, boolean), not one of its listed values. An empty optional value is
 * left out of the request, so nothing is wrong with it.
 */
export function parameterError(
  parameter: Pick<RequestParameter, 'name' | 'in' | 'required' | 'type' | 'enum'>,
  value: string
): string | undefined {
  if (value === '') {
    if (!isRequired(parameter)) return undefined
    // A query string parameter (OpenAPI 3.2) is the whole query: its samples have none until it is typed.
    if (parameter.in === 'querystring') return 'Required: the whole query string, like a=1&b=2.'
    return `Required: the samples show ${missingPlaceholder(parameter.name)} until you fill it in.`
  }
  if (parameter.enum && !parameter.enum.includes(value)) return `Must be one of ${parameter.enum.join(', ')}.`
  const type = checkedType(parameter.type)
  if (type === 'integer' && !INTEGER.test(value)) return 'Must be a whole number, like 42 or -1.'
  if (type === 'number' && !NUMBER.test(value)) return 'Must be a number, like 3, -0.5 or 1e3.'
  if (type === 'boolean' && value !== 'true' && value !== 'false') return 'Must be true or false.'
  return undefined
}

/** What is wrong with a typed base URL; empty is fine (the samples show {baseUrl}). */
export const baseUrlError = (text: string) =>
  text.trim() === '' || isTypedBaseUrl(text)
    ? undefined
    : 'Must be a whole http(s) address, like https://api.example.com (the samples keep {baseUrl} until it is).'

/** A server variable's value, when the server lists the values it takes. */
const variableError = (variable: { enum?: string[] }, value: string) =>
  value !== '' && variable.enum && !variable.enum.includes(value) ? `Must be one of ${variable.enum.join(', ')}.` : undefined

/** Where a message is shown: a parameter's key (parameterKey), `body`, `baseUrl` or `var:<name>`. */
export type FieldKey = string

/**
 * Every field of the builder with something wrong, in the order the form shows them: server variables,
 * base URL, parameters, body. `values` as the form holds them: absent means the template's default.
 */
export function requestErrors(template: RequestTemplate, values: RequestValues, serverIndex: number): Map<FieldKey, string> {
  const errors = new Map<FieldKey, string>()
  const add = (key: FieldKey, message: string | undefined) => message && errors.set(key, message)
  const server = template.servers[serverIndex]
  for (const variable of server?.variables ?? [])
    add(`var:${variable.name}`, variableError(variable, values.variables?.[variable.name] ?? ''))
  if (server && !/^https?:\/\//i.test(server.url)) add('baseUrl', baseUrlError(values.baseUrl ?? ''))
  for (const p of template.parameters) {
    const value = parameterValueOf(p, values)
    if (value !== undefined) add(parameterKey(p), parameterError(p, value))
  }
  if (template.body) add('body', bodyError(template.body.mediaType, values.body ?? template.body.text))
  return errors
}
