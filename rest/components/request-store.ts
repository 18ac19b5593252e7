/**
 * What the reader typed into an operation's request builder, shared by the
 * page's two places that show it: the builder under the operation's header
 * (Operation.tsx, CodeSamples.tsx RequestPanel) and the code samples further
 * down (CodeSamples). In memory only, per operation, and dropped once neither
 * is on the page (a client-side navigation away): never stored, never in the
 * URL. What holds for every operation of a spec (the token, the server chosen
 * and its variables, the base URL, parameters by place and name, such as a
 * session id) carries over, in memory too, to the next operation of that spec
 * the reader opens.
 * The builder's code loads here too, once, for the whole page.
 */
import { useCallback, useEffect, useState } from 'react'
import type { RequestValues } from '@/rest/shared/request'

type Builder = typeof import('./RequestBuilder')
type Form = typeof import('./RequestForm')

export interface BuilderState {
  /** The builder under the header is open. */
  open: boolean
  values: RequestValues
  /** The samples carry the typed token; until the reader asks, they show its placeholder. */
  revealToken: boolean
  /** The language chosen under More languages ('' for none). */
  more: string
  /** Counts the requests to bring the open builder into view (the code samples' "Fill in your values"). */
  focus: number
  /** The builder's controls (More languages, loaded once the page is idle) and its form with the sample writer (loaded on first use). */
  builder?: Builder
  form?: Form
}

let defaults: BuilderState = { open: false, values: {}, revealToken: false, more: '', focus: 0 }
const SERVER: BuilderState = defaults
const states = new Map<string, BuilderState>()
const listeners = new Map<string, Set<() => void>>()
/** By spec: the values a later operation of the spec starts from. */
const carried = new Map<string, RequestValues>()

/** An operation's state; one not yet typed into starts from what its spec's operations carry. */
const stateOf = (id: string, spec: string) => states.get(id) ?? { ...defaults, values: carried.get(spec) ?? {} }

/**
 * What of an operation's values holds for its spec's other operations (bodies differ between operations;
 * a server is chosen by its URL, so it carries where the next operation lists it too); a value the reader
 * emptied is dropped, so the next operation starts untouched there.
 */
function carriedOf(values: RequestValues, before: RequestValues = {}): RequestValues {
  const token = values.token ?? before.token
  const baseUrl = values.baseUrl ?? before.baseUrl
  const server = values.server ?? before.server
  const parameters = Object.entries({ ...before.parameters, ...values.parameters }).filter(([, value]) => value)
  const variables = Object.entries({ ...before.variables, ...values.variables }).filter(([, value]) => value)
  return {
    ...(token && { token }),
    ...(baseUrl && { baseUrl }),
    ...(server && { server }),
    ...(variables.length > 0 && { variables: Object.fromEntries(variables) }),
    ...(parameters.length > 0 && { parameters: Object.fromEntries(parameters) })
  }
}

const notify = (id: string) => listeners.get(id)?.forEach((listener) => listener())

function subscribe(id: string, listener: () => void) {
  const set = listeners.get(id) ?? new Set()
  listeners.set(id, set.add(listener))
  return () => {
    set.delete(listener)
    // Nothing of the operation's builder left on the page: forget what was typed.
    if (!set.size) {
      listeners.delete(id)
      states.delete(id)
    }
  }
}

export function updateBuilder(id: string, spec: string, change: Partial<BuilderState> | ((state: BuilderState) => Partial<BuilderState>)) {
  const state = stateOf(id, spec)
  const next = { ...state, ...(typeof change === 'function' ? change(state) : change) }
  states.set(id, next)
  if (next.values !== state.values) carried.set(spec, carriedOf(next.values, carried.get(spec)))
  notify(id)
}

/** Every operation's builder gets a module once it has loaded. */
function loaded(module: Partial<BuilderState>) {
  defaults = { ...defaults, ...module }
  for (const [id, state] of states) states.set(id, { ...state, ...module })
  for (const id of listeners.keys()) notify(id)
}

let builderLoad: Promise<unknown> | undefined
let formLoad: Promise<unknown> | undefined

/**
 * The builder's controls, 0.9 KB gzip kept out of the operation page's first load. A failed download (offline)
 * leaves the generated samples, which need no builder.
 */
export const loadBuilder = () =>
  (builderLoad ??= import('./RequestBuilder').then(
    (builder) => loaded({ builder }),
    () => {}
  ))

/** The form and httpsnippet; a failed download may be tried again. */
export const loadForm = () =>
  (formLoad ??= import('./RequestForm').then(
    (form) => loaded({ form }),
    () => {
      formLoad = undefined
    }
  ))

/**
 * An operation's builder state and its updater. Every render before the component's first effect sees the
 * closed builder, as the server did: the builder's code may load while other parts of the page still
 * hydrate, and a store read during hydration (useSyncExternalStore) then made React discard their HTML.
 */
export function useBuilder(id: string, spec: string): [BuilderState, (change: Parameters<typeof updateBuilder>[2]) => void] {
  const [state, setState] = useState<BuilderState>(SERVER)
  useEffect(() => {
    const read = () => setState(stateOf(id, spec))
    read()
    return subscribe(id, read)
  }, [id, spec])
  return [state, useCallback((change) => updateBuilder(id, spec, change), [id, spec])]
}
