/**
 * The words of a schema page (rest/components/SchemaPage.tsx).
 * Shared with the pages' Markdown twins (rest/generator/markdown), so a page and its twin say the
 * same thing in the same words. One module per component, so each page's JavaScript holds only its own.
 */
/** A schema page's example is always made from the schema. */
export const SCHEMA_EXAMPLE_TITLE = 'Example (generated from the schema)'

/** A schema page's example as JSON, its panel's language: a string value in quotes ("STORE"), unlike a text body's. */
export const schemaExampleText = (value: unknown) => JSON.stringify(value, null, 2)
