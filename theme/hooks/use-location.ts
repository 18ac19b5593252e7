import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'

export interface BrowserLocation {
  pathname: string
  search: string
  hash: string
}

/** The browser's location (with base path), kept current across client navigations and hash changes. */
export function useBrowserLocation(): BrowserLocation | null {
  const router = useRouter()
  const [location, setLocation] = useState<BrowserLocation | null>(null)
  useEffect(() => {
    const read = () => {
      const { pathname, search, hash } = window.location
      setLocation({ pathname, search, hash })
    }
    read()
    window.addEventListener('hashchange', read)
    window.addEventListener('popstate', read)
    router.events.on('routeChangeComplete', read)
    router.events.on('hashChangeComplete', read)
    return () => {
      window.removeEventListener('hashchange', read)
      window.removeEventListener('popstate', read)
      router.events.off('routeChangeComplete', read)
      router.events.off('hashChangeComplete', read)
    }
  }, [router.events])
  return location
}
