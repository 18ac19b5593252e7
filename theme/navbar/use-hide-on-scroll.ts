import { useRouter } from 'next/router'
import { useEffect, useState, type RefObject } from 'react'

/**
 * Hides the navbar while the reader scrolls down past its height and shows it
 * again on scrolling up, near the top, or after a navigation without a hash.
 */
export function useHideOnScroll(enabled: boolean, navbarRef: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false)
  const router = useRouter()

  useEffect(() => {
    if (!enabled) return
    let lastY = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      const height = navbarRef.current?.offsetHeight ?? 0
      if (y < height) setHidden(false)
      else if (y > lastY) setHidden(true)
      else if (y < lastY) setHidden(false)
      lastY = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [enabled, navbarRef])

  useEffect(() => {
    if (!enabled) return
    const onNavigated = (url: string) => {
      if (!url.includes('#')) setHidden(false)
    }
    router.events.on('routeChangeComplete', onNavigated)
    return () => router.events.off('routeChangeComplete', onNavigated)
  }, [enabled, router.events])

  return hidden
}
