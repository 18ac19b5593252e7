/**
 * One Atom feed of API changes across every spec (REST_CHANGES_FEED), one entry per new version of a
 * spec (the version a changelog starts from is no change), newest first, written by the `feed` library
 * like the blog's feeds, with absolute URLs from the same site settings (scripts/lib/feed-site.ts). Its
 * date is that of the newest version, not the build's: the same history gives the same feed. The feed
 * writes titles and summaries as HTML: all text is escaped.
 */
import { Feed } from 'feed'
import type { FeedSite } from '../../../scripts/lib/feed-site'
import { absoluteUrl } from '../../../lib/site-url'
import { generatedHeader } from '../../../scripts/lib/generated'
import { escapeHtml } from '../../../scripts/lib/html'
import { REST_CHANGES_FEED, REST_ROUTE } from '../../shared/routes'
import type { SpecModel } from '../model/types'
import type { RestSpecConfig } from '../specs'
import { ACTION_WORDS, describeDetail, entryHref, entryStatus, operationPage, type Escapers } from './describe'
import type { Changelog, VersionEntry } from './history'

const HTML: Escapers = { code: (value) => `<code>${escapeHtml(value)}</code>`, text: escapeHtml }

function entryHtml(entry: VersionEntry, model: SpecModel, config: RestSpecConfig, root: string): string {
  const breaking = ' <strong>Breaking</strong>'
  const items = entry.changes.map((change) => {
    const href = change.kind === 'operation' && change.action !== 'removed' && operationPage(change.key, config.folder, model.operations)
    const name = href ? `<a href="${escapeHtml(root + href)}">${escapeHtml(change.key)}</a>` : HTML.code(change.key)
    const summary = change.summary ? ` — ${escapeHtml(change.summary)}` : ''
    const details = change.details.length
      ? `<ul>${change.details.map((d) => `<li>${describeDetail(d, HTML)}${d.breaking ? breaking : ''}</li>`).join('')}</ul>`
      : ''
    const kind = change.kind === 'schema' ? 'schema ' : ''
    return `<li>${ACTION_WORDS[change.action]} ${kind}${name}${summary}${change.breaking ? breaking : ''}${details}</li>`
  })
  const note = entry.note ? `<p>${escapeHtml(entry.note)}</p>` : ''
  return `${note}<p>${entryStatus(entry, HTML)}</p>${items.length ? `<ul>${items.join('')}</ul>` : ''}`
}

export function buildChangesFeed(
  specs: { config: RestSpecConfig; model: SpecModel; changelog: Changelog }[],
  site: FeedSite,
  source = 'openapi/*.yaml'
): string {
  const root = absoluteUrl('', site)
  const versions = specs.flatMap((spec, order) =>
    spec.changelog.available ? spec.changelog.versions.map((entry) => ({ ...spec, order, entry })) : []
  )
  const newestFirst = (a: (typeof versions)[number], b: (typeof versions)[number]) =>
    new Date(b.entry.date).getTime() - new Date(a.entry.date).getTime() || a.order - b.order
  // Newest first; one day's entries in the specs' order.
  const entries = versions.filter(({ entry }) => entry.previous !== undefined).sort(newestFirst)
  const newest = [...versions].sort(newestFirst)[0]
  const feed = new Feed({
    title: `${site.title} API changes`,
    description:
      'What changed in the REST APIs of the VnV toolkit: operations and schemas added, removed or changed, breaking changes marked.',
    id: `${root}${REST_CHANGES_FEED}`,
    // The REST reference's overview page.
    link: `${root}${REST_ROUTE}/`,
    language: 'en',
    favicon: `${root}/favicon.ico`,
    copyright: site.copyright,
    updated: newest ? new Date(newest.entry.date) : new Date(0),
    feedLinks: { atom: `${root}${REST_CHANGES_FEED}` }
  })
  for (const { config, model, entry } of entries) {
    const link = `${root}${entryHref(config.folder, entry)}`
    const breaking = entry.changes.filter((c) => c.breaking).length
    feed.addItem({
      title: escapeHtml(`${config.label}: version ${entry.version}${breaking ? ` (${breaking} breaking)` : ''}`),
      id: link,
      link,
      description: escapeHtml(entryStatus(entry, { code: (v) => v, text: (v) => v })),
      content: entryHtml(entry, model, config, root),
      date: new Date(entry.date)
    })
  }
  // The "do not edit" line goes right after the XML declaration, which must come first.
  return feed.atom1().replace(/^(<\?xml[^>]*\?>)\n/, `$1\n<!-- ${generatedHeader(source)} -->\n`)
}
