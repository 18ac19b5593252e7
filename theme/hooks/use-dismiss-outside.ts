import { useEffect, type RefObject } from 'react'

const OUTSIDE_EVENTS = ['mousedown', 'touchstart', 'focusin'] as const

/**
 * Calls `dismiss` (a stable callback) when the reader presses or touches outside `ref`'s element, or the
 * focus moves out of it: what closes something laid over the page (a navbar dropdown, the phone table of
 * contents). Listens only while `enabled`.
 */
export function useDismissOutside(ref: RefObject<HTMLElement | null>, enabled: boolean, dismiss: () => void) {
  useEffect(() => {
    if (!enabled) return
    const onOutside = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) dismiss()
    }
    for (const type of OUTSIDE_EVENTS) document.addEventListener(type, onOutside)
    return () => {
      for (const type of OUTSIDE_EVENTS) document.removeEventListener(type, onOutside)
    }
  }, [ref, enabled, dismiss])
}
