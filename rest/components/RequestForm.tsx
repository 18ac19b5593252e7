/**
 * The request builder's form and the samples it writes: loaded by CodeSamples
 * (CodeSamples.tsx) only when the reader opens the builder or asks for
 * another language, with httpsnippet, so operation pages stay light.
 */
import { useId, type ReactNode } from 'react'
import { BASE_URL_PLACEHOLDER } from '@/rest/shared/base-url'
import type { SampleData } from '@/rest/shared/data-types'
import {
  buildHarRequest,
  isRequired,
  parameterKey,
  sampleServer,
  type Credential,
  type RequestParameter,
  type RequestTemplate,
  type RequestValues
} from '@/rest/shared/request'
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
    const generated = generatedSamples(request)
    let next = 0
    const moreTarget = MORE_SAMPLE_TARGETS.find((t) => t.label === moreLabel)
    return {
      samples: samples.map((s) => (s.fromSpec ? s : { ...s, source: generated[next++]?.source ?? s.source })),
      ...(moreTarget && { more: generatedSamples(request, [moreTarget])[0] })
    }
  } catch (error) {
    return { samples, error: error instanceof Error ? error.message : String(error) }
  }
}

const LOCATIONS = { path: 'Path', query: 'Query', header: 'Header', cookie: 'Cookie' } as const
const ABSOLUTE = /^https?:\/\//i

/** Where the token goes for a scheme; Basic takes user:password, which the samples send in Base64. */
const tokenHint = ({ scheme, authScheme, in: location, name }: Credential) =>
  authScheme === 'Basic'
    ? `${scheme}: user:password, sent in Base64`
    : `${scheme}: ${location} ${name}${authScheme ? ` ${authScheme}` : ''}`

function Field({
  id,
  label,
  hint,
  required,
  children
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  required?: boolean
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
    </div>
  )
}

/** A text input, or a select when the values are listed. */
function ValueInput({
  id,
  value,
  options,
  onChange
}: {
  id: string
  value: string
  options?: string[]
  onChange: (value: string) => void
}) {
  if (options)
    return (
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">—</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    )
  return <input id={id} type="text" value={value} spellCheck={false} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
}

interface FormProps {
  template: RequestTemplate
  values: RequestValues
  onChange: (change: Partial<RequestValues>) => void
  showToken: boolean
  onShowToken: (show: boolean) => void
}

/** Inputs for the server, its variables, a relative server's base URL, the token, every parameter and the body. */
export function RequestForm({ template, values, onChange, showToken, onShowToken }: FormProps) {
  const id = useId()
  const serverIndex = values.server ?? sampleServer(template.servers)
  const server = template.servers[serverIndex]
  const parameterValue = (p: RequestParameter) => values.parameters?.[parameterKey(p)] ?? (isRequired(p) ? (p.example ?? '') : '')
  const body = template.body && (values.body ?? template.body.text)
  return (
    <form className="vnv-request__form" onSubmit={(e) => e.preventDefault()}>
      {template.servers.length > 1 && (
        <Field id={`${id}-server`} label="Server">
          <select id={`${id}-server`} value={serverIndex} onChange={(e) => onChange({ server: Number(e.target.value) })}>
            {template.servers.map((s, i) => (
              <option key={s.url} value={i}>
                {s.url}
              </option>
            ))}
          </select>
        </Field>
      )}
      {server?.variables.map((variable) => (
        <Field key={variable.name} id={`${id}-var-${variable.name}`} label={<code>{`{${variable.name}}`}</code>} hint="server variable">
          <ValueInput
            id={`${id}-var-${variable.name}`}
            value={values.variables?.[variable.name] ?? variable.default}
            options={variable.enum}
            onChange={(value) => onChange({ variables: { ...values.variables, [variable.name]: value } })}
          />
        </Field>
      ))}
      {server && !ABSOLUTE.test(server.url) && (
        <Field id={`${id}-base`} label="Base URL" hint={`replaces ${BASE_URL_PLACEHOLDER}`}>
          <input
            id={`${id}-base`}
            type="url"
            placeholder="https://api.example.com"
            value={values.baseUrl ?? ''}
            autoComplete="off"
            onChange={(e) => onChange({ baseUrl: e.target.value })}
          />
        </Field>
      )}
      {template.credentials.length > 0 && (
        <Field id={`${id}-token`} label="Token" hint={template.credentials.map(tokenHint).join(', ')}>
          <span className="vnv-request__secret">
            <input
              id={`${id}-token`}
              type={showToken ? 'text' : 'password'}
              value={values.token ?? ''}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => onChange({ token: e.target.value })}
            />
            <button type="button" className="vnv-request__toggle" aria-pressed={showToken} onClick={() => onShowToken(!showToken)}>
              Show
            </button>
          </span>
        </Field>
      )}
      {template.parameters.map((p) => (
        <Field
          key={parameterKey(p)}
          id={`${id}-${parameterKey(p)}`}
          label={<code>{p.name}</code>}
          required={isRequired(p)}
          hint={`${LOCATIONS[p.in]} · ${p.type ?? 'string'}`}
        >
          <ValueInput
            id={`${id}-${parameterKey(p)}`}
            value={parameterValue(p)}
            options={p.enum}
            onChange={(value) => onChange({ parameters: { ...values.parameters, [parameterKey(p)]: value } })}
          />
        </Field>
      ))}
      {template.body && body !== undefined && (
        <Field
          id={`${id}-body`}
          label="Request body"
          hint={template.body.mediaType === 'multipart/form-data' ? 'multipart form fields, as a JSON object' : template.body.mediaType}
        >
          <textarea
            id={`${id}-body`}
            rows={Math.min(12, body.split('\n').length + 1)}
            spellCheck={false}
            value={body}
            onChange={(e) => onChange({ body: e.target.value })}
          />
        </Field>
      )}
    </form>
  )
}
