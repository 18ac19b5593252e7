/**
 * The HTTP methods an OpenAPI path item can hold, in the order pages list
 * them. Their colours are defined once, as `--vnv-method-<method>` in
 * rest/styles.css: the badges on the pages (MethodBadge) and the sidebar
 * badges the generator writes (generated/rest/methods.css) both use them.
 */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/** The CSS colour of a method's badge (a custom property of rest/styles.css). */
export const methodColor = (method: string) => `var(--vnv-method-${method})`
