/**
 * Optional settings of the OpenAPI specs the REST reference is generated
 * from. Every openapi/*.yaml, *.yml or *.json file is a spec, listed here or
 * not (rest/generator/specs.ts finds them): adding a spec is adding its file.
 * An entry only sets what the defaults would not:
 * - `folder`: the URL folder under /docs/rest/ (default: the file name without
 *   its extension, slugified);
 * - `infoSlug`: the slug of the spec's introduction page (default: 'introduction');
 * - `label`: the sidebar label of the folder (default: the spec's info.title);
 * - sidebar order: listed specs come first, in the order of this list; the
 *   others follow by file name.
 * The four specs below keep the old site's URLs this way.
 * A spec split over several files is listed by its entry file; the files its
 * `$ref`s read live in subfolders of openapi/ (rest/generator/specs.ts).
 */
export interface RestSpecEntry {
  /** A file name in openapi/. */
  file: string
  folder?: string
  infoSlug?: string
  label?: string
  /** A hand-written guide to the same service: the reference's introduction page links to it. */
  guide?: { title: string; href: string }
}

export const restSpecEntries: RestSpecEntry[] = [
  {
    file: 'session.yaml',
    folder: 'session',
    infoSlug: 'infrasoft-vnv-proxy-server',
    label: 'Session API',
    guide: { title: 'Session service', href: '/docs/rest/overview/' }
  },
  { file: 'microsoft.yaml', folder: 'microsoft', infoSlug: 'express-pnp', label: 'SharePoint (PnP) API' },
  {
    file: 'database.yaml',
    folder: 'database',
    infoSlug: 'vnv-documentation',
    label: 'Database API',
    guide: { title: 'Database service', href: '/docs/rest/endpoints/' }
  },
  {
    file: 'management.yaml',
    folder: 'management',
    infoSlug: 'vnv-documentation',
    label: 'Management API',
    guide: { title: 'Management service', href: '/docs/rest/examples/' }
  }
]

/**
 * Test builds only (`npm test` sets VNV_REST_FIXTURES=1): the hostile fixture,
 * every text field an injection attempt, is built into the site so a browser
 * test can prove its text shows literally and nothing in it runs, and three
 * OpenAPI 3.2 fixtures show what 3.2 adds. A release build (`npm run build`)
 * removes these folders.
 */
export const restFixtureSpecs: (RestSpecEntry & { dir: string })[] = [
  { file: 'hostile.yaml', dir: 'rest/fixtures', folder: 'test-fixture-hostile', infoSlug: 'overview', label: 'Test fixture: hostile spec' },
  // OpenAPI 3.2 as a reader meets it: the QUERY method, nested tag groups, a stream of events.
  { file: 'query-method.yaml', dir: 'rest/fixtures', folder: 'test-fixture-query', label: 'Test fixture: QUERY method' },
  { file: 'nested-tags.yaml', dir: 'rest/fixtures', folder: 'test-fixture-nested-tags', label: 'Test fixture: nested tags' },
  // The site's only spec with a token (database) has no parameter: the builder's token is tested here.
  { file: 'token-typed-once-serves-the-api.yaml', dir: 'rest/fixtures', folder: 'test-fixture-token', label: 'Test fixture: API key' },
  { file: 'sse-item-schema.yaml', dir: 'rest/fixtures', folder: 'test-fixture-sse', label: 'Test fixture: event stream' },
  // Bounded pages whatever the spec: a 228-character operationId, one body in 100 media types.
  { file: 'long-operation-id.yaml', dir: 'rest/fixtures', folder: 'test-fixture-long-id', label: 'Test fixture: long operationId' },
  {
    file: 'many-media-types-one-body.yaml',
    dir: 'rest/fixtures',
    folder: 'test-fixture-media-types',
    label: 'Test fixture: 100 media types'
  }
]

/**
 * Operation pages show a "Changed on <date>" badge, linked to the spec's changelog, when the operation
 * was added or changed by the spec's latest version (`info.version`) and that version's first commit is
 * at most this many days older than the spec's latest commit. Measured from the latest commit, not from
 * the build date, so the same history always gives the same pages. 0 turns the badges off. A whole
 * number from 0 to 3650.
 */
export const restChangeBadgeDays: number = 30
