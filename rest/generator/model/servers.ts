/** The servers of a spec, a path or an operation. */
import { asArray, isRecord, str, type Json } from './json'
import type { ServerModel } from './types'

export function readServers(raw: unknown): ServerModel[] {
  return asArray(raw)
    .filter(isRecord)
    .map((s) => ({
      url: String(s.url ?? '/'),
      ...(str(s.name) && { name: s.name as string }),
      ...(str(s.description) && { description: s.description as string }),
      variables: isRecord(s.variables)
        ? Object.entries(s.variables)
            .filter(([, v]) => isRecord(v))
            .map(([name, v]) => {
              const variable = v as Json
              return {
                name,
                default: String(variable.default ?? ''),
                ...(Array.isArray(variable.enum) && { enum: variable.enum.map(String) }),
                ...(str(variable.description) && { description: variable.description as string })
              }
            })
        : []
    }))
}
