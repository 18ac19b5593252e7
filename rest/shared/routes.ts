/** Where the REST reference lives on the site: /docs/rest/<spec folder>/<page>/. */
export const REST_ROUTE = '/docs/rest'

/** The URL of a page of a generated spec (its introduction or an operation). */
export const restPageHref = (folder: string, slug: string) => `${REST_ROUTE}/${folder}/${slug}/`

/** Slug of each spec's changelog page: /docs/rest/<folder>/changelog/. */
export const CHANGELOG_SLUG = 'changelog'
/** The Atom feed of API changes across every spec (beside the spec downloads in public/openapi/). */
export const REST_CHANGES_FEED = '/openapi/changes.xml'
