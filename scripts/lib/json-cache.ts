/**
 * Files under .cache/ that only save time: reading one that is missing or unreadable gives nothing (the
 * caller computes again), and writing one that fails is ignored. A write goes through a temporary file,
 * so a reader never sees half of one.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The value stored in `file`, or undefined when there is none (or none that parses). */
export function readJsonCache<T>(file: string): T | undefined {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { value: T }).value
  } catch {
    return undefined
  }
}

/** Stores `value` in `file`; `by` names the code that writes it, in the file's own note. */
export function writeJsonCache(file: string, value: unknown, by: string): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify({ $comment: `cache of ${by}: safe to delete`, value }))
    renameSync(temporary, file)
  } catch {
    // A cache that cannot be written only costs time.
  }
}
