/**
 * model → the sidebar: each spec folder's _meta.ts (introduction, changelog, then the
 * operations under their tags, then the folder of named schemas, with its own
 * _meta.ts), the REST section's entries for the spec
 * folders (pages/docs/rest/_meta.ts spreads them after its hand-written pages)
 * and the method badge of an operation page's sidebar link.
 */
import { tsHeader } from '../../scripts/lib/generated'
import { CHANGELOG_SLUG, GUIDE_FOLDER, SCHEMAS_FOLDER } from '../shared/routes'
import type { GuideSection } from './guide'
import type { SpecModel } from './model/types'
import { specSource, type RestSpecConfig } from './specs'
import { groupByTag } from './tag-groups'

const metaFile = (config: RestSpecConfig, entries: string[]) =>
  `${tsHeader(specSource(config))}\nexport default {\n${entries.join(',\n')}\n}\n`

export function renderMeta(model: SpecModel, config: RestSpecConfig, guide: GuideSection[] = []): string {
  const entries: string[] = [`  ${JSON.stringify(config.infoSlug)}: 'Introduction'`]
  if (guide.length) entries.push(`  ${JSON.stringify(GUIDE_FOLDER)}: 'Guide'`)
  entries.push(`  ${JSON.stringify(CHANGELOG_SLUG)}: 'Changelog'`)
  for (const [tag, operations] of groupByTag(model)) {
    entries.push(`  ${JSON.stringify(`-- ${tag}`)}: { type: 'separator', title: ${JSON.stringify(tag)} }`)
    for (const op of operations) entries.push(`  ${JSON.stringify(op.slug)}: ${JSON.stringify(op.label)}`)
  }
  if (Object.keys(model.schemas).length) entries.push(`  ${JSON.stringify(SCHEMAS_FOLDER)}: 'Schemas'`)
  return metaFile(config, entries)
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
 * it would widen the sidebar, with the method as tone, so rest/styles.css colours it as the page's badge.
 */
export const sidebarBadgeOf = (method: string) => ({ text: method === 'delete' ? 'DEL' : method.toUpperCase(), tone: method })
