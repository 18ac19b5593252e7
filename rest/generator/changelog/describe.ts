/**
 * The words of a changelog, shared by its page (MDX) and the feed (HTML): each writer passes its own
 * escaping, so spec names, versions and notes stay data in both.
 */
import { count } from '../../../lib/count'
import { operationRoute } from '../model/slug'
import type { OperationModel } from '../model/types'
import { CHANGELOG_SLUG, restPageHref } from '../../shared/routes'
import type { Change, ChangeDetail } from './diff'
import type { VersionEntry } from './history'
import { formatDay } from '../../../lib/format-day'
import { operationKey } from './surface'

export interface Escapers {
  /** Spec text shown as code (names, places, values). */
  code: (value: string) => string
  /** Spec text shown as prose. */
  text: (value: string) => string
}

/** One detail: "`place`: what changed `values`". */
export function describeDetail(detail: ChangeDetail, escape: Escapers): string {
  const values = detail.values?.length
    ? detail.change === 'type changed' && detail.values.length === 2
      ? ` from ${escape.code(detail.values[0])} to ${escape.code(detail.values[1])}`
      : ` ${detail.values.map(escape.code).join(', ')}`
    : ''
  return `${detail.at ? `${escape.code(detail.at)}: ` : ''}${detail.change}${values}`
}

export const ACTION_WORDS: Record<Change['action'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' }

/** What a version's entry says before its list of changes. */
export function entryStatus(entry: VersionEntry, escape: Escapers): string {
  const version = escape.code(entry.version)
  if (entry.previous === undefined) {
    const counts = entry.counts && `${count(entry.counts.operations, 'operation')} and ${count(entry.counts.schemas, 'named schema')}`
    return `The changelog starts from version ${version}, first committed on ${formatDay(entry.date)}, with ${counts}.`
  }
  const from = `Changes from version ${escape.code(entry.previous)}`
  if (!entry.changes.length) return `${from}: none in the operations or named schemas.`
  const breaking = entry.changes.filter((c) => c.breaking).length
  return `${from}: ${count(entry.changes.length, 'change')}${breaking ? `, ${breaking} of them breaking` : ', none breaking'}.`
}

/** The page of the operation a change is about, when the spec still has it (removed operations have no page). */
export function operationPage(key: string, folder: string, operations: OperationModel[]): string | undefined {
  const op = operations.find((o) => operationKey(o) === key)
  return op && restPageHref(folder, operationRoute(op))
}

/** Where an entry is on its spec's changelog page. */
export const entryHref = (folder: string, entry: VersionEntry) => `${restPageHref(folder, CHANGELOG_SLUG)}#${entry.anchor}`
