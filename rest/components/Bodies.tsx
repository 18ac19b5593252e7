/**
 * An operation's request body and responses. A page renders them as static HTML at build time unless a body has
 * tabs (several media types) or examples to copy (rest/generator/pages.ts, isStaticBody).
 */
import { Fragment, type ComponentType } from 'react'
import { breakableAfter } from '@/theme/mdx/Pre'
import { Tabs } from '@/theme/mdx/Tabs'
import type { MediaData, OperationData, SpecData } from '@/rest/shared/data-types'
import {
  exampleCutNote,
  exampleTitle,
  itemSchemaTitle,
  mediaTab,
  mediaTypesLabel,
  mediaTypesOf,
  NO_BODY,
  saysNothingOfBody,
  statusLabel,
  streamNote
} from '@/rest/shared/labels/operation'
import { streamKind } from '@/rest/shared/media-types'
import { CodePanel } from './CodePanel'
import type { SchemaTreeProps } from './SchemaTree'
import { fitsInSummary, SpecHtml } from './SpecHtml'

interface Props {
  operation: OperationData
  spec: SpecData
}

/**
 * A page with a schema to show in its bodies hands in SchemaTree (the generator imports it then, and only
 * then: most pages of the site's specs show no schema, and the tree's code is a fifth of a REST page's own).
 */
interface BodyProps extends Props {
  SchemaTree?: ComponentType<SchemaTreeProps>
}

interface MediaProps extends BodyProps {
  content?: MediaData[]
  direction: 'request' | 'response'
  /** Where the ids of the bodies' properties start (`request`, `response-200`); a second media type adds `-2`. */
  anchor: string
}

/** The media types a body's schema and examples are shown for: its own, and those that share them (data.ts). */
function MediaTypes({ media }: { media: MediaData }) {
  const types = mediaTypesOf(media)
  const list = (shown: string[]) =>
    shown.map((type, i) => (
      <Fragment key={type}>
        {i > 0 && ', '}
        <code>{breakableAfter(type)}</code>
      </Fragment>
    ))
  // A long list (a spec may accept a hundred versions of one body) folds after the first few: a phone would scroll screens of it.
  if (types.length <= MEDIA_TYPES_SHOWN + 1)
    return (
      <p className="vnv-media__type">
        {mediaTypesLabel(media)}
        {list(types)}
      </p>
    )
  return (
    <div className="vnv-media__type">
      {mediaTypesLabel(media)}
      {list(types.slice(0, MEDIA_TYPES_SHOWN))}
      <details>
        <summary>and {types.length - MEDIA_TYPES_SHOWN} more media types</summary>
        {list(types.slice(MEDIA_TYPES_SHOWN))}
      </details>
    </div>
  )
}

/** How many of a body's media types show before the rest fold away. */
const MEDIA_TYPES_SHOWN = 3

/** Each media type of a body: its schema tree and its examples (made from the schema when the spec gives none). */
function MediaTabs({ content = [], operation, spec, direction, SchemaTree, anchor }: MediaProps) {
  if (!content.length) return <p className="vnv-muted">{NO_BODY}</p>
  const panel = (media: MediaData, at: number) => (
    <div className="vnv-media">
      {media.schema && SchemaTree && (
        <SchemaTree
          schema={media.schema}
          expanded={operation.schemas}
          omitRootExample={media.treeOmitsExample}
          folder={spec.folder}
          direction={direction}
          anchor={at ? `${anchor}-${at + 1}` : anchor}
        />
      )}
      {/* A stream (OpenAPI 3.2 itemSchema): the schema of each item; its examples are framed as the stream sends them. */}
      {media.itemSchema && SchemaTree && (
        <>
          <p className="vnv-media__items">{itemSchemaTitle(media.mediaType)}:</p>
          <SchemaTree schema={media.itemSchema} expanded={operation.schemas} folder={spec.folder} direction={direction} />
        </>
      )}
      {(media.examples ?? []).map((example) => (
        <Fragment key={example.name}>
          <CodePanel language={streamKind(media.mediaType) ? 'text' : 'json'} title={exampleTitle(example)} code={example.text} />
          {example.cutFrom && <p className="vnv-muted">{exampleCutNote(example)}</p>}
        </Fragment>
      ))}
      {media.examples && streamNote(media.mediaType) && <p className="vnv-muted">{streamNote(media.mediaType)}</p>}
    </div>
  )
  if (content.length === 1)
    return (
      <>
        <MediaTypes media={content[0]} />
        {panel(content[0], 0)}
      </>
    )
  return (
    <Tabs items={content.map(mediaTab)}>
      {content.map((media, at) => (
        <Tabs.Tab key={media.mediaType}>
          {media.otherMediaTypes && <MediaTypes media={media} />}
          {panel(media, at)}
        </Tabs.Tab>
      ))}
    </Tabs>
  )
}

export function RequestBody({ operation, spec, SchemaTree }: BodyProps) {
  if (!operation.requestBody) return null
  return (
    <>
      {/* Only what the spec states: a body it does not mark required may be optional, or undocumented. */}
      {operation.requestBody.required && <p>Required.</p>}
      <MediaTabs
        content={operation.requestBody.content}
        operation={operation}
        spec={spec}
        direction="request"
        SchemaTree={SchemaTree}
        anchor="request"
      />
    </>
  )
}

/** Every status code with its description, headers, schema and example. */
export function Responses({ operation, spec, SchemaTree }: BodyProps) {
  return (
    <div className="vnv-responses">
      {Object.entries(operation.responses).map(([status, response]) => {
        // A description with links or blocks goes under the summary, where links can be followed.
        const inSummary = response.descriptionHtml !== undefined && fitsInSummary(response.descriptionHtml)
        const head = (
          <>
            <span className={`vnv-status vnv-status--${status[0]}xx`}>{statusLabel(status, Object.keys(operation.responses))}</span>{' '}
            {/* A summary (OpenAPI 3.2) goes beside the status; the description then goes under it. */}
            {response.summary ?? (response.descriptionHtml && inSummary && <SpecHtml html={response.descriptionHtml} />)}
          </>
        )
        const descriptionUnder = response.descriptionHtml !== undefined && (response.summary !== undefined || !inSummary)
        const body = !saysNothingOfBody(status, response.content)
        // Nothing under the status line: a row, not a disclosure that opens onto nothing.
        if (!descriptionUnder && !response.headers && !body)
          return (
            <p key={status} className="vnv-response">
              {head}
            </p>
          )
        return (
          <details key={status} open={/^2/.test(status)} className="vnv-response">
            <summary>{head}</summary>
            {descriptionUnder && <SpecHtml html={response.descriptionHtml!} inline="p" />}
            {response.headers && (
              <ul>
                {response.headers.map((h) => (
                  <li key={h.name}>
                    Header <code>{h.name}</code>
                    {h.descriptionHtml && (
                      <>
                        {' — '}
                        <SpecHtml html={h.descriptionHtml} />
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {body && (
              <MediaTabs
                content={response.content}
                operation={operation}
                spec={spec}
                direction="response"
                SchemaTree={SchemaTree}
                anchor={`response-${status}`}
              />
            )}
          </details>
        )
      })}
    </div>
  )
}
