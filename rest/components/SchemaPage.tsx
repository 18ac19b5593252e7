import type { SchemaPageData, SpecData } from '@/rest/shared/data-types'
import { TYPES_TITLE } from '@/rest/shared/labels/panels'
import { SCHEMA_EXAMPLE_TITLE, schemaExampleText } from '@/rest/shared/labels/schema-page'
import { CodePanel } from './CodePanel'
import { SchemaTree } from './SchemaTree'

/** A named schema's page: its tree (other named schemas are links, save those its allOf is made of), an example and its TypeScript. */
export function SchemaPage({ schema, spec }: { schema: SchemaPageData; spec: SpecData }) {
  // The page's text (MDX, searchable) already has the description.
  const tree = { ...schema.schema, descriptionHtml: undefined }
  const example = schema.example !== undefined ? schemaExampleText(schema.example) : undefined
  return (
    <>
      <SchemaTree
        schema={tree}
        expanded={schema.schemas}
        omitRootExample={schema.treeOmitsExample}
        folder={spec.folder}
        direction="response"
        anchor={schema.name}
      />
      {example !== undefined && <CodePanel language="json" title={SCHEMA_EXAMPLE_TITLE} code={example} />}
      {schema.typeCode && <CodePanel code={schema.typeCode} language="ts" title={TYPES_TITLE} />}
    </>
  )
}
