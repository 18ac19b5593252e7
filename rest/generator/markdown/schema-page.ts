/** A named schema's page in Markdown (rest/components/SchemaPage.tsx): its tree as a table, an example and its TypeScript. */
import { code, paragraph, text } from '../../../markdown/generator/build'
import type { ComponentMap } from '../../../markdown/generator/types'
import type { SchemaPageData } from '../../shared/data-types'
import { TYPES_TITLE } from '../../shared/labels/panels'
import { SCHEMA_EXAMPLE_TITLE, schemaExampleText } from '../../shared/labels/schema-page'
import { objectProp } from './props'
import { schemaTree } from './schema'
import { specOf } from './spec'

export const schemaPageMarkdown: ComponentMap = {
  SchemaPage: (call) => {
    const schema = objectProp<SchemaPageData>(call, 'schema', 'the schema page’s data, `export const schema` of the page', [
      'name',
      'schema'
    ])
    const spec = specOf(call)
    if (!schema || !spec) return []
    // The page's text (its Markdown) already has the description.
    const tree = { ...schema.schema, descriptionHtml: undefined }
    return [
      ...schemaTree(tree, { call, folder: spec.folder, direction: 'response' }, schema.schemas, schema.treeOmitsExample),
      ...(schema.example !== undefined
        ? [paragraph(text(`${SCHEMA_EXAMPLE_TITLE}:`)), code(schemaExampleText(schema.example), 'json')]
        : []),
      ...(schema.typeCode ? [paragraph(text(`${TYPES_TITLE}:`)), code(schema.typeCode, 'ts')] : [])
    ]
  }
}
