/**
 * A spec's changelog → its page, /docs/rest/<folder>/changelog/: one section per version, newest first,
 * then the rules that mark a change breaking (diff.ts BREAKING_RULES). Spec names, versions and notes
 * are data: they pass through escape.ts like every spec text.
 */
import { count } from '../../../lib/count'
import { mdxPageHead, mdxText } from '../../../scripts/lib/generated'
import { restSchemaHref } from '../../shared/routes'
import { mdxInlineCode } from '../escape'
import type { SpecModel } from '../model/types'
import { specSource, type RestSpecConfig } from '../specs'
import { BREAKING_RULES, type Change } from './diff'
import { ACTION_WORDS, describeDetail, entryStatus, operationPage, type Escapers } from './describe'
import type { Changelog } from './history'
import { formatDay } from '../../../lib/format-day'

const MDX: Escapers = { code: mdxInlineCode, text: mdxText }
/** Fixed text of the generator (no spec text): the mark of a breaking change. */
const BREAKING = '<strong className="vnv-breaking">Breaking</strong>'
const BREAKING_ANCHOR = 'what-counts-as-breaking'

function changeLine(change: Change, model: SpecModel, config: RestSpecConfig, schemaPages: Map<string, string>): string[] {
  let subject: string
  if (change.kind === 'schema') {
    // A schema the spec still has links to its page; a removed one is text.
    const slug = change.action === 'removed' ? undefined : schemaPages.get(change.key)
    subject = slug ? `[${mdxInlineCode(change.key)}](${restSchemaHref(config.folder, slug)})` : mdxInlineCode(change.key)
  } else {
    // Removed operations (and those removed since) have no page: their name is text, not a link.
    const href = change.action === 'removed' ? undefined : operationPage(change.key, config.folder, model.operations)
    const name = href ? `[${mdxText(change.key)}](${href})` : mdxInlineCode(change.key)
    subject = `${name}${change.summary ? ` — ${mdxText(change.summary)}` : ''}`
  }
  return [
    `- ${ACTION_WORDS[change.action]}: ${subject}${change.breaking ? ` ${BREAKING}` : ''}`,
    ...change.details.map((d) => `  - ${describeDetail(d, MDX)}${d.breaking ? ` ${BREAKING}` : ''}`)
  ]
}

export function renderChangelogPage(
  changelog: Changelog,
  model: SpecModel,
  config: RestSpecConfig,
  schemaPages: Map<string, string>
): string {
  const source = specSource(config)
  const lines = [
    ...mdxPageHead(source, {
      title: `Changelog: ${model.title}`,
      description: `What changed in the ${model.title} from one version to the next: operations and schemas added, removed or changed, breaking changes marked.`
    }),
    "import { ChangesFeedLink } from '@/rest/components/ChangesFeedLink'",
    '',
    `# Changelog: ${mdxText(model.title)}`,
    '',
    `What changed in the operations and named schemas of this API from one version to the next, newest first. A version is a value of the spec’s ${mdxInlineCode('info.version')}. Its date is that of the first commit of ${mdxInlineCode(source)} that carried it, and its content is read from the last commit that carried it. Commits that leave the version unchanged are not listed. [What counts as breaking](#${BREAKING_ANCHOR}) is explained below.`,
    '',
    '<ChangesFeedLink />',
    ''
  ]
  if (!changelog.available)
    lines.push(
      `The history of ${mdxInlineCode(source)} is not available in this copy: ${mdxText(changelog.reason)}. A build from a full clone of the repository lists every version.`,
      ''
    )
  else {
    if (changelog.unreadable)
      lines.push(
        `${count(changelog.unreadable, 'commit')} of ${mdxInlineCode(source)} could not be read as OpenAPI and ${changelog.unreadable === 1 ? 'is' : 'are'} left out.`,
        ''
      )
    if (!changelog.versions.length) lines.push(`No committed version of ${mdxInlineCode(source)} could be read.`, '')
    for (const entry of changelog.versions) {
      lines.push(`## Version ${mdxText(entry.version)} · ${formatDay(entry.date)} [#${entry.anchor}]`, '')
      if (entry.note) lines.push(mdxText(entry.note), '')
      lines.push(entryStatus(entry, MDX), '')
      if (changelog.versions.length === 1) lines.push('There is no later version, so there are no API changes to list.', '')
      for (const [kind, title] of [
        ['operation', 'Operations'],
        ['schema', 'Named schemas']
      ] as const) {
        const changes = entry.changes.filter((c) => c.kind === kind)
        if (changes.length) lines.push(`**${title}**`, '', ...changes.flatMap((c) => changeLine(c, model, config, schemaPages)), '')
      }
    }
  }
  lines.push(
    `## What counts as breaking [#${BREAKING_ANCHOR}]`,
    '',
    `A change is marked ${BREAKING} when a client written against the older version may fail against the newer one:`,
    '',
    ...BREAKING_RULES.map((rule) => `- ${rule[0].toUpperCase()}${rule.slice(1)}.`),
    '',
    'Named schemas serve requests and responses alike, so one rule set applies to every schema, and it errs towards marking a change as breaking.',
    '',
    'Other changes are listed without the mark: something added that is not required; a parameter, a request body or an error response removed; something made optional or deprecated; a description, example or other detail changed.',
    '',
    'Operations are matched across versions by method and path: a renamed path reads as one operation removed and one added.',
    ''
  )
  return lines.join('\n')
}
