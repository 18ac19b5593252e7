/**
 * The words of the code samples (rest/components/CodeSamples.tsx).
 * Shared with the pages' Markdown twins (rest/generator/markdown), so a page and its twin say the
 * same thing in the same words. One module per component, so each page's JavaScript holds only its own.
 */
import { BASE_URL_PLACEHOLDER } from '../base-url'
import type { OperationData, SampleData, SpecData } from '../data-types'
import { credentialOf, type Credential } from '../request'

/** The title of a code sample's panel. */
export const sampleTitle = (sample: { label: string; fromSpec?: true }) =>
  sample.fromSpec ? `${sample.label} (from the spec)` : sample.label

/** Whether the samples need the note on {baseUrl}: one the generator wrote holds the placeholder. */
export const usesBaseUrlPlaceholder = (samples: (SampleData | { source: string; fromSpec?: true })[]) =>
  samples.some((sample) => !('fromSpec' in sample && sample.fromSpec) && sample.source.includes(BASE_URL_PLACEHOLDER))

/** The note after the placeholder itself (`{baseUrl}` is shown as code before it). */
export const BASE_URL_NOTE = ' stands for your server’s address: the spec names its server only by a relative path.'

/** How a scheme's token travels in the samples, in a few words. */
function sentAs(credential: Credential, type: string): string {
  if (!credential.authScheme) return `API key in ${credential.in} ${credential.name}`
  if (type === 'oauth2') return 'OAuth 2.0 access token, sent as Bearer'
  if (type === 'openIdConnect') return 'OpenID Connect access token, sent as Bearer'
  return `HTTP ${credential.authScheme}`
}

const listed = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0])

/**
 * Which schemes the generated samples authenticate with, said above them: those of the operation's
 * first alternative (the one samples use), how each travels, and those a request cannot carry.
 * Undefined when the samples need no credentials, and for a webhook (the API sends it, not the reader).
 */
export function credentialsNote(
  operation: Pick<OperationData, 'security' | 'webhook'>,
  { security: specSecurity, securitySchemes: schemes }: Pick<SpecData, 'security' | 'securitySchemes'>
): string | undefined {
  const security = operation.security === undefined ? specSecurity : operation.security
  if (operation.webhook || !security?.[0]?.length) return undefined
  const sent: string[] = []
  const unsent: string[] = []
  for (const { scheme } of security[0]) {
    const data = schemes[scheme]
    const credential = credentialOf(scheme, data)
    if (credential) sent.push(`${scheme} (${sentAs(credential, data.type)})`)
    else unsent.push(`${scheme} (${data?.type ?? 'undeclared'})`)
  }
  const firstOf = security.length > 1 ? `, the first of the ${security.length} ways this operation accepts` : ''
  if (!sent.length) return `Samples carry no credentials for ${listed(unsent)}${firstOf}.`
  return `Samples authenticate with ${listed(sent)}${firstOf}.${unsent.length ? ` They carry none for ${listed(unsent)}.` : ''}`
}
