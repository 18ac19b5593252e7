/**
 * spec → model (types.ts). Pure functions over the parsed (not dereferenced)
 * spec, so named schemas and responses stay named and circular
 * references are marked instead of followed. `$ref`s are resolved by
 * swagger-parser (its `$refs.get`), passed in as `resolve`.
 */
import { isFixedMethod, pathItemOperations, wireMethod } from '../../shared/http-methods'
import { droppedHtml, droppedLinks } from '../escape'
import { exampleWarnings } from '../schema-validation'
import { Problems, SpecError, pointer } from '../spec-error'
import { asArray, isRecord, str, type Json } from './json'
import { OperationReader, mergeParameters, readCodeSamples } from './operation-parts'
import { checked, componentName, deref, type RefResolver } from './refs'
import { readSecurity, describeScheme, unsentCredentials } from './security'
import { readServers } from './servers'
import { slugify, suffixedSlug } from './slug'
import { isNavigationTag, navigationTagOf, readTags, tagLabel } from './tags'
import type { OperationModel, ResponseModel, SpecModel } from './types'

/** The longest title (page heading, sidebar label) an operation's summary gives. */
export const MAX_TITLE_LENGTH = 120

/** A text as a title of at most MAX_TITLE_LENGTH characters: cut at a word, with "…" where it is cut. */
export function shortTitle(text: string): string {
  if (text.length <= MAX_TITLE_LENGTH) return text
  const cut = text.lastIndexOf(' ', MAX_TITLE_LENGTH - 1)
  // One word longer than the title is cut where the title ends.
  return `${text.slice(0, cut > 0 ? cut : MAX_TITLE_LENGTH - 1).trimEnd()}…`
}

/** The first sentence of a text (a title: shortTitle), the summary of an operation that has none. */
export function firstSentence(text: string): string {
  const line = text.trim().split('\n')[0].trim()
  const match = line.match(/^(.{1,120}?[.!?])(\s|$)/)
  return match ? match[1] : shortTitle(line)
}

/**
 * A path a server can answer: starts with "/", no spaces, double quotes, backticks, angle brackets or backslashes, and
 * braces only as whole, unnested `{parameter}`s. Parentheses and single quotes stay allowed (OData paths use them).
 */
export function isUrlTemplate(path: string): boolean {
  if (!path.startsWith('/') || /[\s"`<>\\]/.test(path)) return false
  return /^[^{}]*(\{[^{}/]+\}[^{}]*)*$/.test(path)
}

/** Every description or summary of the spec whose links the pages cannot follow, as warnings with their place. */
function linkWarnings(doc: Json, file: string): string[] {
  const warnings: string[] = []
  const visit = (node: unknown, at: (string | number)[]) => {
    if (Array.isArray(node)) return node.forEach((child, i) => visit(child, [...at, i]))
    if (!isRecord(node)) return
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'description' || key === 'summary') && typeof value === 'string') {
        for (const url of droppedLinks(value))
          warnings.push(
            `${file} at ${pointer(...at, key)}: the link "${url}" leads nowhere on this site (relative, or not http, https or mailto); it is shown without its target. Use a full URL.`
          )
        if (key === 'description') for (const leftOut of droppedHtml(value)) warnings.push(`${file} at ${pointer(...at, key)}: ${leftOut}`)
      } else visit(value, [...at, key])
    }
  }
  visit(doc, [])
  return warnings
}

export function buildModel(doc: Json, file: string, resolveRef: RefResolver): SpecModel {
  const warnings: string[] = []
  if (!isRecord(doc.info)) throw new SpecError(file, pointer('info'), 'the spec has no info object', 'Add info with title and version.')
  const info = doc.info
  let title = str(info.title)?.trim()
  if (!title) {
    title = file.slice(file.lastIndexOf('/') + 1)
    warnings.push(
      `${file} at ${pointer('info', 'title')}: the spec has no title (info.title is missing or empty); its pages name it by its file name, "${title}". Add a title to info.`
    )
  }
  const resolve = checked(resolveRef, file)
  const entries = (value: unknown) => Object.entries(isRecord(value) ? value : {})
  const readCallbacks = (raw: unknown, at: string): OperationModel['callbacks'] =>
    entries(raw).flatMap(([name, rawCallback]) => {
      const { value: callback, at: callbackAt } = deref(resolve, rawCallback, file, `${at}/${pointer(name).slice(2)}`)
      return entries(callback).flatMap(([expression, rawItem]) => {
        const { value: item } = deref(resolve, rawItem, file, `${callbackAt}/${pointer(expression).slice(2)}`)
        return pathItemOperations(item).map(({ method, operation }) => {
          const summary = str(operation.summary) ?? str(operation.description)
          return { name, expression, method, ...(summary && { summary }) }
        })
      })
    })
  const readLinks = (rawResponses: unknown, at: string): OperationModel['links'] =>
    entries(rawResponses).flatMap(([status, rawResponse]) => {
      const { value: response, at: responseAt } = deref(resolve, rawResponse, file, `${at}/${status}`)
      return entries(response.links).map(([name, rawLink]) => {
        const { value: link } = deref(resolve, rawLink, file, `${responseAt}/links/${pointer(name).slice(2)}`)
        const [operationId, operationRef, description] = [str(link.operationId), str(link.operationRef), str(link.description)]
        return {
          status,
          name,
          ...(operationId && { operationId }),
          ...(operationRef && { operationRef }),
          ...(description && { description })
        }
      })
    })
  const reader = new OperationReader(resolve, file)
  const components = isRecord(doc.components) ? doc.components : {}
  const named = (kind: string) => Object.entries(isRecord(components[kind]) ? (components[kind] as Json) : {})
  const securitySchemes = Object.fromEntries(
    named('securitySchemes').map(([name, raw]) => {
      const at = pointer('components', 'securitySchemes', name)
      return [name, describeScheme(name, deref(resolve, raw, file, at).value, file, at)]
    })
  )
  for (const scheme of Object.values(securitySchemes)) {
    const unsent = unsentCredentials(scheme)
    if (unsent) warnings.push(`${file} at ${pointer('components', 'securitySchemes', scheme.scheme)}: ${unsent}`)
  }
  const globalSecurity = readSecurity(doc.security, securitySchemes, file, pointer('security'))
  const schemas = Object.fromEntries(
    named('schemas').map(([name, raw]) => [name, reader.schemas.read(raw, pointer('components', 'schemas', name))])
  )
  const responses = Object.fromEntries(
    named('responses').map(([name, raw]) => [name, reader.response(raw, pointer('components', 'responses', name))])
  )
  const servers = readServers(doc.servers)
  const operations: OperationModel[] = []
  // Which operation has each page slug, and each operationId: a later one with the same gets a suffixed slug.
  const slugOwners = new Map<string, string>()
  const idOwners = new Map<string, string>()
  // Each path and each operation is read on its own: one run lists the first problem of every one of them.
  const problems = new Problems()
  // Paths, then webhooks (OpenAPI 3.1): requests the API may send to the reader's own server, keyed by a name.
  const items = [
    ...Object.entries(isRecord(doc.paths) ? doc.paths : {}).map(([key, raw]) => ({ key, raw, webhook: false })),
    ...Object.entries(isRecord(doc.webhooks) ? doc.webhooks : {}).map(([key, raw]) => ({ key, raw, webhook: true }))
  ]
  for (const { key: path, raw: rawItem, webhook } of items) {
    const itemAt = pointer(webhook ? 'webhooks' : 'paths', path)
    if (!webhook && !isUrlTemplate(path))
      warnings.push(
        `${file} at ${itemAt}: the path "${path}" does not look like a URL template (/segments/{parameter}); it is published as written. Check it is the path the server answers.`
      )
    const pathItem = problems.attempt(() => {
      const { value } = deref(resolve, rawItem, file, itemAt)
      return { item: value, pathParameters: reader.parameters(value.parameters, `${itemAt}/parameters`) }
    })
    if (!pathItem) continue
    const { item, pathParameters } = pathItem
    // OpenAPI 3.2's additionalOperations name other methods than the fixed fields' (pathItemOperations leaves those out).
    for (const method of Object.keys(isRecord(item.additionalOperations) ? item.additionalOperations : {}))
      if (isFixedMethod(method.toLowerCase()))
        warnings.push(
          `${file} at ${itemAt}/additionalOperations/${pointer(method).slice(2)}: "${method}" is the ${method.toUpperCase()} method, which the path item's "${method.toLowerCase()}" field describes; the pages leave this operation out. Move it to "${method.toLowerCase()}".`
        )
    for (const { method, operation: rawOperation, at: place } of pathItemOperations(item)) {
      const at = pointer(webhook ? 'webhooks' : 'paths', path, ...place)
      problems.attempt(() => {
        const written = str(rawOperation.operationId)
        const id = written ?? `${method} ${path}`
        const natural = slugify(id)
        let slug = natural
        const owner = slugOwners.get(natural)
        if (owner) {
          // A hash of what tells the operation apart (its place), not of its order: the slug stays when others come and go.
          const key = `${webhook ? 'webhook' : 'path'} ${path} ${method}`
          slug = suffixedSlug(natural, key)
          for (let n = 2; slugOwners.has(slug); n++) slug = suffixedSlug(natural, `${key} ${n}`)
          const sameId = written !== undefined && idOwners.get(written)
          warnings.push(
            sameId
              ? `${file} at ${at}/operationId: the operationId "${id}" is also that of the operation at ${sameId}; this operation's page slug is "${slug}" instead of "${natural}". Give each operation an operationId of its own.`
              : written
                ? `${file} at ${at}/operationId: the operationId "${id}" gives the page slug "${natural}", as the operation at ${owner} has; this operation's page slug is "${slug}" instead. Give the two operationIds that differ in more than case and punctuation.`
                : `${file} at ${at}: the page slug "${natural}", derived from method and path, is that of the operation at ${owner}; this operation's page slug is "${slug}" instead. Add an operationId to each to choose their URLs.`
          )
        }
        slugOwners.set(slug, at)
        if (written) {
          if (!idOwners.has(written)) idOwners.set(written, at)
        } else if (!owner)
          warnings.push(
            `${file} at ${at}: no operationId; the page slug "${slug}" was derived from method and path. Add an operationId to keep the URL stable.`
          )
        const parameters = mergeParameters(pathParameters, reader.parameters(rawOperation.parameters, `${at}/parameters`))
        const undeclared = [...path.matchAll(/\{([^}]+)\}/g)]
          .map((m) => m[1])
          .filter((name) => !parameters.some((p) => p.in === 'path' && p.name === name))
        if (undeclared.length)
          throw new SpecError(
            file,
            at,
            `path parameter${undeclared.length > 1 ? 's' : ''} ${undeclared.map((name) => `"{${name}}"`).join(', ')} ${undeclared.length > 1 ? 'are' : 'is'} used in the path but not declared`,
            `Add ${undeclared.map((name) => `{ name: ${name}, in: path, required: true, schema: { type: string } }`).join(' and ')} to the operation's or the path's parameters.`
          )
        const description = str(rawOperation.description)
        const writtenSummary = str(rawOperation.summary)
        const summary = writtenSummary
          ? shortTitle(writtenSummary)
          : description
            ? firstSentence(description)
            : `${wireMethod(method)} ${path}`
        const label = writtenSummary || description ? summary : path
        let requestBody: OperationModel['requestBody']
        if (rawOperation.requestBody !== undefined) {
          const { value: body, at: bodyAt } = deref(resolve, rawOperation.requestBody, file, `${at}/requestBody`)
          requestBody = {
            required: body.required === true,
            ...(str(body.description) && { description: body.description as string }),
            content: reader.content(body.content, `${bodyAt}/content`)
          }
        }
        const operationResponses = Object.entries(isRecord(rawOperation.responses) ? rawOperation.responses : {}).map(
          ([status, raw]): ResponseModel => {
            const ref = isRecord(raw) && typeof raw.$ref === 'string' ? componentName(raw.$ref, 'responses') : undefined
            return ref && responses[ref]
              ? { status, ref, ...responses[ref] }
              : { status, ...reader.response(raw, `${at}/responses/${status}`) }
          }
        )
        operations.push({
          id,
          slug,
          method,
          path,
          ...(webhook && { webhook: true }),
          summary,
          ...(writtenSummary && writtenSummary !== summary && { fullSummary: writtenSummary }),
          label,
          ...(description && { description }),
          deprecated: rawOperation.deprecated === true,
          tags: asArray(rawOperation.tags).map(String),
          parameters,
          ...(requestBody && { requestBody }),
          responses: operationResponses,
          security: Array.isArray(rawOperation.security)
            ? rawOperation.security.length === 0
              ? null
              : readSecurity(rawOperation.security, securitySchemes, file, `${at}/security`)
            : globalSecurity,
          servers: rawOperation.servers ? readServers(rawOperation.servers) : item.servers ? readServers(item.servers) : servers,
          codeSamples: readCodeSamples(rawOperation['x-codeSamples'] ?? rawOperation['x-code-samples']),
          callbacks: readCallbacks(rawOperation.callbacks, `${at}/callbacks`),
          links: readLinks(rawOperation.responses, `${at}/responses`),
          pointer: at
        })
      })
    }
  }
  problems.throwIfAny()
  warnings.push(...linkWarnings(doc, file), ...exampleWarnings(doc, file))
  const { tags, warnings: tagWarnings } = readTags(doc.tags, operations, file, new Set(operations.map((op) => op.slug)))
  warnings.push(...tagWarnings)
  // Each operation's page goes in the folder of its group's tag, if nested; its other kinds of tags label it.
  const byName = new Map(tags.map((tag) => [tag.name, tag]))
  for (const operation of operations) {
    const group = operation.webhook ? undefined : navigationTagOf(operation.tags, byName)
    const folder = group === undefined ? undefined : byName.get(group)?.folder
    if (folder) operation.folder = folder
    const labels = operation.tags.filter((name) => !isNavigationTag(byName.get(name))).map((name) => tagLabel(byName.get(name)!))
    if (labels.length) operation.labels = labels
  }
  return {
    file,
    title,
    version: String(info.version ?? ''),
    ...(str(info.description) && { description: info.description as string }),
    ...(isRecord(info.license) &&
      str(info.license.name) && {
        license: { name: info.license.name as string, ...(str(info.license.url) && { url: info.license.url as string }) }
      }),
    servers,
    tags,
    securitySchemes,
    security: globalSecurity,
    schemas,
    responses,
    operations,
    warnings
  }
}
