/**
 * `$ref` resolution for the model. The spec stays as written (not
 * dereferenced), so references are followed one at a time, through
 * swagger-parser's `$refs.get`, and a broken one is reported with the pointer
 * of the `$ref`.
 */
import { SpecError, pointer } from '../spec-error'
import { isRecord, type Json } from './json'

/** Resolves a `$ref` to its target: swagger-parser's `$refs.get` in the generator. */
export type RefResolver = (ref: string) => unknown

/** A resolver that reports a broken reference with the file and the pointer of the `$ref`. */
export function checked(resolve: RefResolver, file: string): (ref: string, at: string) => unknown {
  return (ref, at) => {
    try {
      const target = resolve(ref)
      if (target !== undefined) return target
    } catch {
      // reported below, with the place of the $ref
    }
    throw new SpecError(file, at, `"$ref": "${ref}" points to nothing`, 'Fix the reference or add the missing component.')
  }
}

/** A JSON pointer in one spelling, whether or not it is URI-encoded (`%7B` or `{`). */
export function samePointer(ref: string): string {
  try {
    return decodeURIComponent(ref)
  } catch {
    return ref
  }
}

/** The segments of a JSON pointer written in a `$ref` ('#/a~1b/c' → ['a/b', 'c']). */
export const segmentsOf = (hash: string) =>
  samePointer(hash)
    .slice(1)
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))

/**
 * The place a JSON pointer written as a `$ref` ('#/paths/~1x/get/…/allOf/0/properties') leads to in `doc`,
 * read as JSON Schema tools read it: a "$ref" met on the way is followed, and the pointer goes on in its
 * target. The answer is that place's own pointer and its value; undefined when the pointer leads nowhere.
 */
export function followPointer(doc: Json, hash: string, seen: ReadonlySet<string> = new Set()): { at: string; node: unknown } | undefined {
  let node: unknown = doc
  let at: string[] = []
  for (const segment of segmentsOf(hash)) {
    if (isRecord(node) && typeof node.$ref === 'string') {
      const ref = samePointer(node.$ref)
      // Only references within the document (bundling made them all so); one met twice loops.
      if (!ref.startsWith('#') || seen.has(ref)) return undefined
      const target = followPointer(doc, ref, new Set(seen).add(ref))
      if (!target) return undefined
      node = target.node
      at = segmentsOf(target.at)
    }
    const has = Array.isArray(node)
      ? /^(0|[1-9]\d*)$/.test(segment) && Number(segment) < node.length
      : isRecord(node) && Object.hasOwn(node, segment)
    if (!has) return undefined
    node = (node as Json)[segment]
    at = [...at, segment]
  }
  return { at: pointer(...at), node }
}

/** The name in `#/components/<kind>/<name>`, or undefined for any other reference. */
export function componentName(ref: string, kind: string): string | undefined {
  const match = ref.match(new RegExp(`^#/components/${kind}/([^/]+)$`))
  return match ? decodeURIComponent(match[1]).replace(/~1/g, '/').replace(/~0/g, '~') : undefined
}

/** A checked resolver: the target of `ref`, written at `at` (for the error message). */
export type Resolve = (ref: string, at: string) => unknown

/** Resolves `$ref` on non-schema objects (parameters, responses, request bodies, examples). */
export function deref(resolve: Resolve, value: unknown, file: string, at: string): { value: Json; at: string } {
  let current = value
  let where = at
  const seen = new Set<string>()
  while (isRecord(current) && typeof current.$ref === 'string') {
    const ref = current.$ref
    if (seen.has(ref)) throw new SpecError(file, where, `"$ref": "${ref}" refers to itself`)
    seen.add(ref)
    current = resolve(ref, where)
    where = ref
  }
  if (!isRecord(current)) throw new SpecError(file, where, 'expected an object')
  return { value: current, at: where }
}
