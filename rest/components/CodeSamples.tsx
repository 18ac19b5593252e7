/**
 * Code samples, and the request builder that fills them with the reader's
 * values. Nothing is sent anywhere: the samples are rewritten in the page.
 * The samples in the HTML are the generator's. The builder's controls are not
 * in the HTML (they cannot work without JavaScript): their code loads once the
 * page has loaded and the browser is idle (RequestBuilder.tsx), and the form
 * and httpsnippet (RequestForm.tsx) only when the reader opens the builder or
 * picks another language, so pages stay light. The token lives in this
 * component's state: never stored, never in the URL.
 */
import { useEffect, useMemo, useState } from 'react'
import { Tabs } from '@/theme/mdx/Tabs'
import { afterPageLoad } from '@/lib/client/after-page-load'
import { BASE_URL_PLACEHOLDER } from '@/rest/shared/base-url'
import type { OperationData, SpecData } from '@/rest/shared/data-types'
import type { RequestValues } from '@/rest/shared/request'
import { BASE_URL_NOTE, credentialsNote, sampleTitle, usesBaseUrlPlaceholder } from '@/rest/shared/labels/samples'
import { CodePanel } from './CodePanel'

type Builder = typeof import('./RequestBuilder')
type Form = typeof import('./RequestForm')

export function CodeSamples({ operation, spec }: { operation: OperationData; spec: SpecData }) {
  const [builder, setBuilder] = useState<Builder>()
  const [form, setForm] = useState<Form>()
  const [loading, setLoading] = useState(false)
  const [values, setValues] = useState<RequestValues>({})
  const [showToken, setShowToken] = useState(false)
  const [more, setMore] = useState('')
  // A webhook is a request the API sends to the reader's server: there is nothing to fill in.
  useEffect(() => {
    if (operation.webhook) return
    // A failed download (offline) leaves the generated samples, which need no builder.
    return afterPageLoad(() => void import('./RequestBuilder').then(setBuilder, () => {}))
  }, [operation.webhook])
  const loadForm = () => {
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
  const credentials = credentialsNote(operation, spec)

  return (
    <div className="vnv-request">
      {builder && (
        <builder.BuilderForm
          form={form}
          template={template}
          onOpen={loadForm}
          values={values}
          onChange={(change) => setValues((current) => ({ ...current, ...change }))}
          showToken={showToken}
          onShowToken={setShowToken}
        />
      )}
      {written.error && (
        <p role="alert" className="vnv-muted">
          The samples could not be rewritten with these values: {written.error}
        </p>
      )}
      {credentials && <p className="vnv-muted">{credentials}</p>}
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
        <builder.MoreLanguages
          id={`more-${operation.id}`}
          value={more}
          onChange={(label) => {
            loadForm()
            setMore(label)
          }}
          sample={written.more}
          failed={Boolean(written.error)}
        />
      )}
    </div>
  )
}
