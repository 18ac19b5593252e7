/**
 * The words of the code samples (rest/components/CodeSamples.tsx).
 * Shared with the pages' Markdown twins (rest/generator/markdown), so a page and its twin say the
 * same thing in the same words. One module per component, so each page's JavaScript holds only its own.
 */
import { BASE_URL_PLACEHOLDER } from '../base-url'
import type { SampleData } from '../data-types'

/** The title of a code sample's panel. */
export const sampleTitle = (sample: { label: string; fromSpec?: true }) =>
  sample.fromSpec ? `${sample.label} (from the spec)` : sample.label

/** Whether the samples need the note on {baseUrl}: one the generator wrote holds the placeholder. */
export const usesBaseUrlPlaceholder = (samples: (SampleData | { source: string; fromSpec?: true })[]) =>
  samples.some((sample) => !('fromSpec' in sample && sample.fromSpec) && sample.source.includes(BASE_URL_PLACEHOLDER))

/** The note after the placeholder itself (`{baseUrl}` is shown as code before it). */
export const BASE_URL_NOTE = ' stands for your server’s address: the spec names its server only by a relative path.'
