import { useEffect, useState } from 'react'
import { focusInPlace, startOfPage } from '@/theme/chrome/main-content'

/**
 * Once the reader is a screen or more down the page: back to its title, which takes the focus too, so the
 * keyboard and a screen reader start again from there. At the foot of the table of contents' column, and,
 * where that column is not shown (below 1280 px, pages without it, REST operations), in the page's corner
 * (PageFrame), sliding away with the navbar while the reader scrolls down (content.css).
 */
export function BackToTop({ className = 'vnv-toc__top' }: { className?: string }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const update = () => setShown(window.scrollY > window.innerHeight)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!shown) return null
  const backToTop = () => {
    window.scrollTo({ top: 0 })
    const title = startOfPage()
    if (title) focusInPlace(title)
  }
  return (
    <button type="button" className={className} onClick={backToTop}>
      Back to top <span aria-hidden="true">↑</span>
    </button>
  )
}
