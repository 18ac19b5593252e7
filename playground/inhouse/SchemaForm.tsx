import Form from '@rjsf/core'
import type { RJSFSchema } from '@rjsf/utils'
import validator from '@rjsf/validator-ajv8'

/** The site's own props: only the schema. */
export interface SchemaFormProps {
  schema: RJSFSchema
}

/** A form generated from a JSON Schema by react-jsonschema-form, validated with AJV 8. Not a toolkit component. */
export function SchemaForm({ schema }: SchemaFormProps) {
  return (
    <div className="vnv-schema-form">
      <Form schema={schema} validator={validator} />
    </div>
  )
}
