/** Parameter schemas in detail, for parameters that are objects, arrays or named schemas (pages with such parameters import it). */
import type { OperationData, SpecData } from '@/rest/shared/data-types'
import { SchemaTree } from './SchemaTree'

export function Parameters({ operation, spec }: { operation: OperationData; spec: SpecData }) {
  const complex = operation.parameters?.filter((p) => p.schema) ?? []
  if (!complex.length) return null
  return (
    <>
      {complex.map((p) => (
        <details key={`${p.in}:${p.name}`}>
          <summary>
            Schema of <code>{p.name}</code>
          </summary>
          <SchemaTree schema={p.schema!} expanded={operation.schemas} folder={spec.folder} direction="request" />
        </details>
      ))}
    </>
  )
}
