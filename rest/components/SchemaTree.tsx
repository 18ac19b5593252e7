/**
 * A schema as an expandable tree. A page's own trees show the named schema
 * they are (or are an array of) expanded; every other named schema is a link
 * to its own page, so no page repeats the spec's schemas.
 */
import NextLink from 'next/link'
import type { SchemaData } from '@/rest/shared/data-types'
import { restSchemaHref } from '@/rest/shared/routes'
import { typeLabel } from '@/rest/shared/type-label'
import { SpecHtml } from './SpecHtml'

type Direction = 'request' | 'response'

/** Flags after a type label; `nullable` only where the label does not already say `| null` (a reference to a nullable schema). */
function Flags({ schema, label, required, direction }: { schema: SchemaData; label: string; required?: boolean; direction: Direction }) {
  return (
    <>
      {required && <span className="vnv-flag vnv-flag--required">required</span>}
      {schema.nullable && !label.endsWith(' | null') && <span className="vnv-flag">nullable</span>}
      {schema.readOnly && (
        <span className="vnv-flag" title={direction === 'request' ? 'Set by the server; ignored in requests' : undefined}>
          read-only
        </span>
      )}
      {schema.writeOnly && (
        <span className="vnv-flag" title={direction === 'response' ? 'Sent by clients; never returned' : undefined}>
          write-only
        </span>
      )}
      {schema.deprecated && <span className="vnv-flag vnv-flag--deprecated">deprecated</span>}
    </>
  )
}

function Facts({ schema }: { schema: SchemaData }) {
  const facts: [string, string][] = []
  if (schema.enum) facts.push(['Allowed values', schema.enum.map((v) => JSON.stringify(v)).join(', ')])
  if (schema.const !== undefined) facts.push(['Value', JSON.stringify(schema.const)])
  if (schema.default !== undefined) facts.push(['Default', JSON.stringify(schema.default)])
  for (const [key, value] of Object.entries(schema.constraints ?? {})) facts.push([key, JSON.stringify(value)])
  if (schema.example !== undefined) facts.push(['Example', JSON.stringify(schema.example)])
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
}

/** The innermost schema of an array chain (`array of array of Item` → Item), and how deep it is. */
function innermost(schema: SchemaData): { node: SchemaData; arrays: number } {
  let node = schema
  let arrays = 0
  while (!node.ref && node.type?.includes('array') && node.items) {
    node = node.items
    arrays++
  }
  return { node, arrays }
}

/** A type label whose named schema, if it has one, links to that schema's page. */
export function TypeName({ schema, folder }: { schema: SchemaData; folder: string }) {
  const label = typeLabel(schema)
  const { node, arrays } = innermost(schema)
  if (!node.ref || !node.refPage) return <>{label}</>
  // typeLabel writes `array of ` per level, then the name, then the outer levels' format and `| null`.
  const at = 'array of '.length * arrays
  return (
    <>
      {label.slice(0, at)}
      <NextLink href={restSchemaHref(folder, node.refPage)} className="vnv-schema__link">
        {node.ref}
      </NextLink>
      {label.slice(at + node.ref.length)}
    </>
  )
}

/** Whether a schema has a body worth opening: properties, items or variants written in place (a reference is a link). */
const hasBody = (schema: SchemaData) =>
  !schema.ref && Boolean(schema.properties || schema.oneOf || schema.anyOf || schema.allOf || (schema.items && !innermost(schema).node.ref))

/** The body of a schema: its properties, items or variants. */
function SchemaBody({ schema, expanded = {}, direction, folder, depth }: TreeProps) {
  if (schema.circular) return <p className="vnv-schema__circular">↻ Circular reference</p>
  const child = (s: SchemaData) => <SchemaBody schema={s} direction={direction} folder={folder} depth={depth + 1} />
  return (
    <div className="vnv-schema__body">
      <Facts schema={schema} />
      {schema.discriminator && (
        <p className="vnv-schema__discriminator">
          Discriminator: <code>{schema.discriminator.propertyName}</code>
          {schema.discriminator.mapping &&
            ` (${Object.entries(schema.discriminator.mapping)
              .map(([value, target]) => `${value} → ${target}`)
              .join(', ')})`}
        </p>
      )}
      {(['allOf', 'oneOf', 'anyOf'] as const).map((key) =>
        schema[key] ? (
          <div key={key} className="vnv-schema__variants">
            <p className="vnv-schema__variants-title">{key === 'allOf' ? 'All of' : key === 'oneOf' ? 'Exactly one of' : 'Any of'}</p>
            <ol>
              {schema[key]!.map((variant, i) => {
                const body = withTarget(variant, expanded)
                return (
                  <li key={i}>
                    {hasBody(body) ? (
                      <details open={depth < 1}>
                        {/* A summary holds nothing focusable: a named variant shown in place links to its page inside. */}
                        <summary>
                          <code>{typeLabel(variant)}</code>
                        </summary>
                        {variant.refPage && (
                          <p className="vnv-schema__page-link">
                            Schema page: <TypeName schema={variant} folder={folder} />
                          </p>
                        )}
                        {child(body)}
                      </details>
                    ) : (
                      <>
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
              <li key={property.name}>
                {hasBody(property.schema) ? (
                  <details open={depth < 1}>
                    <summary>{head}</summary>
                    {child(property.schema)}
                  </details>
                ) : (
                  <>
                    <div>{head}</div>
                    <Facts schema={property.schema} />
                  </>
                )}
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
          {hasBody(schema.additionalProperties) && child(schema.additionalProperties)}
        </div>
      )}
    </div>
  )
}

/** A reference whose schema the page carries, as that schema (a description next to the reference replacing its own); anything else as it is. */
function withTarget(schema: SchemaData, expanded: Record<string, SchemaData>): SchemaData {
  const target = schema.ref ? expanded[schema.ref] : undefined
  return target ? { ...target, descriptionHtml: schema.descriptionHtml ?? target.descriptionHtml } : schema
}

/**
 * A schema tree. `expanded` holds the named schemas the page shows in place:
 * a root that is one of them (or an array of one) shows its properties, and
 * so do a root's variants (oneOf, anyOf, allOf) that are.
 */
export function SchemaTree({
  schema,
  expanded = {},
  folder,
  direction
}: {
  schema: SchemaData
  expanded?: Record<string, SchemaData>
  folder: string
  direction: Direction
}) {
  const label = typeLabel(schema)
  const { node } = innermost(schema)
  const target = node.ref ? expanded[node.ref] : undefined
  const body = target ? withTarget(node, expanded) : schema
  return (
    <div className="vnv-schema">
      <p className="vnv-schema__root">
        <code>
          <TypeName schema={schema} folder={folder} />
        </code>{' '}
        <Flags schema={target ? { ...target, ...schema } : schema} label={label} direction={direction} />
      </p>
      {(target || !node.ref) && <SchemaBody schema={body} expanded={expanded} direction={direction} folder={folder} depth={0} />}
    </div>
  )
}
