/**
 * Everything the generator owns, folder by folder, written as one step
 * (scripts/lib/write-folders.ts): a failure anywhere leaves the previous output
 * as it was.
 *   pages/docs/rest/<folder>/   a spec's pages and _meta.ts
 *   generated/rest/             the specs' list (index.json) and their sidebar entries (sidebar.ts)
 *   public/openapi/             the specs as downloads, and the Atom feed of API changes (changes.xml)
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { stringify as stringifyYaml } from 'yaml'
import { jsonFile, yamlHeader } from '../../scripts/lib/generated'
import { writeFoldersAtomically } from '../../scripts/lib/write-folders'
import { feedSite } from '../../scripts/lib/feed-site'
import { REST_CHANGES_FEED } from '../shared/routes'
import { buildChangesFeed } from './changelog/feed'
import { specSummary } from './data'
import type { GeneratedSpec } from './generated-spec'
import { renderSectionMeta } from './sidebar'
import { specSource } from './specs'

/** What the "generated from" line of files made from all specs names. */
const ALL_SPECS = 'openapi/*.yaml'

/**
 * The download of a spec, in its entry file's format. A one-file spec is its bytes as written: a JSON
 * spec exactly (JSON has no comments), a YAML spec after a "generated from" comment line. A multi-file
 * spec is bundled into one file, its part files pulled in, so the download stands on its own.
 */
export function download(result: GeneratedSpec): string {
  const json = result.config.file.endsWith('.json')
  if (!result.parts.length) return json ? result.source : `${yamlHeader(specSource(result.config))}\n${result.source}`
  return json
    ? JSON.stringify(result.bundled, null, 2) + '\n'
    : `${yamlHeader(specSource(result.config))}\n${stringifyYaml(result.bundled, { aliasDuplicateObjects: false, lineWidth: 0 })}`
}

/** A spec folder this generator wrote: its _meta.ts starts with the "generated from" line. */
function isGenerated(folder: string): boolean {
  const meta = path.join(folder, '_meta.ts')
  return existsSync(meta) && readFileSync(meta, 'utf8').startsWith('// generated from ')
}

/** Everything the generator owns, folder by folder (null: a folder to remove). */
export function outputFolders(root: string, results: GeneratedSpec[]): Map<string, Map<string, string> | null> {
  const generated = new Map<string, string>([
    ['index.json', jsonFile(ALL_SPECS, { specs: results.map(({ model, config }) => specSummary(model, config)) }, 1)],
    ['sidebar.ts', renderSectionMeta(results, ALL_SPECS)]
  ])
  const folders = new Map<string, Map<string, string> | null>([
    [path.join(root, 'generated', 'rest'), generated],
    [
      path.join(root, 'public', 'openapi'),
      new Map([
        ...results.map((r) => [r.config.file, download(r)] as const),
        [path.basename(REST_CHANGES_FEED), buildChangesFeed(results, feedSite(), ALL_SPECS)]
      ])
    ]
  ])
  const rest = path.join(root, 'pages', 'docs', 'rest')
  for (const r of results) folders.set(path.join(rest, r.config.folder), r.pages)
  // Spec folders of an earlier run whose spec is gone (a removed or renamed spec, or the fixtures
  // of a test build, which must never reach a release build) are removed: only those this
  // generator wrote, recognised by the first line of their _meta.ts.
  const current = new Set(results.map((r) => r.config.folder))
  const previous = existsSync(rest)
    ? readdirSync(rest, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
        .map((e) => e.name)
    : []
  for (const folder of previous)
    if (!current.has(folder) && isGenerated(path.join(rest, folder))) folders.set(path.join(rest, folder), null)
  return folders
}

/** Writes all output folders as one step: on any failure, what was generated before stays as it was. */
export function writeOutput(root: string, results: GeneratedSpec[], rename?: (from: string, to: string) => void): void {
  writeFoldersAtomically(outputFolders(root, results), rename)
}
