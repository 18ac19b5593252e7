/**
 * TypeScript declarations of a spec's bodies, from openapi-typescript. The
 * generated module is split into one declaration per named schema, named
 * response and operation (its request body and responses), so a page shows
 * only what it uses (rest/generator/type-code.ts puts them together).
 */
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import type { SpecTypes } from '../shared/data-types'
import { pathItemOperations, wireMethod } from '../shared/http-methods'
import { isRecord } from './model/json'
import { followPointer } from './model/refs'
import { pointer } from './spec-error'
import { repeatedOperationKey } from './type-code'

/** Removes the indentation the declaration had inside openapi-typescript's module. */
export function dedent(text: string): string {
  const lines = text.split('\n')
  if (lines.length < 2) return text
  const indent = lines[lines.length - 1].match(/^\s*/)![0].length
  // Two-space indentation, like the rest of the site's code.
  return lines
    .map((line, i) => (i === 0 ? line : line.slice(Math.min(indent, line.match(/^\s*/)![0].length))))
    .map((line) => line.replace(/^(?: {4})+/, (s) => ' '.repeat(s.length / 2)))
    .join('\n')
}

const nameOf = (member: ts.PropertySignature, source: ts.SourceFile) =>
  ts.isStringLiteral(member.name) || ts.isIdentifier(member.name) ? member.name.text : member.name.getText(source)

function membersOf(node: ts.Node | undefined, source: ts.SourceFile): Record<string, string> {
  const result: Record<string, string> = {}
  if (!node || !ts.isTypeLiteralNode(node)) return result
  for (const member of node.members) {
    if (!ts.isPropertySignature(member) || !member.name || !member.type) continue
    result[nameOf(member, source)] = dedent(member.type.getText(source))
  }
  return result
}

/** An operation's type without its parameters: the panel shows the bodies. */
function bodiesOf(node: ts.TypeNode | undefined, source: ts.SourceFile): string {
  if (!node || !ts.isTypeLiteralNode(node)) return 'unknown'
  const members = node.members.filter((m) => ts.isPropertySignature(m) && ['requestBody', 'responses'].includes(nameOf(m, source)))
  const indent = ' '.repeat(members[0] ? source.getLineAndCharacterOfPosition(members[0].getStart(source)).character : 0)
  return dedent(`{\n${members.map((m) => indent + m.getText(source)).join('\n')}\n${indent.slice(4)}}`)
}

/** Splits openapi-typescript's output into named declarations. */
function splitDeclarations(code: string): SpecTypes {
  const source = ts.createSourceFile('spec.d.ts', code, ts.ScriptTarget.Latest, true)
  const result: SpecTypes = { schemas: {}, responses: {}, operations: {} }
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue
    if (statement.name.text === 'components') {
      const member = (name: string) =>
        statement.members.find((m) => ts.isPropertySignature(m) && m.name.getText(source) === name) as ts.PropertySignature | undefined
      result.schemas = membersOf(member('schemas')?.type, source)
      result.responses = membersOf(member('responses')?.type, source)
    }
    if (statement.name.text === 'operations')
      result.operations = Object.fromEntries(
        statement.members.filter(ts.isPropertySignature).map((m) => [nameOf(m, source), bodiesOf(m.type, source)])
      )
  }
  return result
}

/** The path item fields openapi-typescript reads operations from (OpenAPI 3.2's `query` is not one of them). */
const TYPED_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** Every operation of the document's paths and webhooks, with its path item and where it is. */
function operationsOf(doc: Record<string, unknown>) {
  return ['paths', 'webhooks'].flatMap((kind) => {
    const items = isRecord(doc[kind]) ? doc[kind] : {}
    return Object.entries(items).flatMap(([path, item]) =>
      isRecord(item) ? pathItemOperations(item).map((found) => ({ ...found, kind, items, path, item })) : []
    )
  })
}

/**
 * `doc` with each operation whose operationId an earlier one has already (model/build.ts gives it a page of its
 * own) asked for under its JSON pointer instead (repeatedOperationKey): openapi-typescript refuses a spec whose
 * operationIds repeat. Its page finds its types there (operationTypeCode). An operation openapi-typescript does
 * not read (OpenAPI 3.2's QUERY and additionalOperations) is also the `post` of a path item of its own, with its
 * path's parameters, so it is typed as well (under its operationId: only the operations' types are kept).
 */
function uniqueOperationIds(doc: Record<string, unknown>): Record<string, unknown> {
  const seen = new Set<string>()
  for (const { method, operation, at, kind, items, path, item } of operationsOf(doc)) {
    if (typeof operation.operationId === 'string') {
      if (seen.has(operation.operationId)) operation.operationId = repeatedOperationKey(pointer(kind, path, ...at))
      else seen.add(operation.operationId)
    }
    if (!TYPED_METHODS.includes(method))
      items[`${path} ${wireMethod(method)}`] = {
        ...(item.parameters !== undefined && { parameters: item.parameters }),
        post: operation
      }
  }
  return doc
}

/**
 * `doc` with each body that OpenAPI 3.2 describes by its records alone (`itemSchema`, no `schema`: a stream) typed
 * as the list of its records, as a reader who collects them gets it. openapi-typescript reads neither `itemSchema`
 * nor `components.mediaTypes`, and typed such bodies `unknown`.
 */
function streamsAsLists(doc: Record<string, unknown>): Record<string, unknown> {
  const typeContent = (holder: unknown) => {
    if (!isRecord(holder) || !isRecord(holder.content)) return
    for (const [mediaType, written] of Object.entries(holder.content)) {
      const media = isRecord(written) && typeof written.$ref === 'string' ? followPointer(doc, written.$ref)?.node : written
      if (isRecord(media) && media.itemSchema !== undefined && media.schema === undefined)
        holder.content[mediaType] = { ...media, schema: { type: 'array', items: media.itemSchema } }
    }
  }
  const valuesOf = (value: unknown) => (isRecord(value) ? Object.values(value) : [])
  const components = isRecord(doc.components) ? doc.components : {}
  const holders = [
    ...operationsOf(doc).flatMap(({ operation }) => [operation.requestBody, ...valuesOf(operation.responses)]),
    ...valuesOf(components.requestBodies),
    ...valuesOf(components.responses)
  ]
  holders.forEach(typeContent)
  return doc
}

export async function specTypes(doc: Record<string, unknown>): Promise<{ code: string; types: SpecTypes }> {
  const spec = streamsAsLists(uniqueOperationIds(structuredClone(doc)))
  const ast = await openapiTS(spec as unknown as Parameters<typeof openapiTS>[0], { silent: true })
  // Without openapi-typescript's doc comments: the descriptions are already on the page, in the schema trees.
  const code = astToString(ast, { formatOptions: { removeComments: true } })
  return { code, types: splitDeclarations(code) }
}
