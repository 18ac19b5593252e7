/**
 * The request of an operation page, made from its data and its spec's: the generator writes the page's
 * samples from it (rest/generator/data.ts) and the request builder starts from it (RequestForm.tsx), so
 * an untouched builder sends what the samples show.
 */
import { securityOf, type OperationData, type SpecData } from './data-types'
import { isJsonMediaType, streamKind } from './media-types'
import { ANY_MEDIA_TYPE, EMPTY_BODY, UNDOCUMENTED_BODY, credentialsOf, type RequestTemplate, type ResponseReading } from './request'

/** What the request reads of an operation's data. */
export type OperationRequestData = Pick<
  OperationData,
  'method' | 'path' | 'parameters' | 'security' | 'servers' | 'requestBody' | 'responses'
>

/**
 * How the first success response is read, when not as JSON: as streams of records when it comes only as those (a
 * choice of a whole body is read whole), as text when no media type of it is JSON or it is not documented.
 */
function responseReading(responses: OperationData['responses']): ResponseReading | undefined {
  const success = Object.keys(responses).find((status) => /^2/.test(status))
  const types = (success ? (responses[success].content ?? []) : []).map((media) => [media.mediaType, ...(media.otherMediaTypes ?? [])])
  if (types.length > 0 && types.every((list) => list.every((type) => streamKind(type)))) return 'stream'
  return types.flat().some(isJsonMediaType) ? undefined : 'text'
}
/** What the request reads of its spec's data (the page's `spec` export). */
export type SpecRequestData = Pick<SpecData, 'servers' | 'security' | 'securitySchemes'>

export function requestTemplateOf(operation: OperationRequestData, spec: SpecRequestData): RequestTemplate {
  const media = operation.requestBody?.content[0]
  const undocumented = media?.mediaType === ANY_MEDIA_TYPE && !media.schema
  const reading = responseReading(operation.responses)
  return {
    method: operation.method,
    path: operation.path,
    parameters: operation.parameters ?? [],
    credentials: credentialsOf(securityOf(operation, spec), spec.securitySchemes),
    servers: operation.servers ?? spec.servers,
    ...(media && {
      body: {
        mediaType: media.mediaType,
        text: media.examples?.find((example) => !example.cutFrom)?.text ?? (undocumented ? UNDOCUMENTED_BODY : EMPTY_BODY)
      }
    }),
    ...(reading && { reads: reading })
  }
}
