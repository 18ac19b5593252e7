/**
 * Code samples, and the request builder that fills them with the reader's
 * values. Nothing is sent anywhere: the samples are rewritten in the page.
 * The samples in the HTML are the generator's; the form and httpsnippet
 * (RequestForm.tsx) load only when the reader opens the builder or picks
 * another language, so pages stay light, and without JavaScript only the
 * samples show. The token lives in this component's state: never stored,
 * never in the URL.
 */
import { useMemo, useState } from 'react'
import { Tabs } from '@/theme/mdx/Tabs'
import { useMounted } from '@/theme/hooks/use-mounted'
import { BASE_URL_PLACEHOLDER } from '@/rest/shared/base-url'
import type { OperationData, SpecData } from '@/rest/shared/data-types'
import type { RequestValues } from '@/rest/shared/request'
import { BASE_URL_NOTE, sampleTitle, usesBaseUrlPlaceholder } from '@/rest/shared/labels/samples'
import { MORE_SAMPLE_TARGETS } from '@/rest/shared/sample-targets'
import { CodePanel } from './CodePanel'

type Form = typeof import('./RequestForm')

export function CodeSamples({ operation, spec }: { operation: OperationData; spec: SpecData }) {
  const mounted = useMounted()
  const [form, setForm] = useState<Form>()
  const [loading, setLoading] = useState(false)
  const [values, setValues] = useState<RequestValues>({})
  const [showToken, setShowToken] = useState(false)
  const [more, setMore] = useState('')
  // A webhook is a request the API sends to the reader's server: there is nothing to fill in.
  const builder = mounted && !operation.webhook
  const load = () => {
    if (loading) return
    setLoading(true)
    void import('./RequestForm').then(setForm)
  }
  const template = useMemo(() => form?.requestTemplateOf(operation, spec), [form, operation, spec])
  const written = useMemo(
    () => (form && template ? form.writeSamples(template, values, operation.codeSamples, more) : { samples: operation.codeSamples }),
    [form, template, values, operation.codeSamples, more]
  )
  const placeholder = usesBaseUrlPlaceholder([...written.samples, ...(written.more ? [written.more] : [])])

  return (
    <div className="vnv-request">
      {builder && (
        <details className="vnv-request__builder" onToggle={(e) => e.currentTarget.open && load()}>
          <summary>Fill in your values</summary>
          <p className="vnv-muted">The samples below change as you type. Nothing is sent; the token stays in this tab and is not saved.</p>
          {form && template ? (
            <form.RequestForm
              template={template}
              values={values}
              onChange={(change) => setValues((current) => ({ ...current, ...change }))}
              showToken={showToken}
              onShowToken={setShowToken}
            />
          ) : (
            <p className="vnv-muted">Loading the form…</p>
          )}
        </details>
      )}
      {written.error && (
        <p role="alert" className="vnv-muted">
          The samples could not be rewritten with these values: {written.error}
        </p>
      )}
      {placeholder && (
        <p className="vnv-muted">
          <code>{BASE_URL_PLACEHOLDER}</code>
          {BASE_URL_NOTE}
        </p>
      )}
      <Tabs items={written.samples.map((s) => s.label)}>
        {written.samples.map((sample) => (
          <Tabs.Tab key={sample.label}>
            <CodePanel code={sample.source} language={sample.lang} title={sampleTitle(sample)} />
          </Tabs.Tab>
        ))}
      </Tabs>
      {builder && (
        <div className="vnv-request__more">
          <label htmlFor={`more-${operation.id}`}>More languages</label>
          <select
            id={`more-${operation.id}`}
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
