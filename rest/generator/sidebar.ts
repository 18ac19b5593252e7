/**
 * model → the sidebar: each spec folder's _meta.ts (introduction, changelog, then the
 * operations under their tags, then the folder of named schemas, with its own
 * _meta.ts), the REST section's entries for the spec
 * folders (pages/docs/rest/_meta.ts spreads them after its hand-written pages)
 * and the method badge of an operation page's sidebar link.
 * A tag nested under another (OpenAPI 3.2 `parent`) is a folder in its parent's
 * group, with a _meta.ts of its own: _meta files nest groups only as folders.
 */
import { tsHeader } from '../../scripts/lib/generated'
import { methodTone, wireMethod } from '../shared/http-methods'
import { CHANGELOG_SLUG, GUIDE_FOLDER, SCHEMAS_FOLDER } from '../shared/routes'
import type { GuideSection } from './guide'
import type { SpecModel } from './model/types'
import { specSource, type RestSpecConfig } from './specs'
import { groupByTag, type TagGroup } from './tag-groups'

const metaFile = (config: RestSpecConfig, entries: string[]) =>
  `${tsHeader(specSource(config))}\nexport default {\n${entries.join(',\n')}\n}\n`

export function renderMeta(model: SpecModel, config: RestSpecConfig, guide: GuideSection[] = []): string {
  const entries: string[] = [`  ${JSON.stringify(config.infoSlug)}: 'Introduction'`]
  if (guide.length) entries.push(`  ${JSON.stringify(GUIDE_FOLDER)}: 'Guide'`)
  entries.push(`  ${JSON.stringify(CHANGELOG_SLUG)}: 'Changelog'`)
  for (const group of groupByTag(model)) {
    entries.push(`  ${JSON.stringify(`-- ${group.name}`)}: { type: 'separator', title: ${JSON.stringify(group.label)} }`)
    entries.push(...groupEntries(group))
  }
  if (Object.keys(model.schemas).length) entries.push(`  ${JSON.stringify(SCHEMAS_FOLDER)}: 'Schemas'`)
  return metaFile(config, entries)
}

/** A group's entries: its operations, then the folders of the groups nested in it, titled by their labels. */
const groupEntries = (group: TagGroup) => [
  ...group.operations.map((op) => `  ${JSON.stringify(op.slug)}: ${JSON.stringify(op.label)}`),
  ...group.children.map((child) => `  ${JSON.stringify(child.folder!.split('/').at(-1))}: ${JSON.stringify(child.label)}`)
]

/** The _meta.ts of every nested group's folder (by its path below the spec's folder): its operations, then its nested groups. */
export function renderTagFolderMetas(model: SpecModel, config: RestSpecConfig): Map<string, string> {
  const metas = new Map<string, string>()
  const visit = (groups: TagGroup[]) => {
    for (const group of groups) {
      if (group.folder) metas.set(`${group.folder}/_meta.ts`, metaFile(config, groupEntries(group)))
      visit(group.children)
    }
  }
  visit(groupByTag(model))
  return metas
}

/** The sidebar of a spec's schemas folder: every named schema, by name. */
export function renderSchemasMeta(model: SpecModel, config: RestSpecConfig, pages: Map<string, string>): string {
  const names = Object.keys(model.schemas).sort()
  return metaFile(
    config,
    names.map((name) => `  ${JSON.stringify(pages.get(name))}: ${JSON.stringify(name)}`)
  )
}

/** The sidebar of a spec's guide folder: its sections, in the introduction's order. */
export function renderGuideMeta(sections: GuideSection[], config: RestSpecConfig): string {
  return metaFile(
    config,
    sections.map((section) => `  ${JSON.stringify(section.slug)}: ${JSON.stringify(section.title)}`)
  )
}

/** generated/rest/sidebar.ts: every spec folder of this run with its label, in the order of the spec list (specs.ts). */
export function renderSectionMeta(specs: { config: RestSpecConfig }[], source: string): string {
  const entries = specs.map(({ config }) => `  ${JSON.stringify(config.folder)}: ${JSON.stringify(config.label)}`)
  return [
    tsHeader(source),
    '// The spec folders of the REST section, in sidebar order: pages/docs/rest/_meta.ts spreads them after its own pages.',
    'const folders: Record<string, string> = {',
    entries.join(',\n'),
    '}',
    'export default folders',
    ''
  ].join('\n')
}

/**
 * An operation page's sidebar badge (its front matter's `sidebarBadge`): the method, shortened where
 * it would widen the sidebar (the whole word for screen readers), with its tone (the method, or `other`
 * for an additional operation's: http-methods.ts), so rest/styles.css colours it as the page's badge.
 */
export const sidebarBadgeOf = (method: string) =>
  method === 'delete' ? { text: 'DEL', label: 'DELETE', tone: methodTone(method) } : { text: wireMethod(method), tone: methodTone(method) }
