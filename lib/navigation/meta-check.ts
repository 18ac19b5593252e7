/**
 * What a `_meta` file may hold (types.ts MetaEntry), checked before the site tree is built: a value of
 * the wrong type would otherwise be ignored without a word. Pure; every problem is listed with its place.
 */
import { DEFAULT_PAGE_THEME, type Meta, type MetaEntry } from './types'
import { isRecord } from '../is-record'

const shown = (value: unknown) => JSON.stringify(value) ?? String(value)

/** The allowed values of each setting of an entry object; `string`: any text. */
const ENTRY_FIELDS: Record<string, 'string' | readonly string[]> = {
  title: 'string',
  href: 'string',
  type: ['page', 'doc', 'separator'],
  display: ['normal', 'hidden']
}
const THEME_FIELDS: Record<string, readonly (string | boolean)[]> = {
  layout: ['default', 'full'],
  typesetting: ['default', 'article'],
  ...Object.fromEntries(
    Object.entries(DEFAULT_PAGE_THEME)
      .filter(([, value]) => typeof value === 'boolean')
      .map(([key]) => [key, [true, false]])
  )
}

/**
 * One `_meta` file's default export, checked: its valid entries, and its problems, each as
 * `<file>: "<key>".<field> …`. The entries with a problem are left out, so the rest is still built and checked.
 */
export function checkMeta(meta: unknown, file: string): { meta: Meta; problems: string[] } {
  if (!isRecord(meta)) return { meta: {}, problems: [`${file}: its default export is ${shown(meta)}, not an object of entries`] }
  const valid: Meta = {}
  const all: string[] = []
  for (const [key, entry] of Object.entries(meta)) {
    const problems = entryProblems(`${file}: "${key}"`, entry)
    if (problems.length) all.push(...problems)
    else valid[key] = entry as MetaEntry
  }
  return { meta: valid, problems: all }
}

function entryProblems(at: string, entry: unknown): string[] {
  if (typeof entry === 'string') return []
  if (!isRecord(entry)) return [`${at} is ${shown(entry)}: write a title ('Title') or settings ({ title: 'Title', … })`]
  const problems: string[] = []
  for (const [field, value] of Object.entries(entry)) {
    if (field === 'theme') {
      if (!isRecord(value)) problems.push(`${at}.theme is ${shown(value)}, not an object of settings`)
      else
        for (const [setting, chosen] of Object.entries(value)) {
          const allowed = THEME_FIELDS[setting]
          if (!allowed) problems.push(`${at}.theme.${setting} is no theme setting (known: ${Object.keys(THEME_FIELDS).join(', ')})`)
          else if (!allowed.includes(chosen as string | boolean))
            problems.push(`${at}.theme.${setting} is ${shown(chosen)}: use ${allowed.map(shown).join(' or ')}`)
        }
      continue
    }
    const allowed = ENTRY_FIELDS[field]
    if (!allowed) problems.push(`${at}.${field} is no setting of an entry (known: ${[...Object.keys(ENTRY_FIELDS), 'theme'].join(', ')})`)
    else if (allowed === 'string' ? typeof value !== 'string' : !allowed.includes(value as string))
      problems.push(`${at}.${field} is ${shown(value)}: use ${allowed === 'string' ? 'text' : allowed.map(shown).join(' or ')}`)
  }
  return problems
}
