/**
 * The REST reference generator: openapi/*.yaml → pages/docs/rest/<spec>/
 * (MDX + _meta.ts), generated/rest/ (shared data, sidebar badges, redirects)
 * and public/openapi/ (downloadable specs).
 *
 *   tsx rest/generator/generate.ts            # all specs in config/rest.ts
 *   tsx rest/generator/generate.ts --check    # validate only, write nothing
 *
 * Every spec is loaded, validated and rendered in memory first; files are
 * written only when all of that succeeded, all folders swapped as one step.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import SwaggerParser from '@apidevtools/swagger-parser'
import { parseDocument } from 'yaml'
import { restFixtureSpecs, restHandWrittenPages, restSpecs, specSource, type RestSpecConfig } from '../../config/rest'
import { generatedHeader, writeFoldersAtomically, yamlHeader } from '../../scripts/lib/generated'
import { specData, specSummary } from './data'
import { buildModel, type RefResolver, type SpecModel } from './model'
import { REST_ROUTE, renderInfoPage, renderMeta, renderMethodCss, renderOperationPage } from './render'
import { SpecError, pointer } from './spec-error'
import { specTypes } from './types'

export interface GeneratedSpec {
  config: RestSpecConfig
  model: SpecModel
  pages: Map<string, string>
  data: string
  source: string
}

type Json = Record<string, unknown>

/** Parses YAML, reporting syntax errors with file, line and column. */
export function parseSpecFile(file: string, text: string): Json {
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true })
  if (document.errors.length) {
    const [error] = document.errors
    const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [1, 1]
    throw new SpecError(`${file}:${line}:${column}`, '#', `YAML syntax error: ${error.message.split('\n')[0]}`, 'Fix the YAML at that line.')
  }
  const value = document.toJS()
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new SpecError(file, '#', 'the file is not an OpenAPI document (expected a mapping at the top level)')
  if (typeof value.openapi !== 'string' || !/^3\.[01]\./.test(value.openapi)) throw new SpecError(file, pointer('openapi'), `unsupported "openapi" version ${JSON.stringify(value.openapi)}`, 'Use openapi: 3.1.0 (or 3.0.x).')
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
    const detail = e.details?.[0]
    if (detail) {
      // Name the field a "must NOT have unevaluated/additional properties" is about.
      const field = detail.params?.unevaluatedProperty ?? detail.params?.additionalProperty
      const message = `${(detail.message ?? e.message).split('\n')[0]}${field ? ` ("${String(field)}")` : ''}`
      throw new SpecError(file, detail.instancePath ? `#${detail.instancePath}` : '#', `does not validate: ${message}`, 'See the OpenAPI specification for this field.')
    }
    if (/\$ref|resolv|opening file/i.test(e.message))
      throw new SpecError(file, await refErrorAt(base, doc), `a reference cannot be resolved: ${e.message.split('\n')[0]}`, 'Fix the "$ref" or add what it points to (external files are read relative to the spec).')
    throw new SpecError(file, e.message.match(/#\/[^\s]*/)?.[0] ?? '#', `does not validate: ${e.message.split('\n')[0]}`, 'See the OpenAPI specification for this field.')
  }
  const parser = new SwaggerParser()
  const bundled = (await parser.bundle(base, structuredClone(doc) as never, {})) as unknown as Json
  return { doc: bundled, resolve: (ref) => parser.$refs.get(ref) }
}

export async function generateSpec(config: RestSpecConfig, text: string, root = process.cwd()): Promise<GeneratedSpec> {
  const file = specSource(config)
  const loaded = await loadSpec(file, parseSpecFile(file, text), path.resolve(root, file))
  const model = buildModel(loaded.doc, file, loaded.resolve)
  const { types } = await specTypes(loaded.doc)
  const pages = new Map<string, string>()
  pages.set(`${config.infoSlug}.mdx`, renderInfoPage(model, config))
  for (const operation of model.operations) {
    if (operation.slug === config.infoSlug) throw new SpecError(file, operation.pointer, `operation slug "${operation.slug}" collides with the introduction page`, 'Rename the operationId.')
    pages.set(`${operation.slug}.mdx`, renderOperationPage(operation, model, config))
  }
  pages.set('_meta.ts', renderMeta(model, config))
  return { config, model, pages, data: JSON.stringify(specData(model, { file: config.file, folder: config.folder, source: file }, types)) + '\n', source: text }
}

/** Bytes a spec's generation writes that count against the spec's own size: its pages and its spec.json. */
export const generatedBytes = (result: GeneratedSpec) => [...result.pages.values()].reduce((n, page) => n + Buffer.byteLength(page), 0) + Buffer.byteLength(result.data)

/** Old upper-case URLs of every REST page → the lower-case pages (redirect stubs). */
export function restRedirects(specs: GeneratedSpec[]): { from: string; to: string }[] {
  const lower = [
    `${REST_ROUTE}/`,
    ...restHandWrittenPages.map((p) => `${REST_ROUTE}/${p}/`),
    ...specs.flatMap(({ config, model }) => [`${REST_ROUTE}/${config.folder}/${config.infoSlug}/`, ...model.operations.map((op) => `${REST_ROUTE}/${config.folder}/${op.slug}/`)])
  ]
  return lower.map((to) => ({ from: to.replace(/^\/docs\/rest\//, '/docs/REST/').replace(/\/$/, ''), to }))
}

export async function generateAll(root = process.cwd(), specs = restSpecs): Promise<GeneratedSpec[]> {
  const results: GeneratedSpec[] = []
  for (const config of specs) {
    const text = readFileSync(path.join(root, specSource(config)), 'utf8')
    results.push(await generateSpec(config, text, root))
  }
  return results
}

/**
 * A JSON array whose readers expect plain entries (scripts/postbuild reads
 * redirects.json, pages/docs/openapi.mdx index.json): the "do not edit"
 * marker goes first in the first entry, where readers ignore it.
 */
function markedArray(entries: object[], source: string): string {
  const [first, ...rest] = entries
  return JSON.stringify(first ? [{ $comment: generatedHeader(source), ...first }, ...rest] : [], null, 1) + '\n'
}

/** Everything the generator owns, folder by folder (null: a folder to remove). */
export function outputFolders(root: string, results: GeneratedSpec[]): Map<string, Map<string, string> | null> {
  const sources = 'openapi/*.yaml'
  const generated = new Map<string, string>([
    ['methods.css', renderMethodCss(results)],
    ['redirects.json', markedArray(restRedirects(results), sources)],
    ['index.json', markedArray(results.map(({ model, config }) => specSummary(model, config)), sources)]
  ])
  for (const r of results) generated.set(`${r.config.folder}/spec.json`, r.data)
  // The downloads are the specs as written, after a comment line (YAML stays valid).
  const downloads = new Map(results.map((r) => [r.config.file, `${yamlHeader(specSource(r.config))}\n${r.source}`]))
  const folders = new Map<string, Map<string, string> | null>([
    [path.join(root, 'generated', 'rest'), generated],
    [path.join(root, 'public', 'openapi'), downloads]
  ])
  for (const r of results) folders.set(path.join(root, 'pages', 'docs', 'rest', r.config.folder), r.pages)
  // Fixture pages of an earlier test build must never reach a release build.
  for (const fixture of restFixtureSpecs) {
    const folder = path.join(root, 'pages', 'docs', 'rest', fixture.folder)
    if (!results.some((r) => r.config.folder === fixture.folder) && existsSync(folder)) folders.set(folder, null)
  }
  return folders
}

/** Writes all output folders as one step: on any failure, what was generated before stays as it was. */
export function writeOutput(root: string, results: GeneratedSpec[], rename?: (from: string, to: string) => void): void {
  writeFoldersAtomically(outputFolders(root, results), rename)
}

/** Generates every spec, then writes all output as one step: a failure anywhere leaves the previous output as it was. */
export async function generateAndWrite(root: string, specs: RestSpecConfig[]): Promise<GeneratedSpec[]> {
  const results = await generateAll(root, specs)
  writeOutput(root, results)
  return results
}

/** The specs of this run: the product's, plus the test fixtures when VNV_REST_FIXTURES=1. */
export const specsForRun = (env = process.env) => (env.VNV_REST_FIXTURES === '1' ? [...restSpecs, ...restFixtureSpecs] : restSpecs)

async function main() {
  const started = performance.now()
  const check = process.argv.includes('--check')
  const results = check ? await generateAll(process.cwd(), specsForRun()) : await generateAndWrite(process.cwd(), specsForRun())
  for (const r of results) for (const warning of r.model.warnings) console.warn(`warning: ${warning}`)
  const operations = results.reduce((n, r) => n + r.model.operations.length, 0)
  console.log(`gen:rest: ${results.length} specs, ${operations} operations ${check ? 'validated' : 'generated'} in ${((performance.now() - started) / 1000).toFixed(2)} s`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  main().catch((error) => {
    console.error(`gen:rest failed — nothing was written.\n${error instanceof SpecError ? error.message : (error as Error).stack}`)
    process.exit(1)
  })
}
