/** Guards over a parsed spec, whose values are untyped JSON. */
export type Json = Record<string, unknown>

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
export { isRecord } from '../../../lib/is-record'
/** A string with something in it, else undefined. */
export const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined)
