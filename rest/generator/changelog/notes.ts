/**
 * Notes for readers on a spec's changelog, written in the spec itself: `info.x-changelog`, a map from
 * a version (as `info.version` writes it) to a note in plain text, shown as one paragraph under that
 * version on the changelog page and in the feed of API changes:
 *
 *   info:
 *     version: "4"
 *     x-changelog:
 *       "4": Sessions can be renamed.
 *
 * The notes are read from the spec as it is now, not from old commits, so a note can be added or
 * corrected for any version at any time. A note is data: escaped wherever it is shown, never Markdown.
 */
import { isRecord, type Json } from '../model/json'
import { Problems, SpecError, pointer } from '../spec-error'
import type { Changelog } from './history'

const NOTES_KEY = 'x-changelog'

const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value === 'object' ? 'a map' : `a ${typeof value}`

/** The spec's notes, version → note; a wrong shape is an error naming the place. */
export function changelogNotes(doc: Json, file: string): Map<string, string> {
  const notes = new Map<string, string>()
  const value = isRecord(doc.info) ? doc.info[NOTES_KEY] : undefined
  if (value === undefined) return notes
  if (!isRecord(value))
    throw new SpecError(
      file,
      pointer('info', NOTES_KEY),
      `${NOTES_KEY} is ${kindOf(value)}, not a map of versions to notes`,
      `Write one \`"<version>": <note>\` pair per version, the version as info.version writes it.`
    )
  const problems = new Problems()
  for (const [version, note] of Object.entries(value)) {
    if (typeof note === 'string' && note.trim()) notes.set(version, note)
    else
      problems.add(
        new SpecError(
          file,
          pointer('info', NOTES_KEY, version),
          `the note of version "${version}" is ${typeof note === 'string' ? 'empty' : kindOf(note)}, not text`,
          'Write the note as a string of plain text, or remove the entry.'
        )
      )
  }
  problems.throwIfAny()
  return notes
}

/**
 * The changelog with each version's note. A note for a version the history does not have is a warning
 * (a typo would hide it), unless it is the spec's current version, which may not be committed yet.
 */
export function withNotes(
  changelog: Changelog,
  notes: Map<string, string>,
  file: string,
  currentVersion: string
): { changelog: Changelog; warnings: string[] } {
  if (!changelog.available || !notes.size) return { changelog, warnings: [] }
  const known = new Set([currentVersion, ...changelog.versions.map((v) => v.version)])
  const warnings = [...notes.keys()]
    .filter((version) => !known.has(version))
    .map(
      (version) =>
        `${file} at ${pointer('info', NOTES_KEY, version)}: ${NOTES_KEY} has a note for version "${version}", which no committed version of the spec has`
    )
  const versions = changelog.versions.map((entry) => (notes.has(entry.version) ? { ...entry, note: notes.get(entry.version) } : entry))
  return { changelog: { ...changelog, versions }, warnings }
}
