/**
 * Code samples, and the request builder that fills them with the reader's
 * values. Nothing is sent anywhere: the samples are rewritten in the page.
 * The builder opens from its button next to the operation's method and path
 * (BuildRequestButton, RequestPanel, placed by Operation.tsx's header) and
 * shows the samples there as the reader types; the code samples further down
 * carry the same values (request-store.ts shares them).
 * The samples in the HTML are the generator's. The builder's controls are not
 * in the HTML (they cannot work without JavaScript): the header's button shows
 * once the page has hydrated, the code samples' controls once the page has
 * loaded and the browser is idle (RequestBuilder.tsx), and the form and
 * httpsnippet (RequestForm.tsx) load only when the reader opens the builder or
 * picks another language, so pages stay light. The token lives in memory
 * only: never stored, never in the URL, and in the samples only once the
 * reader asks for it.
 */
import { useEffect, useMemo, useRef } from 'react'
import { STORAGE_KEYS } from '@/config/constants'
import { useMounted } from '@/theme/hooks/use-mounted'
import { useStoredValue, writeStorage } from '@/theme/hooks/use-stored-value'
import { Tabs } from '@/theme/mdx/Tabs'
import { afterPageLoad } from '@/lib/client/after-page-load'
import { BASE_URL_PLACEHOLDER } from '@/rest/shared/base-url'
import type { OperationData, SpecData } from '@/rest/shared/data-types'
import { BASE_URL_NOTE, sampleTitle, usesBaseUrlPlaceholder } from '@/rest/shared/labels/samples'
import { CodePanel } from './CodePanel'
import { loadBuilder, loadForm, useBuilder, type BuilderState } from './request-store'

interface Props {
  operation: OperationData
  spec: SpecData
}

/** What the builder's button and region are called. */
const BUILD_REQUEST = 'Build the request'

/** The page's samples with the reader's values once the form's code has loaded; the token only once revealed. */
function useWrittenSamples({ operation, spec }: Props, { form, values, revealToken, more }: BuilderState) {
  const template = useMemo(() => form?.requestTemplateOf(operation, spec), [form, operation, spec])
  const written = useMemo(
    () =>
      form && template
        ? form.writeSamples(template, revealToken ? values : { ...values, token: undefined }, operation.codeSamples, more)
        : { samples: operation.codeSamples },
    [form, template, values, revealToken, operation.codeSamples, more]
  )
  return { template, written }
}

const readMoreLanguage = (storage: Storage) => storage.getItem(STORAGE_KEYS.moreSampleLanguage) ?? ''

/**
 * Keeps the language chosen under More languages for the next operation and the next visit, as the tabs keep
 * theirs. Refused by storage, the choice holds for this operation only.
 */
const storeMoreLanguage = (label: string) =>
  writeStorage((storage) =>
    label ? storage.setItem(STORAGE_KEYS.moreSampleLanguage, label) : storage.removeItem(STORAGE_KEYS.moreSampleLanguage)
  )

/** The notes on the samples, the samples in tabs, and More languages once its code has loaded. */
function Samples({ operation, spec, moreId }: Props & { moreId: string }) {
  const [state, update] = useBuilder(operation.id, spec.folder)
  const storedMore = useStoredValue(readMoreLanguage, '')
  const more = state.more || storedMore
  // A language chosen before needs the sample writer at once.
  useEffect(() => {
    if (more) void loadForm()
  }, [more])
  const { written } = useWrittenSamples({ operation, spec }, { ...state, more })
  const placeholder = usesBaseUrlPlaceholder([...written.samples, ...(written.more ? [written.more] : [])])
  const credentials = operation.credentialsNote
  const { builder } = state
  return (
    <>
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
      <Tabs items={written.samples.map((s) => s.label)} storageKey="rest-samples">
        {written.samples.map((sample) => (
          <Tabs.Tab key={sample.label}>
            <CodePanel code={sample.source} language={sample.lang} title={sampleTitle(sample)} />
          </Tabs.Tab>
        ))}
      </Tabs>
      {builder && !operation.webhook && (
        <builder.MoreLanguages
          id={moreId}
          value={more}
          // The effect above loads the sample writer for the language picked.
          onChange={(label) => {
            update({ more: label })
            storeMoreLanguage(label)
          }}
          sample={written.more}
          failed={Boolean(written.error)}
        />
      )}
    </>
  )
}

export function CodeSamples({ operation, spec }: Props) {
  const [{ builder, values }, update] = useBuilder(operation.id, spec.folder)
  // Values typed on another operation of the spec: the samples show them once the form's code has loaded.
  const carriesValues = Object.keys(values).length > 0
  // A webhook is a request the API sends to the reader's server: there is nothing to fill in.
  useEffect(() => {
    if (operation.webhook) return
    return afterPageLoad(() => {
      void loadBuilder()
      if (carriesValues) void loadForm()
    })
  }, [operation.webhook, carriesValues])

  return (
    <div className="vnv-request">
      {builder && !operation.webhook && (
        <builder.FillInValues
          onClick={() => {
            void loadForm()
            update((state) => ({ open: true, focus: state.focus + 1 }))
          }}
        />
      )}
      <Samples operation={operation} spec={spec} moreId={`more-${operation.id}`} />
    </div>
  )
}

/**
 * The button next to the method and path that opens the builder (RequestPanel, `panelId`). In the HTML it
 * keeps its place but is hidden (it cannot work without JavaScript); it shows once the page has hydrated.
 */
export function BuildRequestButton({ operation, spec, panelId }: Props & { panelId: string }) {
  const [{ open }, update] = useBuilder(operation.id, spec.folder)
  const ready = useMounted()
  return (
    <button
      type="button"
      className="vnv-build-button"
      data-ready={ready || undefined}
      data-pagefind-ignore=""
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => {
        void loadForm()
        void loadBuilder()
        update({ open: !open })
      }}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M4 6h10M4 12h7M4 18h10M17 9l4 3-4 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {BUILD_REQUEST}
    </button>
  )
}

/** The request builder under the operation's header: the form, and the samples as the reader's values change them. */
export function RequestPanel({ operation, spec, id }: Props & { id: string }) {
  const [state, update] = useBuilder(operation.id, spec.folder)
  const { template } = useWrittenSamples({ operation, spec }, state)
  const panel = useRef<HTMLDivElement>(null)
  const { open, form, focus } = state
  useEffect(() => {
    if (!focus || !panel.current) return
    panel.current.focus({ preventScroll: true })
    panel.current.scrollIntoView({ block: 'start' })
  }, [focus])
  return (
    <div
      ref={panel}
      id={id}
      className="vnv-request vnv-request--builder"
      role="region"
      aria-label={BUILD_REQUEST}
      tabIndex={-1}
      hidden={!open}
      data-pagefind-ignore=""
    >
      {open && (
        <>
          <p className="vnv-request__intro">
            Type your values: the code samples, here and under Code samples, change as you type. Nothing is sent (this page makes no calls),
            and the token stays in this tab, unsaved. The token, the base URL and the parameters carry over to this API&apos;s other
            operations until the tab is reloaded.
          </p>
          {form && template ? (
            <form.RequestForm
              template={template}
              values={state.values}
              onChange={(change) => update((current) => ({ values: { ...current.values, ...change } }))}
              showToken={state.revealToken}
              onShowToken={(revealToken) => update({ revealToken })}
            />
          ) : (
            <p className="vnv-muted">Loading the form…</p>
          )}
          <Samples operation={operation} spec={spec} moreId={`${id}-more`} />
        </>
      )}
    </div>
  )
}
