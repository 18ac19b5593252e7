/**
 * Pure: which file a reader edits to change a page. A hand-written page is its own file; a generated
 * page says where it comes from on its first line (`mdxHeader` in scripts/lib/generated.ts:
 * `{/* generated from openapi/session.yaml — do not edit *\/}`), and that is the file when it names one
 * that exists; otherwise (a list made from many posts, a page of a taxonomy and the sidebar) there is none.
 */
import path from 'node:path'
import { mdxHeader, sourcesOfLine } from '../../scripts/lib/generated'

const [HEADER_START, HEADER_END] = mdxHeader('\0').split('\0')

/**
 * What a page's first line says about its source: undefined when it is not a generated page's header,
 * the path it names when that is one relative path (no spaces, not leaving the project), else null.
 */
export function namedSource(firstLine: string): string | null | undefined {
  const line = firstLine.trim()
  if (!line.startsWith(HEADER_START) || !line.endsWith(HEADER_END)) return undefined
  const source = line.slice(HEADER_START.length, -HEADER_END.length)
  if (!source || /\s/.test(source) || path.posix.isAbsolute(source) || source.split('/').includes('..')) return null
  return source
}

/**
 * The file to edit for the page at `pageFile` (relative to the project, `/`-separated) whose first line
 * is `firstLine`: the page itself, the one existing file a generated page names, or null.
 */
export function editableFile(pageFile: string, firstLine: string, isFile: (file: string) => boolean): string | null {
  const named = namedSource(firstLine)
  if (named === undefined) return pageFile
  return named !== null && isFile(named) ? named : null
}

/** A path relative to the project → relative to the repository root, `/`-separated ('' prefix: the project is the root). */
export function inRepository(projectFile: string, projectInRepository: string): string {
  return projectInRepository ? path.posix.join(projectInRepository, projectFile) : projectFile
}

/**
 * The files a generated page made from several files names on its second line (`mdxSourcesLine`):
 * its "Last updated" is their newest commit. None for any other page, or for paths leaving the project.
 */
export function listedSources(firstLine: string, secondLine: string): string[] {
  if (namedSource(firstLine) === undefined) return []
  return (sourcesOfLine(secondLine) ?? []).filter((file) => !path.posix.isAbsolute(file) && !file.split('/').includes('..'))
}

/** The newest of some `%cI` dates (compared as instants, whatever their offsets), or null when none is known. */
export function newest(dates: (string | null | undefined)[]): string | null {
  const known = dates.filter((date): date is string => Boolean(date))
  return known.length ? known.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a)) : null
}
