/**
 * Swagger 2.0 → OpenAPI 3.0 on load, with swagger2openapi (the converter
 * Redoc and most OpenAPI tools use), so a spec that still publishes 2.0 is
 * dropped into openapi/ as it is. The download stays the original file.
 */
import { convertObj } from 'swagger2openapi'
import type { Json } from './load'
import { SpecError, pointer } from './spec-error'

export interface Upgraded {
  doc: Json
  /** The format the spec was converted from, for the note on its introduction page. */
  convertedFrom?: 'Swagger 2.0'
}

export async function upgradeSpec(file: string, doc: Json): Promise<Upgraded> {
  if (doc.swagger === undefined) return { doc }
  if (doc.swagger !== '2.0')
    throw new SpecError(
      file,
      pointer('swagger'),
      `unsupported "swagger" version ${JSON.stringify(doc.swagger)}`,
      'Use swagger: "2.0", or OpenAPI 3.'
    )
  try {
    // patch: mend small, common slips of 2.0 documents instead of refusing them; no network, no files.
    const { openapi } = await convertObj(structuredClone(doc) as never, { patch: true, warnOnly: true, resolve: false, direct: false })
    return { doc: openapi as unknown as Json, convertedFrom: 'Swagger 2.0' }
  } catch (error) {
    const message = String((error as Error).message ?? error).split('\n')[0]
    throw new SpecError(file, '#', `this Swagger 2.0 document cannot be converted to OpenAPI 3: ${message}`, 'Fix the field it names.')
  }
}
