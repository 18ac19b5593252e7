/** Where the REST reference lives on the site: /docs/rest/<spec folder>/<page>/. */
export const REST_ROUTE = '/docs/rest'

/** The URL of a page of a generated spec (its introduction or an operation). */
export const restPageHref = (folder: string, slug: string) => `${REST_ROUTE}/${folder}/${slug}/`

/** The sub-folder of a spec's folder that holds one page per named schema. */
export const SCHEMAS_FOLDER = 'schemas'

/** The URL of a named schema's page: /docs/rest/<spec folder>/schemas/<schema slug>/. */
export const restSchemaHref = (folder: string, slug: string) => `${REST_ROUTE}/${folder}/${SCHEMAS_FOLDER}/${slug}/`

/** The sub-folder of a spec's folder that holds its guide: the sections of an introduction too long for one page (rest/generator/guide.ts). */
export const GUIDE_FOLDER = 'guide'

/** Slug of each spec's changelog page: /docs/rest/<folder>/changelog/. */
export const CHANGELOG_SLUG = 'changelog'
/** The file name a spec's download saves as ('/openapi/session.yaml' → 'session.yaml'). */
export const downloadFileName = (download: string) => download.split('/').pop() ?? download

/** The Atom feed of API changes across every spec (beside the spec downloads in public/openapi/). */
export const REST_CHANGES_FEED = '/openapi/changes.xml'
