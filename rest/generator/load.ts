/**
 * spec file → a validated, bundled OpenAPI document and a `$ref` resolver for
 * the model (model/build.ts). Every problem is a SpecError naming the file and
 * where in it (line and column for YAML syntax, a JSON pointer otherwise).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import SwaggerParser from '@apidevtools/swagger-parser'
import { openApiSchemaProblems } from './schema-validation'
import { parseDocument } from 'yaml'
import { yamlReason } from '../../lib/front-matter.mjs'
import { isRecord, type Json } from './model/json'
import { followPointer, samePointer, segmentsOf, type RefResolver } from './model/refs'
import { Problems, SpecError, pointer, type Locate, type Origin } from './spec-error'

export type { Json }

/** Parses a spec or part file's YAML (or JSON, which YAML reads too); a syntax error names file, line and column. */
function parseYaml(file: string, text: string): unknown {
  // JSON as JSON: Stripe's 2.4 MB spec reads in 39 ms instead of 1.8 s (whole run 13.4 → 11.5 s, median of 5
  // paired). Anything else, or what JSON.parse refuses, goes to YAML, which says where a syntax error is.
  if (text.trimStart().startsWith('{'))
    try {
      return JSON.parse(text)
    } catch {}
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true })
  const problems = new Problems()
  for (const error of document.errors) {
    const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [1, 1]
    problems.add(new SpecError(`${file}:${line}:${column}`, '#', `YAML syntax error: ${yamlReason(error)}`, 'Fix the YAML at that line.'))
  }
  problems.throwIfAny()
  return document.toJS()
}

/** Parses a spec (YAML, or JSON, which YAML reads too), reporting syntax errors with file, line and column. */
export function parseSpecFile(file: string, text: string): Json {
  const value = parseYaml(file, text)
  if (!isRecord(value)) throw new SpecError(file, '#', 'the file is not an OpenAPI document (expected a mapping at the top level)')
  // Swagger 2.0 goes on to the converter (convert.ts).
  if (value.swagger !== undefined && value.openapi === undefined) return value
  if (value.openapi === undefined)
    throw new SpecError(
      file,
      '#',
      'the document names no version: neither "openapi" (3.0, 3.1 or 3.2) nor "swagger" (2.0) is set',
      'Add openapi: 3.1.0 at the top (or swagger: "2.0" for a Swagger document). If it is a part of another spec, read by its "$ref"s, move it into a subfolder of openapi/: only files directly in openapi/ are specs.'
    )
  if (typeof value.openapi !== 'string' || !/^3\.[012]\./.test(value.openapi))
    throw new SpecError(
      file,
      pointer('openapi'),
      `unsupported "openapi" version ${JSON.stringify(value.openapi)}`,
      'Use openapi: 3.1.0 (or 3.0.x, or 3.2.0).'
    )
  return value
}

/** A `$ref`'s target as swagger-parser's `$refs.get` takes it: the file (or URL) it is in, and the pointer in it. */
function refTarget(ref: string, from: string): { location: string; hash: string } {
  const url = new URL(ref, pathToFileURL(from))
  const hash = url.hash || '#'
  url.hash = ''
  return { location: url.protocol === 'file:' ? fileURLToPath(url) : url.href, hash }
}

/** A part file that was read but cannot be parsed: its own syntax error, with line and column, rather than the `$ref`'s. */
function unresolved(error: Error, location: string, name: (location: string) => string): SpecError | undefined {
  if (error.name !== 'ParserError' || !path.isAbsolute(location)) return undefined
  try {
    parseYaml(name(location), readFileSync(location, 'utf8'))
  } catch (syntax) {
    if (syntax instanceof SpecError) return syntax
  }
  return undefined
}

/**
 * The document as the OpenAPI schema validator must see it: every `$ref`
 * replaced by its target, across files, except those that close a cycle,
 * which become internal references to where their target was inlined.
 *
 * The validator (schema-validation.ts) checks one document, so what part
 * files hold is inlined where it is referred to; references to the entry
 * file's components stay references (components are checked where they are
 * declared). Why not swagger-parser's own dereferencing: it leaves unresolved
 * not only the reference that closes a cycle but every reference whose target
 * contains one, however far down. A path item, operation or response in a part
 * file that leads to a recursive schema then reaches the validator as a bare
 * `{ $ref }` (with a path relative to another file): "must have required
 * property 'responses'", although the spec is valid.
 *
 * `origins` records, for each place a reference was inlined, the file and
 * pointer its value comes from, so a problem inside a part file names that file.
 */
export function validationView(parser: SwaggerParser, base: string, name: (location: string) => string, problems: Problems) {
  const origins = new Map<string, Origin>([['#', { file: name(base), at: '#' }]])
  const specDir = path.dirname(base)
  // The entry's reusable sections: 3.x's components; a split Swagger 2.0 spec's (convert.ts) definitions, parameters, responses.
  const entry = parser.$refs.get(base)
  const shared = isRecord(entry) && entry.swagger !== undefined ? /^#\/(definitions|parameters|responses)\// : /^#\/components\//
  // The view repeats what several places refer to: each broken reference is reported once.
  const reported = new Set<string>()
  const report = (error: SpecError) => {
    if (reported.has(error.message)) return
    reported.add(error.message)
    problems.add(error)
  }
  const visit = (node: unknown, location: string, at: string[], out: string[], inlined: Map<string, string>): unknown => {
    if (Array.isArray(node)) return node.map((child, i) => visit(child, location, [...at, String(i)], [...out, String(i)], inlined))
    if (!isRecord(node)) return node
    if (typeof node.$ref !== 'string') {
      const copy: Json = {}
      for (const [key, child] of Object.entries(node)) copy[key] = visit(child, location, [...at, key], [...out, key], inlined)
      return copy
    }
    const { $ref, ...siblings } = node
    const here = pointer(...at)
    // resolve() has read every $ref already: one that is not a URL stopped it (see readSpecFiles).
    const target = refTarget($ref, location)
    const key = `${target.location}${samePointer(target.hash)}`
    const outAt = pointer(...out)
    if (inlined.has(key)) return { $ref: inlined.get(key) }
    if (target.location !== base && path.isAbsolute(target.location) && path.relative(specDir, target.location).startsWith('..')) {
      report(
        new SpecError(
          name(location),
          here,
          `"$ref": "${$ref}" reads a file outside the spec's folder (${name(target.location)})`,
          'Move the part file into a subfolder of the folder the spec is in (openapi/<spec>/…): the dev server watches only that folder.'
        )
      )
      return {}
    }
    let value: unknown
    try {
      value = parser.$refs.get(`${target.location}${target.hash}`)
    } catch (error) {
      report(
        unresolved(error as Error, target.location, name) ??
          new SpecError(
            name(location),
            here,
            `a reference cannot be resolved: ${(error as Error).message.split('\n')[0]}`,
            'Fix the "$ref" or add what it points to (external files are read relative to the file the "$ref" is in).'
          )
      )
      return {}
    }
    // A component of the entry file (it exists: resolved above) is validated where it is written, which
    // the walk passes: a reference to it stays a reference. Inlined at every use, shared schemas would
    // repeat exponentially (a 500-operation spec over 300 interlinked schemas took 30 s instead of 3).
    if (target.location === base && shared.test(target.hash)) {
      const rest = visit(siblings, location, at, out, inlined) as Json
      return { $ref: target.hash, ...rest }
    }
    origins.set(outAt, { file: name(target.location), at: samePointer(target.hash) })
    const resolved = visit(value, target.location, segmentsOf(target.hash), out, new Map(inlined).set(key, outAt))
    return isRecord(resolved) && Object.keys(siblings).length ? { ...resolved, ...siblings } : resolved
  }
  const tree = visit(entry, base, [], [], new Map())
  /** The file and pointer a place of `tree` comes from: the nearest inlined reference above it. */
  const originOf = (at: string): Origin => {
    let prefix = at
    let rest = ''
    for (;;) {
      const origin = origins.get(prefix)
      if (origin) return { file: origin.file, at: origin.at === '#' ? `#${rest}` : `${origin.at}${rest}` }
      const cut = prefix.lastIndexOf('/')
      rest = prefix.slice(cut) + rest
      prefix = prefix.slice(0, cut)
    }
  }
  return { tree: tree as Json, originOf }
}

/** What loading a spec gives: the bundled document, a `$ref` resolver for it, and the part files it was read from. */
export interface LoadedSpec {
  doc: Json
  resolve: RefResolver
  /** Problems that leave the pages right ("<file> at <pointer>: …"), the model's warnings go after them. */
  warnings: string[]
  /** Files other than the spec that its `$ref`s read, relative to the project (as `file` is). */
  parts: string[]
  /** The bundled document as the writer wrote it (before any normalisation): the download of a multi-file spec. */
  bundled: Json
  /** The file and place a place of `doc` was written in (a part file's, for what bundling pulled in). */
  originOf: Locate
}

/**
 * Every "$ref" of a spec and the files it reads (followed as far as they can be read and parsed)
 * that cannot be read as a URL relative to its file, with where it is written.
 */
function refsThatAreNotUrls(base: string, doc: Json): { file: string; at: string; ref: string }[] {
  const found: { file: string; at: string; ref: string }[] = []
  const visited = new Set<string>()
  const walk = (file: string, node: unknown, at: (string | number)[]) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(file, child, [...at, i]))
    if (!isRecord(node)) return
    if (typeof node.$ref === 'string') {
      let target: URL | undefined
      try {
        target = new URL(node.$ref, pathToFileURL(file))
      } catch {
        found.push({ file, at: pointer(...at), ref: node.$ref })
      }
      if (target?.protocol === 'file:') visit(fileURLToPath(target))
    }
    for (const [key, child] of Object.entries(node)) if (key !== '$ref') walk(file, child, [...at, key])
  }
  const visit = (file: string, content?: unknown) => {
    if (visited.has(file)) return
    visited.add(file)
    try {
      walk(file, content ?? parseDocument(readFileSync(file, 'utf8')).toJS(), [])
    } catch {
      // A file that cannot be read or parsed is reported by the usual checks once this one is fixed.
    }
  }
  visit(base, doc)
  return found
}

/**
 * Reads a spec's files: swagger-parser reads every file its `$ref`s name, then each broken, unreadable or
 * unparsable reference, or one that leaves the spec's folder, is among the `problems` it returns, where it is
 * written (see validationView, whose view of the document it also returns, each such reference as `{}`). Used by loadSpec, and by convert.ts
 * before it bundles a split Swagger 2.0 spec.
 * `base` is the spec's path: relative external references are read from there.
 */
export async function readSpecFiles(file: string, doc: Json, base: string) {
  const reader = new SwaggerParser()
  /** A file of the spec as error messages name it: relative to the project, like the spec's own name. */
  const name = (location: string) =>
    location === base
      ? file
      : path.isAbsolute(location)
        ? path.posix.join(path.posix.dirname(file), path.relative(path.dirname(base), location).split(path.sep).join('/'))
        : location
  // continueOnError: an unreadable file is reported by validationView, at the $ref that names it.
  try {
    await reader.resolve(base, forParser(doc) as never, { continueOnError: true } as never)
  } catch (error) {
    // swagger-parser stops at a "$ref" that is not a URL without saying where it is: find each one.
    const problems = new Problems()
    for (const bad of refsThatAreNotUrls(base, doc))
      problems.add(
        new SpecError(
          name(bad.file),
          bad.at,
          `"$ref": ${JSON.stringify(bad.ref)} is not a URL or a relative path`,
          'Write a path relative to this file, a JSON pointer (#/components/…) or a full URL.'
        )
      )
    problems.throwIfAny()
    throw new SpecError(file, '#', `its references cannot be read: ${(error as Error).message.split('\n')[0]}`, 'Fix the "$ref"s it names.')
  }
  const parts = reader.$refs
    .paths()
    .filter((location) => location !== base)
    .map(name)
  const problems = new Problems()
  const view = validationView(reader, base, name, problems)
  // A part file's `$self` would be the base of its references; the site reads them where the file lies.
  const warnings = Object.entries(reader.$refs.values() as Record<string, unknown>)
    .filter(([location, value]) => location !== base && isRecord(value) && typeof value.$self === 'string')
    .map(
      ([location]) =>
        `${name(location)} at #/$self: a part file's "$self" is not used; the references in it are read relative to where the file lies. Give "$self" to the entry document only.`
    )
  return { parts, ...view, tree: asWritten(view.tree, doc), warnings, problems }
}

/**
 * swagger-parser loads the spec: it reads every file its `$ref`s name, then
 * the document is validated against the OpenAPI schema (schema-validation.ts,
 * over validationView; a broken or unreadable reference, or a problem in a
 * part file, is reported where it is written),
 * then bundled, which pulls external files in so only internal references
 * remain (a spec in one file only has its references rewritten as bundling
 * would: refsAsBundled). Its `$refs.get` then resolves them for the model, which keeps named
 * components named instead of inlining them.
 * `base` is the spec's path: relative external references are read from there.
 */
export async function loadSpec(file: string, written: Json, base: string): Promise<LoadedSpec> {
  const doc = withSelfBase(written, base)
  // The references' problems and the document's, all at once: one does not wait for the other to be fixed.
  const { parts, tree, originOf, warnings: partWarnings, problems } = await readSpecFiles(file, doc, base)
  // Every place that does not validate, once each (the schema validator may report a place several times), and
  // none where a broken reference is: the view holds `{}` there, whose missing fields are not the writer's mistake.
  const seen = new Set(problems.errors.map((error) => `${error.file}${error.pointer}`))
  for (const detail of openApiSchemaProblems(tree)) {
    // A spec without a title is titled by its file name (model/build.ts warns).
    if (detail.instancePath === '/info' && detail.params?.missingProperty === 'title') continue
    const origin = originOf(`#${detail.instancePath}`)
    if (seen.has(`${origin.file}${origin.at}`)) continue
    seen.add(`${origin.file}${origin.at}`)
    // Name the field a "must NOT have unevaluated/additional properties" (or "property name must be valid") is about.
    const field = detail.params?.unevaluatedProperty ?? detail.params?.additionalProperty ?? detail.params?.propertyName
    const allowed = detail.params?.allowedValues as unknown[] | undefined
    const message = `${(detail.message ?? 'is not valid').split('\n')[0]}${field ? ` ("${String(field)}")` : ''}${allowed ? `: ${allowed.map((value) => JSON.stringify(value)).join(', ')}` : ''}`
    problems.add(new SpecError(origin.file, origin.at, `does not validate: ${message}`, 'See the OpenAPI specification for this field.'))
  }
  problems.throwIfAny()
  // Bundling rewrites the document it is given; $refs.get then resolves within it.
  const parser = new SwaggerParser()
  const copy = forParser(doc)
  if (parts.length) await parser.bundle(base, copy as never, {})
  else await parser.resolve(base, refsAsBundled(copy) as never, {})
  const bundled = asWritten(copy, doc)
  const download = structuredClone(bundled)
  const warnings = [...partWarnings, ...normaliseDiscriminatorMappings(bundled, file)]
  return { doc: bundled, resolve: (ref) => parser.$refs.get(ref), warnings, parts, bundled: download, originOf }
}

/**
 * A spec in one file as swagger-parser's bundling leaves it (the same document for 1,295 public specs), without
 * bundling's walk through each reference's target, 1.7 s for Stripe's 2.4 MB spec (whole run 11.2 → 10.2 s,
 * median of 5 paired): each "$ref" names the place it leads to, through the references met on the way and
 * through a target that is only a reference (an alias), not one with fields of its own beside it. A reference
 * that leads nowhere stays as written (validation reported it).
 */
export function refsAsBundled(doc: Json): Json {
  const placeOf = new Map<string, string>()
  const leadsTo = (ref: string, seen: Set<string>): string => {
    const place = followPointer(doc, ref)
    if (!place) return ref
    const { node } = place
    const alias = isRecord(node) && typeof node.$ref === 'string' && Object.keys(node).length === 1 ? node.$ref : undefined
    return alias?.startsWith('#') && !seen.has(place.at) ? leadsTo(alias, seen.add(place.at)) : place.at
  }
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!isRecord(node)) return
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) {
      let place = placeOf.get(node.$ref)
      if (place === undefined) placeOf.set(node.$ref, (place = leadsTo(node.$ref, new Set())))
      node.$ref = place
    }
    Object.values(node).forEach(visit)
  }
  visit(doc)
  return doc
}

/**
 * swagger-parser refuses the OpenAPI versions it does not know (3.2), whose documents it reads and bundles
 * as it does 3.1's: 3.2 adds fields, not kinds of reference. It is handed a 3.2 document as 3.1, and what
 * it gives back gets the document's own version again (asWritten).
 */
const PARSER_VERSION = '3.1.2'
const forParser = (doc: Json): Json =>
  typeof doc.openapi === 'string' && doc.openapi.startsWith('3.2.')
    ? { ...structuredClone(doc), openapi: PARSER_VERSION }
    : structuredClone(doc)
const asWritten = (result: Json, doc: Json): Json =>
  result.openapi === PARSER_VERSION && doc.openapi !== PARSER_VERSION ? { ...result, openapi: doc.openapi } : result

/** A URI reference that does not resolve against a file as against a web address: absolute (`https:`…) or from the root (`/…`). */
const ABSOLUTE_REF = /^([a-z][a-z0-9+.-]*:|\/)/i

/**
 * OpenAPI 3.2's `$self`: the URI the document names itself by, against which its references resolve
 * (without it, against the file's location). The site reads a spec's files where they lie, so a reference
 * that resolves, against `$self`, to the document or to a file in its folder or below is rewritten to that
 * place as the entry file sees it (`https://api.example.com/v1/openapi.yaml#/components/schemas/Pet`, with
 * that `$self`, is `#/components/schemas/Pet`); so are discriminator mappings, which name schemas by URI
 * too. A relative reference resolves against both alike and stays as written; so does any other.
 */
export function withSelfBase(doc: Json, base: string): Json {
  if (typeof doc.$self !== 'string') return doc
  let self: URL
  try {
    self = new URL(doc.$self, pathToFileURL(base))
  } catch {
    return doc
  }
  self.hash = ''
  const folder = new URL('.', self).href
  const local = (ref: string): string => {
    if (!ABSOLUTE_REF.test(ref)) return ref
    let target: URL
    try {
      target = new URL(ref, self)
    } catch {
      return ref
    }
    const hash = target.hash
    target.hash = ''
    if (target.href === self.href) return hash || '#'
    return target.href.startsWith(folder) ? `./${decodeURI(target.href.slice(folder.length))}${hash}` : ref
  }
  const visit = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node)) return node.map((child) => visit(child))
    if (!isRecord(node)) return node
    const copy: Json = {}
    for (const [name, child] of Object.entries(node)) {
      if (name === '$ref' && typeof child === 'string') copy[name] = local(child)
      // A discriminator's mapping values and its defaultMapping are URI references as well (or schema names, left alone).
      else if (key === 'discriminator' && name === 'defaultMapping' && typeof child === 'string') copy[name] = local(child)
      else if (key === 'discriminator' && name === 'mapping' && isRecord(child))
        copy[name] = Object.fromEntries(Object.entries(child).map(([k, v]) => [k, typeof v === 'string' ? local(v) : v]))
      else copy[name] = visit(child, name)
    }
    return copy
  }
  return visit(doc) as Json
}

/** What to do about a mapping that points nowhere this spec has. */
const MAPPING_FIX = 'Point it at a schema of this spec, such as #/components/schemas/Name, or write the bare name.'

/**
 * OpenAPI lets a discriminator's mapping name a schema by its bare name (`structure: Structure`) as well as
 * by reference; the type generator reads only references. Bare names become references to
 * #/components/schemas/<name>, and a pointer that passes through a "$ref" becomes the pointer of the place
 * it leads to. A value whose schema cannot be found (a name no schema has, a pointer to no place, a
 * reference into another file, which public specs bundled by other tools keep) is left out of the
 * mapping, so the types still generate and the page shows the rest: a warning each, returned. OpenAPI
 * 3.2's `defaultMapping` is read the same way.
 */
export function normaliseDiscriminatorMappings(doc: Json, file: string): string[] {
  const schemas = isRecord(doc.components) && isRecord(doc.components.schemas) ? doc.components.schemas : {}
  const warnings: string[] = []
  /** Where a mapping's value leads (a pointer of this spec), or undefined with a warning; `problem` and `without` word it. */
  const placeOf = (target: string, problem: string, without: string): string | undefined => {
    if (target.startsWith('#')) {
      const place = followPointer(doc, target)?.at
      if (!place) warnings.push(`${problem} points to "${target}", which this spec does not have; ${without}. ${MAPPING_FIX}`)
      return place
    }
    if (target.includes('/') || target.includes('#'))
      // Bundling pulls in the files "$ref"s name, not those a mapping names: the types step would look for the file.
      warnings.push(
        `${problem} points into another file ("${target}"), but a mapping is read within the spec only; ${without}. ${MAPPING_FIX}`
      )
    else if (target in schemas) return `#/components/schemas/${target}`
    else
      warnings.push(
        `${problem} names the schema "${target}", which components.schemas does not have; ${without}. Name an existing schema, or use a "$ref" such as #/components/schemas/Name.`
      )
    return undefined
  }
  const visit = (node: unknown, at: (string | number)[]) => {
    if (Array.isArray(node)) return node.forEach((child, i) => visit(child, [...at, i]))
    if (!isRecord(node)) return
    const discriminator = isRecord(node.discriminator) ? node.discriminator : undefined
    const mapping = discriminator?.mapping
    if (isRecord(mapping)) {
      for (const [key, target] of Object.entries(mapping)) {
        if (typeof target !== 'string') continue
        const problem = `${file} at ${pointer(...at, 'discriminator', 'mapping', key)}: the mapping`
        const place = placeOf(target, problem, `the page leaves the value "${key}" out of the mapping`)
        if (place) mapping[key] = place
        else delete mapping[key]
      }
      if (!Object.keys(mapping).length) delete discriminator!.mapping
    }
    // OpenAPI 3.2's defaultMapping names a schema as a mapping's value does.
    if (typeof discriminator?.defaultMapping === 'string') {
      const problem = `${file} at ${pointer(...at, 'discriminator', 'defaultMapping')}: the default mapping`
      const place = placeOf(discriminator.defaultMapping, problem, 'the page shows no default')
      if (place) discriminator.defaultMapping = place
      else delete discriminator.defaultMapping
    }
    for (const [name, child] of Object.entries(node)) visit(child, [...at, name])
  }
  visit(doc, [])
  return warnings
}
