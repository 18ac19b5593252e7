/**
 * `$ref` resolution for the model. The spec stays as written (not
 * dereferenced), so references are followed one at a time, through
 * swagger-parser's `$refs.get`, and a broken one is reported with the pointer
 * of the `$ref`.
 */
import { SpecError } from '../spec-error'
import { isObject, type Json } from './json'

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
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref
    if (seen.has(ref)) throw new SpecError(file, where, `"$ref": "${ref}" refers to itself`)
    seen.add(ref)
    current = resolve(ref, where)
    where = ref
  }
  if (!isObject(current)) throw new SpecError(file, where, 'expected an object')
  return { value: current, at: where }
}
