/**
 * The HTTP methods an OpenAPI path item can hold, in the order pages list
 * them. Their colours are defined once, as `--vnv-method-<method>` in
 * rest/styles.css: the badges on the pages (MethodBadge) and in the
 * sidebars both use them.
 */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]
