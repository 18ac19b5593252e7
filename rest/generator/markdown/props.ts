/** The props a REST component's Markdown needs, read from the page's evaluated props (markdown/generator/types.ts). */
import { UNEVALUATED, type ComponentCall } from '../../../markdown/generator/types'

/**
 * Prop `name` when it is an object holding every key of `keys`; otherwise a problem saying what is
 * missing (`what` names the data, as the page's author would look for it) and undefined.
 */
export function objectProp<T extends object>(
  call: ComponentCall,
  name: string,
  what: string,
  keys: (keyof T & string)[] = []
): T | undefined {
  const value = call.props[name]
  if (value === UNEVALUATED) {
    call.problem(`needs its \`${name}\` prop (${what}) at build time, but its expression could not be evaluated`)
    return undefined
  }
  if (value === undefined || value === null) {
    call.problem(`needs its \`${name}\` prop (${what}), and the page gives none`)
    return undefined
  }
  if (typeof value !== 'object') {
    call.problem(`needs its \`${name}\` prop to be ${what}, not a ${typeof value}`)
    return undefined
  }
  const missing = keys.filter((key) => !(key in value))
  if (missing.length) {
    call.problem(`needs its \`${name}\` prop to be ${what}; it lacks ${missing.map((key) => `\`${key}\``).join(', ')}`)
    return undefined
  }
  return value as T
}

/** Prop `name` when it is a string, else a problem and undefined. */
export function stringProp(call: ComponentCall, name: string, what: string): string | undefined {
  const value = call.props[name]
  if (typeof value === 'string') return value
  call.problem(
    value === UNEVALUATED
      ? `needs its \`${name}\` prop (${what}) at build time, but its expression could not be evaluated`
      : `needs its \`${name}\` prop (${what}) as a string`
  )
  return undefined
}
