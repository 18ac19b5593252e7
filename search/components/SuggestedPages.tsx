/**
 * On the not-found page: the pages the site search finds for the words of the address that was not found
 * (`/docs/vnv-project/structure-crudd/` → "vnv project structure crudd", typos corrected as in the dialog).
 * It searches once the page has loaded, and shows nothing while it searches, when it finds nothing, or when
 * the index cannot be loaded.
 */
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'
import { pathWithinBasePath } from '@/config/base-path.mjs'
import { afterPageLoad } from '@/lib/client/after-page-load'
import { SiteLink } from '@/theme/link/SiteLink'
import { loadEngine } from './engine'
import { trailOf, type PageHit } from './hits'

const SUGGESTIONS = 5
/** Parts of an address that name no subject; 404 is the not-found page's own (/404/, /404.html). */
const ADDRESS_NOISE = new Set(['docs', 'index', 'html', 'md', '404'])

/** The words of a path under the base path: its parts split at anything but letters and digits, noise left out. */
export function addressWords(pathname: string, basePath: string): string {
  const path = pathWithinBasePath(pathname, basePath) ?? pathname
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A malformed escape: its words are read as they are.
  }
  const words = decoded.split(/[^\p{L}\p{N}]+/u).filter((word) => word && !ADDRESS_NOISE.has(word.toLowerCase()))
  return [...new Set(words)].join(' ')
}

export function SuggestedPages() {
  const { basePath } = useRouter()
  const [found, setFound] = useState<{ words: string; pages: PageHit[] }>()
  useEffect(() => {
    let current = true
    const cancel = afterPageLoad(() => {
      const words = addressWords(window.location.pathname, basePath)
      if (!words) return
      loadEngine(basePath)
        .then((engine) => engine.search(words))
        .then((answer) => current && setFound({ words, pages: answer.pages.slice(0, SUGGESTIONS) }))
        .catch(() => {})
    })
    return () => {
      current = false
      cancel()
    }
  }, [basePath])
  if (!found?.pages.length) return null
  return (
    <section aria-labelledby="suggested-pages" className="vnv-suggested-pages">
      <h2 id="suggested-pages">Search results for “{found.words}”</h2>
      <ul>
        {found.pages.map((page) => (
          <li key={page.url}>
            <SiteLink href={page.url}>{page.title}</SiteLink>
            <span className="vnv-suggested-pages__trail">{trailOf(page)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
