/**
 * The request builder's form and the samples it writes: loaded by CodeSamples
 * (CodeSamples.tsx) only when the reader opens the builder or asks for
 * another language, with httpsnippet, so operation pages stay light.
 */
import { useId, useState, type ReactNode } from 'react'
import { BASE_URL_PLACEHOLDER } from '@/rest/shared/base-url'
import type { SampleData } from '@/rest/shared/data-types'
import {
  buildHarRequest,
  chosenServer,
  isFormData,
  isRequired,
  missingPlaceholder,
  parameterKey,
  parameterValueOf,
  TOKEN_PLACEHOLDER,
  UNDOCUMENTED_BODY,
  type Credential,
  type RequestParameter,
  type RequestTemplate,
  type RequestValues
} from '@/rest/shared/request'
import { requestErrors } from '@/rest/shared/request-validation'
import { MORE_SAMPLE_TARGETS } from '@/rest/shared/sample-targets'
import { generatedSamples, type GeneratedSample } from '@/rest/shared/snippets'

// CodeSamples reaches the request through this lazily loaded module: its code stays out of the page.
export { requestTemplateOf } from '@/rest/shared/request-template'

export interface WrittenSamples {
  samples: SampleData[]
  /** The sample in the language chosen under More languages. */
  more?: GeneratedSample
  error?: string
}

/** The page's samples with the reader's values: the spec's own stay as they are, the generated ones are rewritten. */
export function writeSamples(template: RequestTemplate, values: RequestValues, samples: SampleData[], moreLabel: string): WrittenSamples {
  try {
    const request = buildHarRequest(template, values)
    const generated = generatedSamples(request, undefined, template.reads)
    let next = 0
    const moreTarget = MORE_SAMPLE_TARGETS.find((t) => t.label === moreLabel)
    return {
      samples: samples.map((s) => (s.fromSpec ? s : { ...s, source: generated[next++]?.source ?? s.source })),
      ...(moreTarget && { more: generatedSamples(request, [moreTarget], template.reads)[0] })
    }
  } catch (error) {
    return { samples, error: error instanceof Error ? error.message : String(error) }
  }
}

const LOCATIONS = { path: 'Path', query: 'Query', querystring: 'Query string', header: 'Header', cookie: 'Cookie' } as const
const ABSOLUTE = /^https?:\/\//i

/** Where the token goes for a scheme; Basic takes user:password, which the samples send in Base64. */
const tokenHint = ({ scheme, authScheme, in: location, name }: Credential) =>
  authScheme === 'Basic'
    ? `${scheme}: user:password, sent in Base64`
    : `${scheme}: ${location} ${name}${authScheme ? ` ${authScheme}` : ''}`

/** The id of a field's error message, which its input names in aria-describedby. */
const errorId = (id: string) => `${id}-error`

/** What an input says about its error: invalid, and described by the message under it. */
const invalidProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {}

function Field({
  id,
  label,
  hint,
  required,
  error,
  children
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  /** Shown under the input, which names it (invalidProps). */
  error?: string
  children: ReactNode
}) {
  return (
    <div className="vnv-request__field">
      <label htmlFor={id} className="vnv-request__label">
        {label}
        {required && <span className="vnv-flag vnv-flag--required">required</span>}
        {hint && <span className="vnv-request__hint">{hint}</span>}
      </label>
      {children}
      {error && (
        <p id={errorId(id)} className="vnv-request__error">
          {error}
        </p>
      )}
    </div>
  )
}

/** What a phone's keyboard offers for a type label: digits for integers, digits and a point for numbers. */
const inputModeOf = (type: string | undefined) =>
  type?.startsWith('integer') ? ('numeric' as const) : type?.startsWith('number') ? ('decimal' as const) : undefined

/** A text input, or a select when the values are listed (booleans list true and false). */
function ValueInput({
  id,
  value,
  options,
  type,
  required,
  placeholder,
  error,
  onChange
}: {
  id: string
  value: string
  options?: string[]
  /** The type label (type-label.ts). */
  type?: string
  required?: boolean
  /** What an empty text field shows: a required parameter's `{name}`, as the samples then do. */
  placeholder?: string
  error?: string
  onChange: (value: string) => void
}) {
  const listed = options ?? (type?.replace(/ \| null$/, '') === 'boolean' ? ['true', 'false'] : undefined)
  const common = { id, value, 'aria-required': required || undefined, ...invalidProps(id, error) }
  if (listed)
    return (
      <select {...common} onChange={(e) => onChange(e.target.value)}>
        <option value="">—</option>
        {listed.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    )
  return (
    <input
      {...common}
      type="text"
      placeholder={placeholder}
      inputMode={inputModeOf(type)}
      spellCheck={false}
      autoComplete="off"
      autoCapitalize="off"
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

/**
 * The token: a text field drawn as dots (CSS -webkit-text-security, in every current browser) until the
 * reader shows it. Not a password field, which password managers offer to fill and save: this is an API
 * token for a sample, so they are told to leave it alone (autocomplete off, and each manager's own
 * attribute). Whether the samples carry it is the reader's choice (showToken), apart from the field's look.
 */
function TokenField({
  id,
  hint,
  value,
  onChange,
  showToken,
  onShowToken
}: {
  id: string
  hint: string
  value: string
  onChange: (token: string) => void
  showToken: boolean
  onShowToken: (show: boolean) => void
}) {
  const [visible, setVisible] = useState(false)
  return (
    <Field id={`${id}-token`} label="Token" hint={hint}>
      <span className="vnv-request__secret">
        <input
          id={`${id}-token`}
          type="text"
          className="vnv-request__token"
          data-masked={!visible}
          value={value}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
          aria-describedby={`${id}-token-note`}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="vnv-request__toggle"
          aria-pressed={visible}
          aria-controls={`${id}-token`}
          onClick={() => setVisible(!visible)}
        >
          Show
        </button>
      </span>
      <span className="vnv-request__check">
        <input id={`${id}-reveal`} type="checkbox" checked={showToken} onChange={(e) => onShowToken(e.target.checked)} />
        <label htmlFor={`${id}-reveal`}>Show token in samples</label>
      </span>
      <p id={`${id}-token-note`} className="vnv-request__note">
        {showToken
          ? 'The samples, and what their copy buttons copy, carry your token.'
          : `The samples show ${TOKEN_PLACEHOLDER} in its place.`}
      </p>
    </Field>
  )
}

interface FormProps {
  template: RequestTemplate
  values: RequestValues
  onChange: (change: Partial<RequestValues>) => void
  /** The samples carry the typed token (else its placeholder). */
  showToken: boolean
  onShowToken: (show: boolean) => void
}

/**
 * Inputs for the server, its variables, a relative server's base URL, the token, every parameter and the
 * body. Each value is checked as it is typed (request-validation.ts): the message goes under its field,
 * which names it (aria-describedby) and is marked invalid; a line after the fields counts them.
 */
export function RequestForm({ template, values, onChange, showToken, onShowToken }: FormProps) {
  const id = useId()
  const serverIndex = chosenServer(template.servers, values.server)
  const server = template.servers[serverIndex]
  const parameterValue = (p: RequestParameter) => parameterValueOf(p, values) ?? ''
  // A body the spec does not document: its marker stays in the samples, and in the field as a hint to type over, not text to delete.
  const undocumentedBody = template.body?.text === UNDOCUMENTED_BODY
  const body = template.body && (values.body ?? (undocumentedBody ? '' : template.body.text))
  const errors = requestErrors(template, values, serverIndex)
  const names = new Map<string, string>([
    ...(server?.variables ?? []).map((v) => [`var:${v.name}`, `{${v.name}}`] as const),
    ['baseUrl', 'Base URL'],
    ...template.parameters.map((p) => [parameterKey(p), p.name] as const),
    ['body', 'Request body']
  ])
  return (
    <form className="vnv-request__form" onSubmit={(e) => e.preventDefault()} noValidate>
      <div className="vnv-request__fields">
        {template.servers.length > 1 && (
          <Field id={`${id}-server`} label="Server">
            <select
              id={`${id}-server`}
              value={serverIndex}
              onChange={(e) => onChange({ server: template.servers[Number(e.target.value)].url })}
            >
              {template.servers.map((s, i) => (
                <option key={s.url} value={i}>
                  {s.url}
                </option>
              ))}
            </select>
          </Field>
        )}
        {server?.variables.map((variable) => (
          <Field
            key={variable.name}
            id={`${id}-var-${variable.name}`}
            label={<code>{`{${variable.name}}`}</code>}
            hint="server variable"
            error={errors.get(`var:${variable.name}`)}
          >
            <ValueInput
              id={`${id}-var-${variable.name}`}
              value={values.variables?.[variable.name] ?? variable.default}
              options={variable.enum}
              error={errors.get(`var:${variable.name}`)}
              onChange={(value) => onChange({ variables: { ...values.variables, [variable.name]: value } })}
            />
          </Field>
        ))}
        {server && !ABSOLUTE.test(server.url) && (
          <Field id={`${id}-base`} label="Base URL" hint={`replaces ${BASE_URL_PLACEHOLDER}`} error={errors.get('baseUrl')}>
            <input
              id={`${id}-base`}
              type="url"
              placeholder="https://api.example.com"
              value={values.baseUrl ?? ''}
              autoComplete="off"
              {...invalidProps(`${id}-base`, errors.get('baseUrl'))}
              onChange={(e) => onChange({ baseUrl: e.target.value })}
            />
          </Field>
        )}
        {template.credentials.length > 0 && (
          <TokenField
            id={id}
            hint={template.credentials.map(tokenHint).join(', ')}
            value={values.token ?? ''}
            onChange={(token) => onChange({ token })}
            showToken={showToken}
            onShowToken={onShowToken}
          />
        )}
        {template.parameters.map((p) => (
          <Field
            key={parameterKey(p)}
            id={`${id}-${parameterKey(p)}`}
            label={<code>{p.name}</code>}
            required={isRequired(p)}
            hint={`${LOCATIONS[p.in]} · ${p.type ?? 'string'}`}
            error={errors.get(parameterKey(p))}
          >
            <ValueInput
              id={`${id}-${parameterKey(p)}`}
              value={parameterValue(p)}
              options={p.enum}
              type={p.type}
              required={isRequired(p)}
              placeholder={isRequired(p) && p.in !== 'querystring' ? missingPlaceholder(p.name) : undefined}
              error={errors.get(parameterKey(p))}
              onChange={(value) => onChange({ parameters: { ...values.parameters, [parameterKey(p)]: value } })}
            />
          </Field>
        ))}
        {template.body && body !== undefined && (
          <Field
            id={`${id}-body`}
            label="Request body"
            hint={isFormData(template.body.mediaType) ? 'multipart form fields, as a JSON object' : template.body.mediaType}
            error={errors.get('body')}
          >
            <textarea
              id={`${id}-body`}
              rows={Math.min(12, body.split('\n').length + 1)}
              spellCheck={false}
              autoCapitalize="off"
              value={body}
              placeholder={undocumentedBody ? UNDOCUMENTED_BODY : undefined}
              {...invalidProps(`${id}-body`, errors.get('body'))}
              onChange={(e) => onChange({ body: e.target.value })}
            />
          </Field>
        )}
      </div>
      <p className="vnv-request__status" role="status">
        {errors.size > 0 &&
          `${errors.size === 1 ? '1 value needs' : `${errors.size} values need`} a look: ${[...errors.keys()].map((key) => names.get(key) ?? key).join(', ')}.`}
      </p>
    </form>
  )
}
