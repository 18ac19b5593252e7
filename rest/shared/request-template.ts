/**
 * The request of an operation page, made from its data and its spec's: the generator writes the page's
 * samples from it (rest/generator/data.ts) and the request builder starts from it (RequestForm.tsx), so
 * an untouched builder sends what the samples show.
 */
import type { OperationData, SpecData } from './data-types'
import { streamKind } from './media-types'
import { ANY_MEDIA_TYPE, EMPTY_BODY, UNDOCUMENTED_BODY, credentialsOf, type RequestTemplate } from './request'

/** What the request reads of an operation's data. */
export type OperationRequestData = Pick<
  OperationData,
  'method' | 'path' | 'parameters' | 'security' | 'servers' | 'requestBody' | 'responses'
>

/** Whether the first success response comes only as streams of records (a choice of a whole body is read whole). */
function readsStream(responses: OperationData['responses']): boolean {
  const success = Object.keys(responses).find((status) => /^2/.test(status))
  const content = success ? (responses[success].content ?? []) : []
  return (
    content.length > 0 && content.every((media) => [media.mediaType, ...(media.otherMediaTypes ?? [])].every((type) => streamKind(type)))
  )
}
/** What the request reads of its spec's data (spec.json). */
export type SpecRequestData = Pick<SpecData, 'servers' | 'security' | 'securitySchemes'>

export function requestTemplateOf(operation: OperationRequestData, spec: SpecRequestData): RequestTemplate {
  const media = operation.requestBody?.content[0]
  const undocumented = media?.mediaType === ANY_MEDIA_TYPE && !media.schema
  return {
    method: operation.method,
    path: operation.path,
    parameters: operation.parameters ?? [],
    credentials: credentialsOf(operation.security === undefined ? spec.security : operation.security, spec.securitySchemes),
    servers: operation.servers ?? spec.servers,
    ...(media && {
      body: {
        mediaType: media.mediaType,
        text: media.examples?.find((example) => !example.cutFrom)?.text ?? (undocumented ? UNDOCUMENTED_BODY : EMPTY_BODY)
      }
    }),
    ...(readsStream(operation.responses) && { readsStream: true as const })
  }
}
