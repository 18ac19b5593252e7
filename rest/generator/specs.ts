/**
 * Which specs a run generates: every spec file directly in openapi/ (no list to keep),
 * with the optional settings of config/rest.ts, plus the test fixtures when
 * VNV_REST_FIXTURES=1. Everything that names the specs (pages, sidebar,
 * downloads, redirects) follows from this list.
 *
 * A spec may be split over several files: the entry file is in openapi/, the
 * files its `$ref`s read ("parts") in subfolders of openapi/ (openapi/<spec>/…).
 * Only files directly in openapi/ are specs, so a part is never taken for a
 * spec; a part left at the top has no "openapi" key and fails with a hint to
 * move it, and a file in a subfolder that no spec reads is reported
 * (unreadParts), so neither mistake goes unnoticed.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { listFiles } from '../../scripts/lib/files'
import { byCodeUnits } from '../../lib/code-unit-order'
import { restFixtureSpecs, restSpecEntries, type RestSpecEntry } from '../../config/rest'
import { slugify } from './model/slug'
import { SpecError } from './spec-error'

/** A spec of this run: where it is read from, where its pages go; `label` falls back to the spec's info.title. */
export interface RestSpec {
  file: string
  /** Folder the file is read from; `openapi` unless said otherwise. */
  dir?: string
  /** URL folder under /docs/rest/ */
  folder: string
  /** Slug of the introduction page */
  infoSlug: string
  /** Sidebar label of the folder */
  label?: string
  /** The hand-written guide to the same service (config/rest.ts). */
  guide?: { title: string; href: string }
}

/** A spec once read: its label is known. */
export type RestSpecConfig = RestSpec & { label: string }

/** The folder specs are read from. */
export const SPECS_DIR = 'openapi'
/**
 * The largest spec file the generator takes, in MB. Measured (npm run bench:rest:public): a 5.7 MB spec
 * (GitHub's, 1,431 pages) generates in about 25 s and 1 GB; Microsoft Graph's 45 MB would need far more
 * than 10 minutes and 4 GB, and its 22,000 pages would swamp the site's build. Larger files are refused
 * at once, with how to split them.
 */
export const SPEC_SIZE_LIMIT_MB = 8

/** Which files in openapi/ are specs. */
export const SPEC_FILE = /\.(ya?ml|json)$/

/** Where a spec is read from, relative to the repository root. */
export const specSource = (spec: { file: string; dir?: string }) => `${spec.dir ?? SPECS_DIR}/${spec.file}`

/** A spec's settings: its entry's, else the defaults (folder from the file name, introduction page 'introduction', label from the spec). */
export const withDefaults = (entry: RestSpecEntry & { dir?: string }): RestSpec => ({
  ...entry,
  folder: entry.folder ?? slugify(entry.file.replace(SPEC_FILE, '')),
  infoSlug: entry.infoSlug ?? 'introduction'
})

/**
 * The specs in `root`/openapi: those with an entry first, in the entries'
 * order, then the others by file name. An entry whose file is gone, or two
 * specs (or a spec and a hand-written page) sharing a URL folder, is an error.
 */
export function discoverSpecs(root = process.cwd(), entries: RestSpecEntry[] = restSpecEntries): RestSpec[] {
  const dir = path.join(root, SPECS_DIR)
  const files = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && SPEC_FILE.test(entry.name))
        .map((entry) => entry.name)
    : []
  for (const entry of entries)
    if (!files.includes(entry.file))
      throw new SpecError(
        'config/rest.ts',
        '#',
        `the entry for ${SPECS_DIR}/${entry.file} names a file that does not exist`,
        'Remove the entry or add the file.'
      )
  const listed = entries.map(withDefaults)
  const others = files
    .filter((file) => !entries.some((e) => e.file === file))
    .sort(byCodeUnits)
    .map((file) => withDefaults({ file }))
  return checkFolders([...listed, ...others], root)
}

/** Two specs in one URL folder would overwrite each other's pages; a folder named like a hand-written page would hide it. */
function checkFolders(specs: RestSpec[], root = process.cwd()): RestSpec[] {
  const seen = new Map<string, string>()
  for (const spec of specs) {
    const source = specSource(spec)
    const fix = 'Set its folder in config/rest.ts.'
    if (!spec.folder) throw new SpecError(source, '#', 'its file name gives no URL folder', fix)
    if (seen.has(spec.folder))
      throw new SpecError(source, '#', `its pages would go to /docs/rest/${spec.folder}/, like those of ${seen.get(spec.folder)}`, fix)
    if (['.mdx', '.md'].some((ext) => existsSync(path.join(root, 'pages', 'docs', 'rest', spec.folder + ext))))
      throw new SpecError(source, '#', `its pages would go to /docs/rest/${spec.folder}/, the URL of a hand-written page`, fix)
    seen.set(spec.folder, source)
  }
  return specs
}

/** The specs of this run: the product's, plus the test fixtures when VNV_REST_FIXTURES=1. */
export function specsForRun(root = process.cwd(), env: Record<string, string | undefined> = process.env): RestSpec[] {
  const specs = discoverSpecs(root)
  return env.VNV_REST_FIXTURES === '1' ? checkFolders([...specs, ...restFixtureSpecs.map(withDefaults)], root) : specs
}

/**
 * Files in subfolders of openapi/ that no spec of this run reads: a spec put there by mistake (only files
 * directly in openapi/ are specs) or a part no longer used. Relative to `root`, as `parts` are.
 */
export function unreadParts(root: string, read: Iterable<string>): string[] {
  const dir = path.join(root, SPECS_DIR)
  if (!existsSync(dir)) return []
  const used = new Set(read)
  return listFiles(dir, root)
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.split('/').length > 2 && SPEC_FILE.test(file) && !used.has(file))
    .sort(byCodeUnits)
}
