/**
 * One example per place: a body's schema tree (rest/components/SchemaTree.tsx)
 * lists its root's own example among its facts, and the example panel right
 * under the tree often shows that very value again, formatted. The tree then
 * leaves its root's example out; the panel keeps it.
 */
import type { SchemaData } from './data-types'

/** Whether an example's text (JSON, as the panels show it) holds this value. */
function holds(text: string, value: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value)
  } catch {
    return false
  }
}

function withoutExample(schema: SchemaData): SchemaData {
  const rest = { ...schema }
  delete rest.example
  return rest
}

/**
 * A tree's root schema and expanded named schemas (SchemaTree's props), without the root's example when one of
 * `examples` shows the same value. A root that references a named schema the page expands shows that schema's
 * example; an array's items are not the array, so their example stays.
 */
export function withoutRepeatedExample(
  schema: SchemaData,
  expanded: Record<string, SchemaData> = {},
  examples: { text: string }[] = []
): { schema: SchemaData; expanded: Record<string, SchemaData> } {
  const repeated = (value: unknown) => value !== undefined && examples.some((example) => holds(example.text, value))
  const target = schema.ref ? expanded[schema.ref] : undefined
  if (schema.ref && target && repeated(target.example)) return { schema, expanded: { ...expanded, [schema.ref]: withoutExample(target) } }
  if (!schema.ref && repeated(schema.example)) return { schema: withoutExample(schema), expanded }
  return { schema, expanded }
}
