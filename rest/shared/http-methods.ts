/**
 * The HTTP methods an OpenAPI path item can hold, in the order pages list
 * them: its fixed fields (QUERY since OpenAPI 3.2), then the methods of its
 * `additionalOperations` (3.2), named as they are sent (LINK, PURGE…). Their
 * colours are defined once, as `--vnv-method-<tone>` in rest/styles.css: the
 * badges on the pages (MethodBadge) and in the sidebars both use them.
 */
import { isRecord } from '../../lib/is-record'

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/** A method of a fixed field of the path item (`get`…`query`), as the spec writes it: lower case. */
export const isFixedMethod = (method: string): method is HttpMethod => (HTTP_METHODS as readonly string[]).includes(method)

/**
 * The method as a request sends it, and as pages name it: a fixed field's in upper case, an
 * additional operation's as written (HTTP methods are case-sensitive).
 */
export const wireMethod = (method: string) => (isFixedMethod(method) ? method.toUpperCase() : method)

/** The colour of a method's badges: a fixed method's own; every additional method shares `other`. */
export const methodTone = (method: string) => (isFixedMethod(method) ? method : 'other')

/**
 * The operations of a path item, in page order: its fixed fields, then its `additionalOperations`,
 * each with its method (as `OperationModel.method` holds it) and the segments of its place in the item.
 * A value that is not an object is skipped, as is any additional method that is a fixed one in
 * another case (`Get`, `QUERY`): OpenAPI names those only by their fixed field.
 */
export function pathItemOperations(item: Record<string, unknown>): { method: string; operation: Record<string, unknown>; at: string[] }[] {
  const fixed = HTTP_METHODS.filter((method) => isRecord(item[method])).map((method) => ({
    method: method as string,
    operation: item[method] as Record<string, unknown>,
    at: [method as string]
  }))
  const additional = isRecord(item.additionalOperations) ? Object.entries(item.additionalOperations) : []
  return [
    ...fixed,
    ...additional
      .filter(([method, operation]) => isRecord(operation) && !isFixedMethod(method.toLowerCase()))
      .map(([method, operation]) => ({ method, operation: operation as Record<string, unknown>, at: ['additionalOperations', method] }))
  ]
}
