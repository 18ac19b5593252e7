/**
 * Swagger 2.0 → OpenAPI 3.0 on load, with swagger2openapi (the converter
 * Redoc and most OpenAPI tools use), so a spec that still publishes 2.0 is
 * dropped into openapi/ as it is. The download stays the original: the file,
 * or for a spec split over part files, its files bundled into one 2.0 document.
 */
import SwaggerParser from '@apidevtools/swagger-parser'
import { convertObj } from 'swagger2openapi'
import { readSpecFiles, type Json } from './load'
import { isRecord } from './model/json'
import { SpecError, pointer } from './spec-error'

export interface Upgraded {
  doc: Json
  /** The format the spec was converted from, for the note on its introduction page. */
  convertedFrom?: 'Swagger 2.0'
  /** A split 2.0 spec: the part files it read, and its files bundled into one 2.0 document (its download). */
  split?: { parts: string[]; bundled: Json }
}

/** Whether a `$ref` of the document names another file (`#/…` is the document itself). */
function hasExternalRefs(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasExternalRefs)
  if (!isRecord(node)) return false
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) return true
  return Object.values(node).some(hasExternalRefs)
}

/**
 * A 2.0 spec split over part files, bundled into one 2.0 document: the converter reads no files
 * (resolve: false), so parts left outside would stay 2.0 (`in: body`, `type: file`, `#/definitions/…`)
 * under an OpenAPI 3 entry. Its references are checked first, where they are written (load.ts).
 */
async function bundleParts(file: string, doc: Json, base: string): Promise<{ parts: string[]; bundled: Json }> {
  const { parts, problems } = await readSpecFiles(file, doc, base)
  problems.throwIfAny()
  const bundled = (await new SwaggerParser().bundle(base, structuredClone(doc) as never, {})) as unknown as Json
  return { parts, bundled }
}

/**
 * `base` is the entry's absolute path, which a split 2.0 spec's parts are read from. Without it (the
 * changelog reads old versions of the entry alone) the entry is converted as it is.
 */
export async function upgradeSpec(file: string, doc: Json, base?: string): Promise<Upgraded> {
  if (doc.swagger === undefined) return { doc }
  if (doc.swagger !== '2.0')
    throw new SpecError(
      file,
      pointer('swagger'),
      `unsupported "swagger" version ${JSON.stringify(doc.swagger)}`,
      'Use swagger: "2.0", or OpenAPI 3.'
    )
  // A one-file spec is converted exactly as it was before split specs were.
  const split = base !== undefined && hasExternalRefs(doc) ? await bundleParts(file, doc, base) : undefined
  try {
    // patch: mend small, common slips of 2.0 documents instead of refusing them; no network, no files.
    const source = split?.bundled ?? doc
    const { openapi } = await convertObj(structuredClone(source) as never, { patch: true, warnOnly: true, resolve: false, direct: false })
    return { doc: openapi as unknown as Json, convertedFrom: 'Swagger 2.0', ...(split && { split }) }
  } catch (error) {
    const message = String((error as Error).message ?? error).split('\n')[0]
    throw new SpecError(file, '#', `this Swagger 2.0 document cannot be converted to OpenAPI 3: ${message}`, 'Fix the field it names.')
  }
}
