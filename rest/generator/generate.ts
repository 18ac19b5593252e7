/**
 * The REST reference generator: every spec in openapi/ → its pages in
 * pages/docs/rest/<folder>/ (MDX + _meta.ts), the list of specs, sidebar entries,
 * method badges and redirects in generated/rest/, downloads in public/openapi/.
 *
 *   tsx rest/generator/generate.ts            # every spec (specs.ts)
 *   tsx rest/generator/generate.ts --check    # validate only, write nothing
 *
 * The pipeline: load (load.ts) → model (model/) → pure renderers (pages.ts,
 * data.ts, sidebar.ts, samples.ts) through the one escaping boundary
 * (escape.ts) → one atomic write (output.ts). Every spec is loaded, validated
 * and rendered in memory first; files are written only when all of that
 * succeeded, all folders swapped as one step.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { restChangeBadgeDays } from '../../config/rest'
import { CHANGELOG_SLUG, GUIDE_FOLDER, SCHEMAS_FOLDER } from '../shared/routes'
import { specTypes } from './body-types'
import { entryHref } from './changelog/describe'
import { checkBadgeDays, commitDay, recentOperationChanges, specChangelog } from './changelog/history'
import { changelogNotes, withNotes } from './changelog/notes'
import { renderChangelogPage } from './changelog/page'
import { operationKey } from './changelog/surface'
import { upgradeSpec, type Upgraded } from './convert'
import { specData } from './data'
import { loadSpec, parseSpecFile, type LoadedSpec } from './load'
import { buildModel } from './model/build'
import type { GeneratedSpec } from './generated-spec'
import { writeOutput } from './output'
import { operationRoute, schemaSlugs } from './model/slug'
import { splitDescription } from './guide'
import { renderGuidePage, renderInfoPage, renderOperationPage, renderSchemaIndexPage, renderSchemaPage } from './pages'
import { renderGuideMeta, renderMeta, renderSchemasMeta, renderTagFolderMetas } from './sidebar'
import { Problems, SpecError, pointer, relocated, relocatedWarning } from './spec-error'
import { SPEC_SIZE_LIMIT_MB, SPECS_DIR, specSource, specsForRun, unreadParts, type RestSpec, type RestSpecConfig } from './specs'
import { runAsCommand } from '../../scripts/generators/command'

export async function generateSpec(spec: RestSpec, text: string, root = process.cwd()): Promise<GeneratedSpec> {
  const file = specSource(spec)
  const megabytes = Buffer.byteLength(text) / 2 ** 20
  if (megabytes > SPEC_SIZE_LIMIT_MB)
    throw new SpecError(
      file,
      '#',
      `the file is ${megabytes.toFixed(1)} MB; the generator takes specs of up to ${SPEC_SIZE_LIMIT_MB} MB`,
      `Split it into several specs of up to ${SPEC_SIZE_LIMIT_MB} MB, for example one per service or per group of tags, each a file in ${SPECS_DIR}/ with its own entry in config/rest.ts.`
    )
  const base = path.resolve(root, file)
  const { doc, convertedFrom, split } = await upgradeSpec(file, parseSpecFile(file, text), base)
  const loaded = await loadSpec(file, doc, base)
  // A split 2.0 spec was bundled before its conversion: its parts, and its download, are those of the 2.0 files.
  // Its problems are places of the converted document, which no file holds: they stay as they are.
  if (convertedFrom) return renderSpec(spec, text, root, { ...loaded, ...split }, convertedFrom)
  // Past loading, problems are places of the bundled document: each is named in the file it is written in.
  const result = await renderSpec(spec, text, root, loaded).catch((error: unknown) => {
    throw relocated(error, file, loaded.originOf)
  })
  result.model.warnings = result.model.warnings.map((warning) => relocatedWarning(warning, file, loaded.originOf))
  return result
}

/** A loaded spec → its pages, spec data and changelog. */
async function renderSpec(
  spec: RestSpec,
  text: string,
  root: string,
  loaded: Pick<LoadedSpec, 'doc' | 'resolve' | 'warnings' | 'parts' | 'bundled'>,
  convertedFrom?: Upgraded['convertedFrom']
): Promise<GeneratedSpec> {
  const file = specSource(spec)
  const { parts, bundled } = loaded
  const model = { ...buildModel(loaded.doc, file, loaded.resolve), ...(convertedFrom && { convertedFrom }) }
  model.warnings.unshift(...loaded.warnings)
  const config: RestSpecConfig = { ...spec, label: spec.label ?? model.title }
  const { types } = await specTypes(loaded.doc).catch((error: Error) => {
    // The type generator's own messages name no file: say which spec, and where if it says so.
    throw new SpecError(
      file,
      error.message.match(/#\/[^\s]*/)?.[0] ?? '#',
      `TypeScript types cannot be generated: ${error.message.split('\n')[0]}`,
      'Fix the place it names; the spec is otherwise valid OpenAPI.'
    )
  })
  if (config.infoSlug === CHANGELOG_SLUG)
    throw new SpecError(
      'config/rest.ts',
      '#',
      `the introduction page of ${file} is named "${CHANGELOG_SLUG}", like its changelog`,
      'Choose another infoSlug.'
    )
  // The spec's committed versions (never a failure: a copy without history says so on the page), with its notes.
  const notes = changelogNotes(loaded.doc, file)
  const { changelog, warnings } = withNotes(await specChangelog(root, file), notes, file, model.version)
  model.warnings.push(...warnings)
  const recent = recentOperationChanges(changelog, checkBadgeDays(restChangeBadgeDays))
  const data = specData(model, { file: config.file, folder: config.folder })
  const shared = { pages: { slugs: schemaSlugs(Object.keys(model.schemas)), schemas: model.schemas }, types, spec: data }
  const pages = new Map<string, string>()
  const guide = splitDescription(model.description ?? '')
  pages.set(`${config.infoSlug}.mdx`, renderInfoPage(model, config, data, guide, parts.length > 0))
  for (const section of guide.sections) pages.set(`${GUIDE_FOLDER}/${section.slug}.mdx`, renderGuidePage(section, model, config))
  if (guide.sections.length) pages.set(`${GUIDE_FOLDER}/_meta.ts`, renderGuideMeta(guide.sections, config))
  pages.set(`${CHANGELOG_SLUG}.mdx`, renderChangelogPage(changelog, model, config, shared.pages.slugs))
  const reserved = new Map([
    [config.infoSlug, 'the introduction page'],
    [CHANGELOG_SLUG, 'the changelog page'],
    [SCHEMAS_FOLDER, 'the schemas folder'],
    ...(guide.sections.length ? [[GUIDE_FOLDER, 'the guide folder'] as const] : [])
  ])
  const problems = new Problems()
  // A nested tag's folder (model/tags.ts keeps it apart from the other names) must not take the introduction's name.
  for (const tag of model.tags) {
    const clash = tag.folder && !tag.folder.includes('/') && reserved.get(tag.folder)
    if (clash)
      problems.add(
        new SpecError(file, pointer('tags'), `the folder "${tag.folder}" of tag "${tag.name}" collides with ${clash}`, 'Rename the tag.')
      )
  }
  for (const operation of model.operations) {
    const clash = reserved.get(operation.slug)
    if (clash) {
      problems.add(
        new SpecError(file, operation.pointer, `operation slug "${operation.slug}" collides with ${clash}`, 'Rename the operationId.')
      )
      continue
    }
    const change = recent.get(operationKey(operation))
    pages.set(
      `${operationRoute(operation)}.mdx`,
      renderOperationPage(
        operation,
        model,
        config,
        shared,
        change && { action: change.action, day: commitDay(change.entry.date), href: entryHref(config.folder, change.entry) }
      )
    )
  }
  problems.throwIfAny()
  pages.set('_meta.ts', renderMeta(model, config, guide.sections))
  for (const [meta, source] of renderTagFolderMetas(model, config)) pages.set(meta, source)
  for (const name of Object.keys(model.schemas))
    pages.set(`${SCHEMAS_FOLDER}/${shared.pages.slugs.get(name)}.mdx`, renderSchemaPage(name, model, config, shared))
  if (Object.keys(model.schemas).length) {
    pages.set(`${SCHEMAS_FOLDER}/_meta.ts`, renderSchemasMeta(model, config, shared.pages.slugs))
    // Beside its folder, the folder's own page (lib/navigation/site-tree.ts).
    pages.set(`${SCHEMAS_FOLDER}.mdx`, renderSchemaIndexPage(model, config, shared.pages.slugs))
  }
  return {
    config,
    model,
    changelog,
    pages,
    data,
    source: text,
    parts,
    bundled
  }
}

/** Every spec, each on its own: one run reports the problems of all of them (and writes nothing if there are any). */
export async function generateAll(root = process.cwd(), specs: RestSpec[] = specsForRun(root)): Promise<GeneratedSpec[]> {
  const results: GeneratedSpec[] = []
  const problems = new Problems()
  for (const spec of specs) {
    try {
      const text = readFileSync(path.join(root, specSource(spec)), 'utf8')
      results.push(await generateSpec(spec, text, root))
    } catch (error) {
      if (!(error instanceof SpecError)) throw error
      problems.add(error)
    }
  }
  problems.throwIfAny()
  return results
}

/** Generates every spec, then writes all output as one step: a failure anywhere leaves the previous output as it was. */
export async function generateAndWrite(root: string, specs: RestSpec[] = specsForRun(root)): Promise<GeneratedSpec[]> {
  const results = await generateAll(root, specs)
  writeOutput(root, results)
  return results
}

/** One run of the command: `npm run gen:rest`, and each REST run of npm run generate and npm run dev. */
export async function main(check = process.argv.includes('--check')) {
  const started = performance.now()
  const root = process.cwd()
  const results = check ? await generateAll(root) : await generateAndWrite(root)
  for (const r of results) for (const warning of r.model.warnings) console.warn(`warning: ${warning}`)
  for (const part of unreadParts(
    root,
    results.flatMap((r) => r.parts)
  ))
    console.warn(
      `warning: ${part} is in a subfolder of ${SPECS_DIR}/, so it is not a spec, and no spec's "$ref" reads it (a spec goes directly in ${SPECS_DIR}/)`
    )
  const operations = results.reduce((n, r) => n + r.model.operations.length, 0)
  console.log(
    `gen:rest: ${results.length} specs, ${operations} operations ${check ? 'validated' : 'generated'} in ${((performance.now() - started) / 1000).toFixed(2)} s`
  )
}

/** What a failed run prints: every problem of a spec with file and place, a stack trace only for a bug. */
export const failureMessage = (error: unknown) =>
  `gen:rest failed — nothing was written.\n${error instanceof SpecError ? error.message : (error as Error).stack}`

runAsCommand(import.meta.filename, { main, failureMessage })
