import Form from '@rjsf/core'
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import validator from '@rjsf/validator-ajv8'

export interface SchemaFormProps {
  schema: RJSFSchema
  uiSchema?: UiSchema
  formData?: unknown
  onSubmit?: (event: { formData?: unknown }) => void
  onChange?: (event: { formData?: unknown }) => void
}

/** A form generated from a JSON Schema by react-jsonschema-form, validated with AJV 8. */
export function SchemaForm({ schema, uiSchema, formData, onSubmit, onChange }: SchemaFormProps) {
  return (
    <div className="vnv-schema-form">
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        onSubmit={(e) => onSubmit?.({ formData: e.formData })}
        onChange={(e) => onChange?.({ formData: e.formData })}
      />
    </div>
  )
}
