/** Where the REST reference lives on the site: /docs/rest/<spec folder>/<page>/. */
export const REST_ROUTE = '/docs/rest'

/** The URL of a page of a generated spec (its introduction or an operation). */
export const restPageHref = (folder: string, slug: string) => `${REST_ROUTE}/${folder}/${slug}/`
