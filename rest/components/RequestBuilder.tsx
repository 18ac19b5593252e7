/**
 * Code samples and the request builder that fills them with the reader's
 * values: parameters, token, server and body. Nothing is sent anywhere: the
 * samples are rewritten in the page. The samples in the HTML are the
 * generator's; httpsnippet (rest/shared/snippets.ts) loads only once the
 * reader opens the builder or asks for another language, so pages stay light.
 * The token lives in this component's state only: never stored, never in the URL.
 */
import { useId, useMemo, useState, type ReactNode } from 'react'
import { Tabs } from '@/theme/mdx/Tabs'
import { BASE_URL_PLACEHOLDER } from '@/rest/shared/base-url'
import type { OperationData, SampleData, SpecData } from '@/rest/shared/data-types'
import {
  bodyText,
  buildHarRequest,
  credentialsOf,
  isRequired,
  parameterKey,
  sampleServer,
  type RequestParameter,
  type RequestTemplate,
  type RequestValues
} from '@/rest/shared/request'
import { MORE_SAMPLE_TARGETS } from '@/rest/shared/sample-targets'
import { CodePanel } from './CodePanel'
import { examplesOf } from './media-examples'

type Snippets = typeof import('@/rest/shared/snippets')

/** The request of an operation page, from its data and its spec's: what the generator built its samples from. */
export function requestTemplateOf(operation: OperationData, spec: SpecData): RequestTemplate {
  const media = operation.requestBody?.content[0]
  return {
    method: operation.method,
    path: operation.path,
    parameters: operation.parameters ?? [],
    credentials: credentialsOf(operation.security === undefined ? spec.security : operation.security, spec.securitySchemes),
    servers: operation.servers ?? spec.servers,
    ...(media && { body: { mediaType: media.mediaType, example: examplesOf(media, spec, 'request')[0]?.value ?? {} } })
  }
}

const LOCATIONS = { path: 'Path', query: 'Query', header: 'Header', cookie: 'Cookie' } as const
const ABSOLUTE = /^https?:\/\//i

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

export function CodeSamples({ operation, spec }: { operation: OperationData; spec: SpecData }) {
  // A webhook is a request the API sends to the reader's server: there is nothing to fill in.
  const template = useMemo(() => (operation.webhook ? undefined : requestTemplateOf(operation, spec)), [operation, spec])
  const [values, setValues] = useState<RequestValues>({})
  const [showToken, setShowToken] = useState(false)
  const [snippets, setSnippets] = useState<Snippets>()
  const [loading, setLoading] = useState(false)
  const [more, setMore] = useState('')
  const id = useId()

  // First interaction: fetch httpsnippet, which then rewrites the samples on every change.
  const load = () => {
    if (loading) return
    setLoading(true)
    void import('@/rest/shared/snippets').then(setSnippets)
  }
  const update = (change: Partial<RequestValues>) => {
    load()
    setValues((current) => ({ ...current, ...change }))
  }

  const written = useMemo(() => {
    if (!template || !snippets) return { samples: operation.codeSamples }
    const moreTarget = MORE_SAMPLE_TARGETS.find((t) => t.label === more)
    try {
      const request = buildHarRequest(template, values)
      const generated = snippets.generatedSamples(request)
      let next = 0
      const samples: SampleData[] = operation.codeSamples.map((s) =>
        s.fromSpec ? s : { ...s, source: generated[next++]?.source ?? s.source }
      )
      return { samples, more: moreTarget && snippets.generatedSamples(request, [moreTarget])[0] }
    } catch (error) {
      return { samples: operation.codeSamples, error: error instanceof Error ? error.message : String(error) }
    }
  }, [template, snippets, values, more, operation.codeSamples])

  const shown = [...written.samples, ...(written.more ? [written.more] : [])]
  const placeholder = shown.some((sample) => !('fromSpec' in sample && sample.fromSpec) && sample.source.includes(BASE_URL_PLACEHOLDER))
  const serverIndex = template ? (values.server ?? sampleServer(template.servers)) : 0
  const server = template?.servers[serverIndex]
  const parameterValue = (p: RequestParameter) => values.parameters?.[parameterKey(p)] ?? (isRequired(p) ? (p.example ?? '') : '')

  return (
    <div className="vnv-request">
      {template && (
        <details className="vnv-request__builder" onToggle={(e) => e.currentTarget.open && load()}>
          <summary>Fill in your values</summary>
          <p className="vnv-muted">The samples below change as you type. Nothing is sent; the token stays in this tab and is not saved.</p>
          <form className="vnv-request__form" onSubmit={(e) => e.preventDefault()}>
            {template.servers.length > 1 && (
              <Field id={`${id}-server`} label="Server">
                <select id={`${id}-server`} value={serverIndex} onChange={(e) => update({ server: Number(e.target.value) })}>
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
              >
                <ValueInput
                  id={`${id}-var-${variable.name}`}
                  value={values.variables?.[variable.name] ?? variable.default}
                  options={variable.enum}
                  onChange={(value) => update({ variables: { ...values.variables, [variable.name]: value } })}
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
                  onChange={(e) => update({ baseUrl: e.target.value })}
                />
              </Field>
            )}
            {template.credentials.length > 0 && (
              <Field id={`${id}-token`} label="Token" hint={template.credentials.map((c) => `${c.scheme}: ${c.in} ${c.name}`).join(', ')}>
                <span className="vnv-request__secret">
                  <input
                    id={`${id}-token`}
                    type={showToken ? 'text' : 'password'}
                    value={values.token ?? ''}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(e) => update({ token: e.target.value })}
                  />
                  <button type="button" className="vnv-request__toggle" aria-pressed={showToken} onClick={() => setShowToken(!showToken)}>
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
                  onChange={(value) => update({ parameters: { ...values.parameters, [parameterKey(p)]: value } })}
                />
              </Field>
            ))}
            {template.body && (
              <Field
                id={`${id}-body`}
                label="Request body"
                hint={
                  template.body.mediaType === 'multipart/form-data' ? 'multipart form fields, as a JSON object' : template.body.mediaType
                }
              >
                <textarea
                  id={`${id}-body`}
                  rows={Math.min(12, (values.body ?? bodyText(template.body.example)).split('\n').length + 1)}
                  spellCheck={false}
                  value={values.body ?? bodyText(template.body.example)}
                  onChange={(e) => update({ body: e.target.value })}
                />
              </Field>
            )}
          </form>
        </details>
      )}
      {written.error && (
        <p role="alert" className="vnv-muted">
          The samples could not be rewritten with these values: {written.error}
        </p>
      )}
      {placeholder && (
        <p className="vnv-muted">
          <code>{BASE_URL_PLACEHOLDER}</code> stands for your server’s address: the spec names its server only by a relative path.
        </p>
      )}
      <Tabs items={written.samples.map((s) => s.label)}>
        {written.samples.map((sample) => (
          <Tabs.Tab key={sample.label}>
            <CodePanel
              code={sample.source}
              language={sample.lang}
              title={sample.fromSpec ? `${sample.label} (from the spec)` : sample.label}
            />
          </Tabs.Tab>
        ))}
      </Tabs>
      {template && (
        <div className="vnv-request__more">
          <label htmlFor={`${id}-more`}>More languages</label>
          <select
            id={`${id}-more`}
            value={more}
            onChange={(e) => {
              load()
              setMore(e.target.value)
            }}
          >
            <option value="">Choose…</option>
            {MORE_SAMPLE_TARGETS.map((t) => (
              <option key={t.label}>{t.label}</option>
            ))}
          </select>
          {more &&
            (written.more ? (
              <CodePanel code={written.more.source} language={written.more.lang} title={written.more.label} />
            ) : (
              !written.error && <p className="vnv-muted">Writing the sample…</p>
            ))}
        </div>
      )}
    </div>
  )
}
