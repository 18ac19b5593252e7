/**
 * Which generators a start must run (`npm run generate`, `npm run dev`), from what changed since the
 * last successful generation (stamp.ts). A pull that brings pages or specs reruns the generators
 * those concern, as an edit in `npm run dev` would (generatorsFor), and those that read their output;
 * any other change (code, configuration, packages, the environment, generated output touched by
 * hand) reruns them all.
 */
import { GENERATED_PAGES } from '../lib/generated-paths'
import { historyKey, type ProjectChanges } from './stamp'
import { generatorsFor, type Generator } from './table'

/**
 * What a writer's commit brings: pages and their _meta files, specs, the docs' taxonomies. Only
 * generators read these, each as its `sources` say; a component, a script or the configuration may
 * change what any generator writes.
 */
export function isWritersContent(file: string): boolean {
  if (file.startsWith('openapi/') || file.startsWith('content/')) return true
  if (!file.startsWith('pages/') || GENERATED_PAGES.test(file)) return false
  const name = file.slice(file.lastIndexOf('/') + 1)
  return /\.mdx?$/.test(name) || /^_meta\.[jt]sx?$/.test(name)
}

/** Why every generator runs, or null when the changes concern only some. */
export function reasonToRunAll(changes: ProjectChanges | undefined): string | null {
  if (!changes) return 'no record of the last generation'
  if (changes.environment) return 'an environment variable the generators read changed'
  if (changes.output) return 'generated output differs from what the last generation wrote'
  const other = changes.sources.find((file) => !isWritersContent(file))
  return other ? `${other} changed` : null
}

/**
 * The generators `changes` concern, in table order: those whose sources changed or whose history has
 * a new commit, and every generator that reads their output (`needs`), directly or through others.
 */
export function generatorsToRun(generators: Generator[], changes: ProjectChanges | undefined): Generator[] {
  if (reasonToRunAll(changes) !== null) return generators
  const chosen = new Set(changes!.sources.flatMap((file) => generatorsFor(file, generators)).map((generator) => generator.name))
  const newHistory = new Set(changes!.history.map(historyKey))
  for (const generator of generators) if (generator.history && newHistory.has(historyKey(generator.history))) chosen.add(generator.name)
  // Table order lists each generator after those it needs, so one pass takes in every reader.
  for (const generator of generators) if ((generator.needs ?? []).some((name) => chosen.has(name))) chosen.add(generator.name)
  return generators.filter((generator) => chosen.has(generator.name))
}

/** The names of `generators` a start leaves out of `toRun`: their output is as the last generation left it. */
export const upToDateNames = (generators: Generator[], toRun: Generator[]): string[] =>
  generators.filter((generator) => !toRun.includes(generator)).map((generator) => generator.name)
