/** Security schemes and requirements: what a reader must send, and what code samples send. */
import { credentialOf } from '../../shared/request'
import { SpecError } from '../spec-error'
import { asArray, isRecord, str, type Json } from './json'
import type { OAuthFlowModel, SecurityModel } from './types'

const API_KEY_LOCATIONS = ['header', 'query', 'cookie'] as const

/** The URL fields of an OAuth Flow Object, in the order a reader uses them (deviceAuthorizationUrl: OpenAPI 3.2). */
const FLOW_URLS = ['authorizationUrl', 'deviceAuthorizationUrl', 'tokenUrl', 'refreshUrl'] as const

/** An OAuth 2.0 scheme's flows (implicit… deviceAuthorization), each with the URLs it gives. */
const readFlows = (flows: Json): OAuthFlowModel[] =>
  Object.entries(flows)
    .filter(([flow, value]) => !flow.startsWith('x-') && isRecord(value))
    .map(([flow, value]) => ({
      flow,
      urls: FLOW_URLS.flatMap((field) => (str((value as Json)[field]) ? [{ field, url: (value as Json)[field] as string }] : []))
    }))

export function describeScheme(name: string, raw: Json, file: string, at: string): SecurityModel {
  const type = String(raw.type ?? 'unknown')
  let details = type
  let apiKey: SecurityModel['apiKey']
  const httpScheme = type === 'http' ? str(raw.scheme) : undefined
  if (type === 'http')
    details = `HTTP ${String(raw.scheme ?? '')}${raw.bearerFormat ? ` (${String(raw.bearerFormat)})` : ''} — header Authorization`
  else if (type === 'apiKey') {
    const location = API_KEY_LOCATIONS.find((l) => l === raw.in)
    if (!location || !str(raw.name))
      throw new SpecError(
        file,
        at,
        `API key scheme "${name}" needs "in" (header, query or cookie) and "name"`,
        'Add in: header and name: access_token, for example.'
      )
    apiKey = { in: location, name: raw.name as string }
    details = `API key in ${location} "${apiKey.name}"`
  } else if (type === 'oauth2') details = `OAuth 2.0 (${isRecord(raw.flows) ? Object.keys(raw.flows).join(', ') : ''})`
  else if (type === 'openIdConnect') details = `OpenID Connect (${String(raw.openIdConnectUrl ?? '')})`
  const flows = type === 'oauth2' && isRecord(raw.flows) ? readFlows(raw.flows) : []
  return {
    scheme: name,
    type,
    details,
    scopes: [],
    ...(apiKey && { apiKey }),
    ...(httpScheme && { httpScheme }),
    ...(flows.length > 0 && { flows }),
    ...(type === 'oauth2' && str(raw.oauth2MetadataUrl) && { metadataUrl: raw.oauth2MetadataUrl as string }),
    ...(raw.deprecated === true && { deprecated: true as const }),
    ...(str(raw.description) && { description: raw.description as string })
  }
}

/** Why code samples cannot send a scheme's credentials, for a warning; undefined when they can (shared/request.ts credentialOf). */
export function unsentCredentials(scheme: SecurityModel): string | undefined {
  if (credentialOf(scheme.scheme, scheme)) return undefined
  const carryNone = 'so code samples of operations using it carry no credentials for it'
  if (scheme.type === 'mutualTLS')
    return `scheme "${scheme.scheme}" is of type mutualTLS: its client certificate is set up in the HTTP client, not written in a request, ${carryNone}.`
  if (scheme.type === 'http')
    return `scheme "${scheme.scheme}" is of type http but names ${scheme.httpScheme ? `"${scheme.httpScheme}", not` : 'no'} an HTTP authentication scheme, ${carryNone}. Write scheme: bearer or scheme: basic, for example.`
  return `scheme "${scheme.scheme}" is of type ${scheme.type}, which OpenAPI does not define, ${carryNone}.`
}

export function readSecurity(raw: unknown, schemes: Record<string, SecurityModel>, file: string, at: string): SecurityModel[][] {
  return asArray(raw).map((requirement, i) => {
    if (!isRecord(requirement)) throw new SpecError(file, `${at}/${i}`, 'a security requirement must be an object')
    return Object.entries(requirement).map(([name, scopes]) => {
      const scheme = schemes[name]
      if (!scheme)
        throw new SpecError(
          file,
          `${at}/${i}/${name}`,
          `security scheme "${name}" is not defined`,
          'Define it under components.securitySchemes.'
        )
      return { ...scheme, scopes: asArray(scopes).map(String) }
    })
  })
}
