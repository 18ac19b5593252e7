/**
 * A schema as an expandable tree. A page's own trees show the named schema
 * they are (or are an array of) expanded, and the named parts of its root's
 * variants (on a schema page, those of its allOf); every other named schema is
 * a link to its own page, so no page repeats the spec's schemas.
 */
import { Fragment } from 'react'
import { SiteLink } from '@/theme/link/SiteLink'
import type { SchemaData } from '@/rest/shared/data-types'
import { restSchemaHref } from '@/rest/shared/routes'
import {
  CIRCULAR,
  discriminatorMapping,
  hasBody,
  rootBody,
  schemaFacts,
  schemaFlags,
  typeNameParts,
  VARIANT_KINDS,
  VARIANT_TITLES,
  variantTitle,
  withTarget,
  type Direction
} from '@/rest/shared/schema-view'
import { typeLabel } from '@/rest/shared/type-label'
import { SpecHtml } from './SpecHtml'

/** Flags after a type label (schema-view.ts schemaFlags). */
function Flags({ schema, label, required, direction }: { schema: SchemaData; label: string; required?: boolean; direction: Direction }) {
  return (
    <>
      {schemaFlags(schema, label, direction, required).map(({ kind, title }) => (
        <Fragment key={kind}>
          <span className={kind === 'required' || kind === 'deprecated' ? `vnv-flag vnv-flag--${kind}` : 'vnv-flag'} title={title}>
            {kind}
          </span>{' '}
        </Fragment>
      ))}
    </>
  )
}

function Facts({ schema }: { schema: SchemaData }) {
  const facts = schemaFacts(schema)
  if (!facts.length && !schema.descriptionHtml) return null
  return (
    <div className="vnv-schema__facts">
      {schema.descriptionHtml && <SpecHtml html={schema.descriptionHtml} inline="p" />}
      {facts.map(([label, value]) => (
        <p key={label}>
          <span className="vnv-schema__fact-label">{label}:</span> <code>{value}</code>
        </p>
      ))}
    </div>
  )
}

interface TreeProps {
  schema: SchemaData
  /** At the root only: the named schemas its variants show in place (see SchemaTree). */
  expanded?: Record<string, SchemaData>
  direction: Direction
  /** The spec's URL folder, for links to named schemas' pages. */
  folder: string
  depth: number
  /** Where the ids of this body's properties start, for links to them (see SchemaTreeProps); none, no ids. */
  anchor?: string
}

/** A property's link to itself: its id in the page's address, to share or come back to. */
function PropertyAnchor({ id, name }: { id: string; name: string }) {
  return (
    <a
      href={`#${encodeURIComponent(id)}`}
      className="vnv-schema__anchor"
      aria-label={`Direct link to ${name}`}
      title={`Direct link to ${name}`}
    >
      {/* Drawn by CSS, as a heading's: not text of the row. */}
      <span aria-hidden="true" className="vnv-heading__mark" />
    </a>
  )
}

/** A type label whose named schema, if it has one, links to that schema's page. */
export function TypeName({ schema, folder }: { schema: SchemaData; folder: string }) {
  const { before, ref, refPage, after } = typeNameParts(schema)
  if (!ref || !refPage) return <>{before}</>
  return (
    <>
      {before}
      <SiteLink href={restSchemaHref(folder, refPage)} className="vnv-schema__link">
        {ref}
      </SiteLink>
      {after}
    </>
  )
}

/** The body of a schema: its properties, items or variants. */
function SchemaBody({ schema, expanded = {}, direction, folder, depth, anchor }: TreeProps) {
  if (schema.circular) return <p className="vnv-schema__circular">{CIRCULAR}</p>
  const child = (s: SchemaData, at = anchor) => (
    <SchemaBody schema={s} direction={direction} folder={folder} depth={depth + 1} anchor={at} />
  )
  const below = (segment: string) => (anchor === undefined ? undefined : `${anchor}.${segment.replace(/\s/g, '_')}`)
  return (
    <div className="vnv-schema__body">
      <Facts schema={schema} />
      {schema.discriminator && (
        <p className="vnv-schema__discriminator">
          Discriminator: <code>{schema.discriminator.propertyName}</code>
          {discriminatorMapping(schema.discriminator)}
        </p>
      )}
      {VARIANT_KINDS.map((key) =>
        schema[key] ? (
          <div key={key} className="vnv-schema__variants">
            <p className="vnv-schema__variants-title">{VARIANT_TITLES[key]}</p>
            <ol>
              {schema[key]!.map((variant, i) => {
                const body = withTarget(variant, expanded)
                return (
                  <li key={i}>
                    {hasBody(body) ? (
                      <details open={depth < 1}>
                        {/* A summary holds nothing focusable: a named variant shown in place links to its page inside. */}
                        <summary>
                          {variantTitle(variant)}
                          <code>{typeLabel(variant)}</code>
                        </summary>
                        {variant.refPage && (
                          <p className="vnv-schema__page-link">
                            Schema page: <TypeName schema={variant} folder={folder} />
                          </p>
                        )}
                        {child(body, below(`${key}-${i + 1}`))}
                      </details>
                    ) : (
                      <>
                        {variantTitle(variant)}
                        <code>
                          <TypeName schema={variant} folder={folder} />
                        </code>
                        <Facts schema={variant} />
                      </>
                    )}
                  </li>
                )
              })}
            </ol>
          </div>
        ) : null
      )}
      {schema.properties && schema.properties.length > 0 && (
        <ul className="vnv-schema__properties">
          {schema.properties.map((property) => {
            const label = typeLabel(property.schema)
            const id = below(property.name)
            const head = (
              <>
                <code className="vnv-schema__name">{property.name}</code>{' '}
                <span className="vnv-schema__type">
                  <TypeName schema={property.schema} folder={folder} />
                </span>{' '}
                <Flags schema={property.schema} label={label} required={property.required} direction={direction} />
              </>
            )
            return (
              <li key={property.name} id={id}>
                {hasBody(property.schema) ? (
                  <details open={depth < 1}>
                    <summary>{head}</summary>
                    {child(property.schema, id)}
                  </details>
                ) : (
                  <>
                    <div>{head}</div>
                    <Facts schema={property.schema} />
                  </>
                )}
                {id && <PropertyAnchor id={id} name={property.name} />}
              </li>
            )
          })}
        </ul>
      )}
      {schema.items && hasBody(schema.items) && (
        <div className="vnv-schema__items">
          <p className="vnv-schema__variants-title">
            Items: <code>{typeLabel(schema.items)}</code>
          </p>
          {child(schema.items)}
        </div>
      )}
      {typeof schema.additionalProperties === 'object' && (
        <div className="vnv-schema__items">
          <p className="vnv-schema__variants-title">
            Additional properties: <TypeName schema={schema.additionalProperties} folder={folder} />
          </p>
          {hasBody(schema.additionalProperties) && child(schema.additionalProperties, below('*'))}
        </div>
      )}
    </div>
  )
}

/**
 * A schema tree. `expanded` holds the named schemas the page shows in place:
 * a root that is one of them (or an array of one) shows its properties, and
 * so do a root's variants (oneOf, anyOf, allOf) that are.
 */
export interface SchemaTreeProps {
  schema: SchemaData
  expanded?: Record<string, SchemaData>
  /** A panel under the tree shows the root's example (the generator's treeOmitsExample): one example per place. */
  omitRootExample?: boolean
  folder: string
  direction: Direction
  /**
   * Gives every property an id and a link to it: this prefix, then the property's path
   * (`response-200.owner.name`; a variant adds `oneOf-2`, additional properties `*`). Unique on the page.
   */
  anchor?: string
}

export function SchemaTree({ schema, expanded = {}, omitRootExample, folder, direction, anchor }: SchemaTreeProps) {
  const { body, flagsOf } = rootBody(schema, expanded, omitRootExample)
  return (
    <div className="vnv-schema">
      <p className="vnv-schema__root">
        <code>
          <TypeName schema={schema} folder={folder} />
        </code>{' '}
        <Flags schema={flagsOf} label={typeLabel(schema)} direction={direction} />
      </p>
      {body && <SchemaBody schema={body} expanded={expanded} direction={direction} folder={folder} depth={0} anchor={anchor} />}
    </div>
  )
}
