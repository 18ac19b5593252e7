/**
 * An operation page's components in Markdown (rest/components: Operation, OperationMeta, Bodies): the header's
 * facts, parameter schemas, bodies as type lines, property tables and ```json examples,
 * responses by status, code samples and the TypeScript types as fenced blocks.
 */
import type { BlockContent, RootContent } from 'mdast'
import { code, heading, inlineCode, link, paragraph, table, text } from '../../../markdown/generator/build'
import type { ComponentCall, ComponentMap } from '../../../markdown/generator/types'
import { BASE_URL_PLACEHOLDER } from '../../shared/base-url'
import { wireMethod } from '../../shared/http-methods'
import { securityOf, type MediaData, type OperationData, type SpecData } from '../../shared/data-types'
import {
  DEPRECATED_OPERATION,
  exampleCutNote,
  exampleTitle,
  itemSchemaTitle,
  LABELS_TITLE,
  mediaTypesLabel,
  mediaTypesOf,
  NO_BODY,
  saysNothingOfBody,
  statusLabel,
  streamNote
} from '../../shared/labels/operation'
import { NO_BODY_TYPES, WEBHOOK_NOTE } from '../../shared/labels/operation-header'
import { TYPES_TITLE } from '../../shared/labels/panels'
import { BASE_URL_NOTE, sampleTitle, usesBaseUrlPlaceholder } from '../../shared/labels/samples'
import { streamKind } from '../../shared/media-types'
import type { Direction } from '../../shared/schema-view'
import { fenceLanguage } from '../escape'
import { objectProp } from './props'
import { specOf } from './spec'
import { schemaTree, typeName, type SchemaContext } from './schema'
import { securityList, serverList } from './security'
import { specBlocks, specPhrasing } from './spec-text'

interface Props {
  operation: OperationData
  spec: SpecData
}

/** The page's operation data, or a problem saying it is missing. */
const operationOf = (call: ComponentCall) =>
  objectProp<OperationData>(call, 'operation', 'the operation’s data, `export const operation` of the page', [
    'id',
    'method',
    'path',
    'responses',
    'codeSamples',
    'typeCode'
  ])

/** A handler that needs the page's operation: nothing, and a problem saying what is missing, without it. */
const withOperation =
  (render: (operation: OperationData, call: ComponentCall) => RootContent[]) =>
  (call: ComponentCall): RootContent[] => {
    const operation = operationOf(call)
    return operation ? render(operation, call) : []
  }

/** A handler that needs the page's operation and its spec (its `spec` export). */
const withOperationAndSpec =
  (render: (props: Props, call: ComponentCall) => RootContent[]) =>
  (call: ComponentCall): RootContent[] => {
    const operation = operationOf(call)
    const spec = specOf(call)
    return operation && spec ? render({ operation, spec }, call) : []
  }

/**
 * The language of an example's block: JSON for a JSON media type or an example written as JSON, else text;
 * a stream's (JSON Lines…: media-types.ts) is text, as the page shows it.
 */
function exampleLanguage(mediaType: string, example: string): 'json' | 'text' {
  if (streamKind(mediaType)) return 'text'
  if (/json/i.test(mediaType)) return 'json'
  try {
    JSON.parse(example)
    return 'json'
  } catch {
    return 'text'
  }
}

/** Each media type of a body: its schema and its examples (MediaTabs). */
function mediaBlocks(
  content: MediaData[] | undefined,
  { operation, spec }: Props,
  direction: Direction,
  call: ComponentCall
): BlockContent[] {
  if (!content?.length) return [paragraph(text(NO_BODY))]
  const context: SchemaContext = { call, folder: spec.folder, direction }
  return content.flatMap((media) => [
    paragraph(
      text(mediaTypesLabel(media)),
      ...mediaTypesOf(media).flatMap((type, i) => [...(i > 0 ? [text(', ')] : []), inlineCode(type)])
    ),
    ...(media.schema ? schemaTree(media.schema, context, operation.schemas, media.treeOmitsExample) : []),
    // A stream (OpenAPI 3.2 itemSchema): the schema of each item; its examples are framed as the stream sends them.
    ...(media.itemSchema
      ? [paragraph(text(`${itemSchemaTitle(media.mediaType)}:`)), ...schemaTree(media.itemSchema, context, operation.schemas)]
      : []),
    ...(media.examples ?? []).flatMap((example) => [
      paragraph(text(`${exampleTitle(example)}:`)),
      code(example.text, exampleLanguage(media.mediaType, example.text)),
      ...(example.cutFrom ? [paragraph(text(exampleCutNote(example)))] : [])
    ]),
    ...(media.examples && streamNote(media.mediaType) ? [paragraph(text(streamNote(media.mediaType)!))] : [])
  ])
}

export const operationMarkdown: ComponentMap = {
  /** Method and path; under them, OperationMeta (its children). */
  OperationHeader: withOperationAndSpec(({ operation }, call) => [
    paragraph(inlineCode(`${wireMethod(operation.method)} ${operation.path}`)),
    ...(operation.webhook ? [paragraph(text('Webhook '), inlineCode(operation.path), text(WEBHOOK_NOTE), inlineCode('webhooks'))] : []),
    ...(call.children as BlockContent[])
  ]),

  /** Deprecation, authentication, servers and the spec's file. */
  OperationMeta: withOperationAndSpec(({ operation, spec }, call) => {
    const servers = serverList(operation.servers ?? spec.servers, call)
    return [
      ...(operation.deprecated ? [paragraph(text(DEPRECATED_OPERATION))] : []),
      ...(operation.labels ? [paragraph(text(`${LABELS_TITLE}: ${operation.labels.join(', ')}`))] : []),
      paragraph(text('Authentication:')),
      ...securityList(securityOf(operation, spec), spec.securitySchemes, call),
      ...(servers.length ? [paragraph(text('Servers:')), ...servers] : []),
      paragraph(
        text('From '),
        link(call.page.link(spec.download), text(spec.file)),
        text(` (${spec.title} ${spec.version}) · operation id `),
        inlineCode(operation.id)
      )
    ]
  }),

  /** The schemas of parameters that are objects, arrays or named schemas (the page's tables list every parameter). */
  Parameters: withOperationAndSpec(({ operation, spec }, call) =>
    (operation.parameters ?? []).flatMap((parameter) =>
      parameter.schema
        ? [
            paragraph(text('Schema of '), inlineCode(parameter.name), text(':')),
            ...schemaTree(parameter.schema, { call, folder: spec.folder, direction: 'request' }, operation.schemas)
          ]
        : []
    )
  ),

  RequestBody: withOperationAndSpec((props, call) => {
    const body = props.operation.requestBody
    if (!body) return []
    return [...(body.required ? [paragraph(text('Required.'))] : []), ...mediaBlocks(body.content, props, 'request', call)]
  }),

  /** Each status code: its description, headers, schema and examples. */
  Responses: withOperationAndSpec((props, call) =>
    Object.entries(props.operation.responses).flatMap(([status, response]) => {
      const context: SchemaContext = { call, folder: props.spec.folder, direction: 'response' }
      const headers = response.headers?.length
        ? [
            table(
              ['Header', 'Type', 'Description'],
              response.headers.map((header) => [
                [inlineCode(header.name)],
                header.schema ? typeName(header.schema, context) : '',
                specPhrasing(header.descriptionHtml, call)
              ])
            )
          ]
        : []
      return [
        heading(3, text(statusLabel(status, Object.keys(props.operation.responses)))),
        ...(response.summary ? [paragraph(text(response.summary))] : []),
        ...(specBlocks(response.descriptionHtml, call) as BlockContent[]),
        ...headers,
        ...(saysNothingOfBody(status, response.content) ? [] : mediaBlocks(response.content, props, 'response', call))
      ]
    })
  ),

  /** Each sample as a fenced block in its language, under its label. */
  CodeSamples: withOperation((operation) => {
    const credentials = operation.credentialsNote
    return [
      ...(credentials ? [paragraph(text(credentials))] : []),
      ...(usesBaseUrlPlaceholder(operation.codeSamples) ? [paragraph(inlineCode(BASE_URL_PLACEHOLDER), text(BASE_URL_NOTE))] : []),
      ...operation.codeSamples.flatMap((sample) => [
        paragraph(text(`${sampleTitle(sample)}:`)),
        code(sample.source, fenceLanguage(sample.lang))
      ])
    ]
  }),

  /** The bodies' TypeScript, as openapi-typescript writes it. */
  OperationTypes: withOperation((operation) =>
    operation.typeCode ? [paragraph(text(`${TYPES_TITLE}:`)), code(operation.typeCode, 'ts')] : [paragraph(text(NO_BODY_TYPES))]
  )
}
