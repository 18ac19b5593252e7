import { startTransition, useEffect, useState } from 'react'

/**
 * False during hydration and the server render, true once the page runs in the
 * browser. The switch is a transition: the re-render it causes (toggles, live
 * examples) is work React can split and pause, not one long task after hydration.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => startTransition(() => setMounted(true)), [])
  return mounted
}
