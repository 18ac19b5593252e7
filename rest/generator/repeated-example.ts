/**
 * One example per place: a body's schema tree (rest/components/SchemaTree.tsx)
 * lists its root's own example among its facts, and the example panel right
 * under the tree often shows that very value again, formatted. The generator
 * marks such a body (MediaData.treeOmitsExample, SchemaPageData.treeOmitsExample)
 * and the tree then leaves its root's example out; the panel keeps it.
 */

/** Whether an example's text (JSON, as the panels show it) holds this value. */
function holds(text: string, value: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value)
  } catch {
    return false
  }
}

/**
 * Whether one of `examples` shows the example the tree of `schema` would list at its root: the schema's own,
 * or that of the named schema it references (`schemas`, by name). An array's items are not the array: an
 * array root is judged by its own example only.
 */
export function repeatsExample(
  schema: { ref?: string; example?: unknown },
  schemas: Record<string, { example?: unknown }>,
  examples: { text: string }[] = []
): boolean {
  const value = schema.ref ? schemas[schema.ref]?.example : schema.example
  return value !== undefined && examples.some((example) => holds(example.text, value))
}
