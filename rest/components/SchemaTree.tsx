import type { SchemaData } from '@/rest/shared/data-types'
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
  schemas: Record<string, SchemaData>
  direction: Direction
  /** Named schemas being expanded above this node: a repeat is a circular reference. */
  path: string[]
  depth: number
}

/** The body of a schema: its properties, items or variants. */
function SchemaBody({ schema, schemas, direction, path, depth }: TreeProps) {
  if (schema.ref) {
    if (path.includes(schema.ref))
      return (
        <p className="vnv-schema__circular">
          ↻ Circular reference to <code>{schema.ref}</code> (shown above)
        </p>
      )
    const target = schemas[schema.ref]
    if (!target) return <p>Unknown schema {schema.ref}</p>
    // A description next to the $ref replaces the schema's own.
    return (
      <SchemaBody
        schema={{ ...target, descriptionHtml: schema.descriptionHtml ?? target.descriptionHtml }}
        schemas={schemas}
        direction={direction}
        path={[...path, schema.ref]}
        depth={depth}
      />
    )
  }
  if (schema.circular) return <p className="vnv-schema__circular">↻ Circular reference</p>
  const child = (s: SchemaData) => <SchemaBody schema={s} schemas={schemas} direction={direction} path={path} depth={depth + 1} />
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
              {schema[key]!.map((variant, i) => (
                <li key={i}>
                  <details open={depth < 1}>
                    <summary>
                      <code>{typeLabel(variant)}</code>
                    </summary>
                    {child(variant)}
                  </details>
                </li>
              ))}
            </ol>
          </div>
        ) : null
      )}
      {schema.properties && schema.properties.length > 0 && (
        <ul className="vnv-schema__properties">
          {schema.properties.map((property) => {
            const resolved = property.schema.ref ? (schemas[property.schema.ref] ?? property.schema) : property.schema
            const nested = Boolean(
              property.schema.ref || resolved.properties || resolved.items || resolved.oneOf || resolved.anyOf || resolved.allOf
            )
            const label = typeLabel(property.schema)
            const head = (
              <>
                <code className="vnv-schema__name">{property.name}</code> <span className="vnv-schema__type">{label}</span>{' '}
                <Flags schema={{ ...resolved, ...property.schema }} label={label} required={property.required} direction={direction} />
              </>
            )
            return (
              <li key={property.name}>
                {nested ? (
                  <details open={depth < 1 && !property.schema.ref}>
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
      {schema.items && (
        <div className="vnv-schema__items">
          <p className="vnv-schema__variants-title">
            Items: <code>{typeLabel(schema.items)}</code>
          </p>
          {child(schema.items)}
        </div>
      )}
      {typeof schema.additionalProperties === 'object' && (
        <div className="vnv-schema__items">
          <p className="vnv-schema__variants-title">Additional properties</p>
          {child(schema.additionalProperties)}
        </div>
      )}
    </div>
  )
}

/** A schema as an expandable tree. Circular references are marked, never followed. */
export function SchemaTree({
  schema,
  schemas,
  direction
}: {
  schema: SchemaData
  schemas: Record<string, SchemaData>
  direction: Direction
}) {
  const label = typeLabel(schema)
  return (
    <div className="vnv-schema">
      <p className="vnv-schema__root">
        <code>{label}</code> <Flags schema={schema} label={label} direction={direction} />
      </p>
      <SchemaBody schema={schema} schemas={schemas} direction={direction} path={[]} depth={0} />
    </div>
  )
}
