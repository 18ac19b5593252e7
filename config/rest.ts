/**
 * The OpenAPI specs the REST reference is generated from. `folder` is the URL
 * folder under /docs/rest/, `infoSlug` the slug of the spec's introduction
 * page; both keep the old site's URLs alive.
 */
export interface RestSpecConfig {
  file: string
  /** Folder the file is read from; `openapi` unless said otherwise. */
  dir?: string
  folder: string
  infoSlug: string
  /** Sidebar label of the folder */
  label: string
}

export const restSpecs: RestSpecConfig[] = [
  { file: 'session.yaml', folder: 'session', infoSlug: 'infrasoft-vnv-proxy-server', label: 'Session API' },
  { file: 'microsoft.yaml', folder: 'microsoft', infoSlug: 'express-pnp', label: 'SharePoint (PnP) API' },
  { file: 'database.yaml', folder: 'database', infoSlug: 'vnv-documentation', label: 'Database API' },
  { file: 'management.yaml', folder: 'management', infoSlug: 'vnv-documentation', label: 'Management API' }
]

/** Where a spec is read from, relative to the repository root. */
export const specSource = (config: RestSpecConfig) => `${config.dir ?? 'openapi'}/${config.file}`

/**
 * Test builds only (`npm test` sets VNV_REST_FIXTURES=1): the hostile fixture,
 * every text field an injection attempt, is built into the site so a browser
 * test can prove its text shows literally and nothing in it runs. A release
 * build (`npm run build`) removes these folders.
 */
export const restFixtureSpecs: RestSpecConfig[] = [
  { file: 'hostile.yaml', dir: 'rest/fixtures', folder: 'test-fixture-hostile', infoSlug: 'overview', label: 'Test fixture: hostile spec' }
]

/** Hand-written REST pages that the old upper-case /docs/REST/ paths also pointed to. */
export const restHandWrittenPages = ['overview', 'endpoints', 'examples', 'users', 'ms-g365']
