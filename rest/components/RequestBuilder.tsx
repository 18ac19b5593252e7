/**
 * The request builder's controls, around the code samples (CodeSamples.tsx,
 * which holds their state and loads this module once the page is idle): the
 * "Fill in your values" form and the "More languages" picker.
 */
import type { RequestTemplate, RequestValues } from '@/rest/shared/request'
import type { GeneratedSample } from '@/rest/shared/snippets'
import { MORE_SAMPLE_TARGETS } from '@/rest/shared/sample-targets'
import { CodePanel } from './CodePanel'

type Form = typeof import('./RequestForm')

export function BuilderForm({
  form,
  template,
  onOpen,
  values,
  onChange,
  showToken,
  onShowToken
}: {
  form?: Form
  template?: RequestTemplate
  /** The form's code loads the first time the reader opens it. */
  onOpen: () => void
  values: RequestValues
  onChange: (change: RequestValues) => void
  showToken: boolean
  onShowToken: (show: boolean) => void
}) {
  return (
    <details className="vnv-request__builder" onToggle={(e) => e.currentTarget.open && onOpen()}>
      <summary>Fill in your values</summary>
      <p className="vnv-muted">The samples below change as you type. Nothing is sent; the token stays in this tab and is not saved.</p>
      {form && template ? (
        <form.RequestForm template={template} values={values} onChange={onChange} showToken={showToken} onShowToken={onShowToken} />
      ) : (
        <p className="vnv-muted">Loading the form…</p>
      )}
    </details>
  )
}

export function MoreLanguages({
  id,
  value,
  onChange,
  sample,
  failed
}: {
  id: string
  /** The chosen language's label, or '' for none. */
  value: string
  onChange: (label: string) => void
  /** The sample in the chosen language, once written. */
  sample?: GeneratedSample
  /** The reader's values could not be written into samples (CodeSamples says why). */
  failed: boolean
}) {
  return (
    <div className="vnv-request__more">
      <label htmlFor={id}>More languages</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose…</option>
        {MORE_SAMPLE_TARGETS.map((t) => (
          <option key={t.label}>{t.label}</option>
        ))}
      </select>
      {value &&
        (sample ? (
          <CodePanel code={sample.source} language={sample.lang} title={sample.label} />
        ) : (
          !failed && <p className="vnv-muted">Writing the sample…</p>
        ))}
    </div>
  )
}
