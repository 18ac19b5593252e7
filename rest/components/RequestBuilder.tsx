/**
 * The request builder's controls in the code samples (CodeSamples.tsx, which
 * loads this module once the page is idle): "Fill in your values", which opens
 * the builder under the operation's header, and the "More languages" picker.
 */
import type { GeneratedSample } from '@/rest/shared/snippets'
import { MORE_SAMPLE_TARGETS } from '@/rest/shared/sample-targets'
import { CodePanel } from './CodePanel'

/** Opens the builder (under the operation's method and path) and brings it into view. */
export function FillInValues({ onClick }: { onClick: () => void }) {
  return (
    <p className="vnv-request__fill">
      <button type="button" className="vnv-request__button" onClick={onClick}>
        Fill in your values
      </button>{' '}
      <span className="vnv-muted">The request builder opens under the title; these samples follow what you type there.</span>
    </p>
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
