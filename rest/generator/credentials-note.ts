/**
 * The note above an operation's code samples on which credentials they carry. Written by the
 * generator into the page's data (OperationData.credentialsNote), as it depends on the spec alone.
 */
import { securityOf, type OperationData, type SpecData } from '../shared/data-types'
import { credentialOf, type Credential } from '../shared/request'
import { listInWords } from '../../lib/list-in-words'

/** How a scheme's token travels in the samples, in a few words. */
function sentAs(credential: Credential, type: string): string {
  if (!credential.authScheme) return `API key in ${credential.in} ${credential.name}`
  if (type === 'oauth2') return 'OAuth 2.0 access token, sent as Bearer'
  if (type === 'openIdConnect') return 'OpenID Connect access token, sent as Bearer'
  return `HTTP ${credential.authScheme}`
}

/**
 * Which schemes the generated samples authenticate with, said above them: those of the operation's
 * first alternative (the one samples use), how each travels, and those a request cannot carry.
 * Undefined when the samples need no credentials, and for a webhook (the API sends it, not the reader).
 */
export function credentialsNote(
  operation: Pick<OperationData, 'security' | 'webhook'>,
  spec: Pick<SpecData, 'security' | 'securitySchemes'>
): string | undefined {
  const security = securityOf(operation, spec)
  if (operation.webhook || !security?.[0]?.length) return undefined
  const sent: string[] = []
  const unsent: string[] = []
  for (const { scheme } of security[0]) {
    const data = spec.securitySchemes[scheme]
    const credential = credentialOf(scheme, data)
    if (credential) sent.push(`${scheme} (${sentAs(credential, data.type)})`)
    else unsent.push(`${scheme} (${data?.type ?? 'undeclared'})`)
  }
  const firstOf = security.length > 1 ? `, the first of the ${security.length} ways this operation accepts` : ''
  if (!sent.length) return `Samples carry no credentials for ${listInWords(unsent)}${firstOf}.`
  return `Samples authenticate with ${listInWords(sent)}${firstOf}.${unsent.length ? ` They carry none for ${listInWords(unsent)}.` : ''}`
}
