/**
 * spec file → a validated, bundled OpenAPI document and a `$ref` resolver for
 * the model (model/build.ts). Every problem is a SpecError naming the file and
 * where in it (line and column for YAML syntax, a JSON pointer otherwise).
 */
import SwaggerParser from '@apidevtools/swagger-parser'
import { parseDocument } from 'yaml'
import { isObject } from './model/json'
import type { RefResolver } from './model/refs'
import { Problems, SpecError, pointer } from './spec-error'

export type Json = Record<string, unknown>

/** Parses a spec (YAML, or JSON, which YAML reads too), reporting syntax errors with file, line and column. */
export function parseSpecFile(file: string, text: string): Json {
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true })
  if (document.errors.length) {
    const [error] = document.errors
    const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [1, 1]
    throw new SpecError(
      `${file}:${line}:${column}`,
      '#',
      `YAML syntax error: ${error.message.split('\n')[0]}`,
      'Fix the YAML at that line.'
    )
  }
  const value = document.toJS()
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SpecError(file, '#', 'the file is not an OpenAPI document (expected a mapping at the top level)')
  // Swagger 2.0 goes on to the converter (convert.ts).
  if (value.swagger !== undefined && value.openapi === undefined) return value
  if (value.openapi === undefined)
    throw new SpecError(
      file,
      '#',
      'the document names no version: neither "openapi" (3.0 or 3.1) nor "swagger" (2.0) is set',
      'Add openapi: 3.1.0 at the top (or swagger: "2.0" for a Swagger document).'
    )
  if (typeof value.openapi !== 'string' || !/^3\.[01]\./.test(value.openapi))
    throw new SpecError(
      file,
      pointer('openapi'),
      `unsupported "openapi" version ${JSON.stringify(value.openapi)}`,
      'Use openapi: 3.1.0 (or 3.0.x).'
    )
  return value
}

/** Where a `$ref` that swagger-parser could not resolve is written: dereferencing again, errors collected, gives its path. */
async function refErrorAt(base: string, doc: Json): Promise<string> {
  try {
    await new SwaggerParser().dereference(base, structuredClone(doc) as never, { continueOnError: true })
  } catch (error) {
    const [first] = (error as { errors?: { path?: (string | number)[] }[] }).errors ?? []
    if (first?.path) return pointer(...first.path)
  }
  return '#'
}

/**
 * swagger-parser loads the spec: validation (which dereferences every `$ref`,
 * so a broken or unreadable reference is reported, with where it is written),
 * then bundling, which pulls external files in so only internal references
 * remain. Its `$refs.get` then resolves them for the model, which keeps named
 * components named instead of inlining them.
 * `base` is the spec's path: relative external references are read from there.
 */
export async function loadSpec(file: string, doc: Json, base: string): Promise<{ doc: Json; resolve: RefResolver }> {
  try {
    await SwaggerParser.validate(base, structuredClone(doc) as never, {})
  } catch (error) {
    const e = error as { message: string; details?: { instancePath?: string; message?: string; params?: Record<string, unknown> }[] }
    if (e.details?.length) {
      // Every place that does not validate, once each (the schema validator may report a place several times).
      const problems = new Problems()
      const seen = new Set<string>()
      for (const detail of e.details) {
        const at = detail.instancePath ? `#${detail.instancePath}` : '#'
        if (seen.has(at)) continue
        seen.add(at)
        // Name the field a "must NOT have unevaluated/additional properties" is about.
        const field = detail.params?.unevaluatedProperty ?? detail.params?.additionalProperty
        const message = `${(detail.message ?? e.message).split('\n')[0]}${field ? ` ("${String(field)}")` : ''}`
        problems.add(new SpecError(file, at, `does not validate: ${message}`, 'See the OpenAPI specification for this field.'))
      }
      problems.throwIfAny()
    }
    if (/\$ref|resolv|opening file/i.test(e.message))
      throw new SpecError(
        file,
        await refErrorAt(base, doc),
        `a reference cannot be resolved: ${e.message.split('\n')[0]}`,
        'Fix the "$ref" or add what it points to (external files are read relative to the spec).'
      )
    throw new SpecError(
      file,
      e.message.match(/#\/[^\s]*/)?.[0] ?? '#',
      `does not validate: ${e.message.split('\n')[0]}`,
      'See the OpenAPI specification for this field.'
    )
  }
  const parser = new SwaggerParser()
  const bundled = (await parser.bundle(base, structuredClone(doc) as never, {})) as unknown as Json
  normaliseDiscriminatorMappings(bundled, file)
  return { doc: bundled, resolve: (ref) => parser.$refs.get(ref) }
}

/**
 * OpenAPI lets a discriminator's mapping name a schema by its bare name (`structure: Structure`) as well as
 * by reference; the type generator reads only references. Bare names become references to
 * #/components/schemas/<name>, and a name no schema has is a problem of the spec.
 */
export function normaliseDiscriminatorMappings(doc: Json, file: string): void {
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {}
  const problems = new Problems()
  const visit = (node: unknown, at: (string | number)[]) => {
    if (Array.isArray(node)) return node.forEach((child, i) => visit(child, [...at, i]))
    if (!isObject(node)) return
    const mapping = isObject(node.discriminator) ? node.discriminator.mapping : undefined
    if (isObject(mapping))
      for (const [key, target] of Object.entries(mapping)) {
        if (typeof target !== 'string' || /[#/]/.test(target)) continue
        if (target in schemas) mapping[key] = `#/components/schemas/${target}`
        else
          problems.add(
            new SpecError(
              file,
              pointer(...at, 'discriminator', 'mapping', key),
              `the mapping names the schema "${target}", which components.schemas does not have`,
              'Name an existing schema, or use a "$ref" such as #/components/schemas/Name.'
            )
          )
      }
    for (const [name, child] of Object.entries(node)) visit(child, [...at, name])
  }
  visit(doc, [])
  problems.throwIfAny()
}
