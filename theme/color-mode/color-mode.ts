/**
 * Light or dark: the class `dark` on <html> is the page's mode, local storage
 * (STORAGE_KEYS.colorMode) the reader's choice. An inline script applies the
 * choice before the first paint (no flash); other tabs follow through the
 * `storage` event; a cleared choice falls back to the site's default.
 */
import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from '@/config/constants'
import { siteConfig } from '@/generated/config/site'
import { scriptLiteral } from '@/lib/script-literal'

export type ColorMode = 'light' | 'dark'

export interface ColorModeDefaults {
  defaultMode: ColorMode
  respectPrefersColorScheme: boolean
}

/** The mode to show: the stored choice, else the OS preference when the site respects it, else the default. */
export function resolveColorMode(stored: string | null, prefersDark: boolean, defaults: ColorModeDefaults): ColorMode {
  if (stored === 'light' || stored === 'dark') return stored
  if (defaults.respectPrefersColorScheme) return prefersDark ? 'dark' : 'light'
  return defaults.defaultMode
}

/** For pages/_document.tsx: the same resolution, inlined, run before the page paints. */
export function colorModeInitScript(defaults: ColorModeDefaults): string {
  const key = scriptLiteral(STORAGE_KEYS.colorMode)
  const fallback = defaults.respectPrefersColorScheme
    ? `matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'`
    : scriptLiteral(defaults.defaultMode)
  return (
    `(function(){var m;try{m=localStorage.getItem(${key})}catch(e){}` +
    `if(m!=='light'&&m!=='dark')m=${fallback};` +
    `var d=document.documentElement;d.classList.toggle('dark',m==='dark');d.style.colorScheme=m})()`
  )
}

function apply(mode: ColorMode): void {
  const root = document.documentElement
  root.classList.toggle('dark', mode === 'dark')
  root.style.colorScheme = mode
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.colorMode)
  } catch {
    return null
  }
}

/** Another tab changed (or cleared) the choice. */
function onStorage(event: StorageEvent): void {
  if (event.key !== STORAGE_KEYS.colorMode && event.key !== null) return
  apply(resolveColorMode(readStored(), matchMedia('(prefers-color-scheme: dark)').matches, siteConfig.colorMode))
  notify()
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

const currentMode = (): ColorMode => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

export function setColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.colorMode, mode)
  } catch {
    // The choice then lasts for this page view only.
  }
  apply(mode)
  notify()
}

/**
 * The page's colour mode; `undefined` during the server render and hydration,
 * when the reader's choice is not known yet.
 */
export function useColorMode(): ColorMode | undefined {
  return useSyncExternalStore<ColorMode | undefined>(subscribe, currentMode, () => undefined)
}
