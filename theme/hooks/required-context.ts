import { createContext, useContext, type Context } from 'react'

const MISSING = Symbol('missing provider')

/**
 * A context whose hook refuses to run outside its provider, with an error that
 * names the provider, instead of silently returning a default value.
 */
export function createRequiredContext<T>(providerName: string, hookName: string) {
  const context = createContext<T | typeof MISSING>(MISSING) as Context<T | typeof MISSING>
  context.displayName = providerName
  function useRequiredContext(): T {
    const value = useContext(context)
    if (value === MISSING) throw new Error(missingProviderMessage(hookName, providerName))
    return value
  }
  return [context.Provider as React.Provider<T>, useRequiredContext] as const
}

function missingProviderMessage(hookName: string, providerName: string): string {
  return `${hookName}() was called outside <${providerName}>. Render this component inside <${providerName}>.`
}
