import cn from 'clsx'
import { useEffect, useState } from 'react'
import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '@/config/constants'
import { textOf } from '@/theme/mdx/Heading'

interface Heading {
  id: string
  value: React.ReactNode
  depth: number
}

/** Keeps only the levels the spec shows (h2–h3). */
export function tocEntries<T extends { depth: number }>(toc: T[]): T[] {
  return toc.filter((entry) => entry.depth >= TOC_MIN_LEVEL && entry.depth <= TOC_MAX_LEVEL)
}

/** The heading the reader is in: the last one whose top has scrolled above the reading line. */
function useActiveHeading(idList: string): string | undefined {
  const [active, setActive] = useState<string>()
  useEffect(() => {
    const ids = idList ? idList.split(' ') : []
    if (ids.length === 0) return
    const update = () => {
      const line = 120
      let current: string | undefined = ids[0]
      for (const id of ids) {
        const element = document.getElementById(id)
        if (element && element.getBoundingClientRect().top <= line) current = id
      }
      setActive(current)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('hashchange', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('hashchange', update)
    }
  }, [idList])
  return active
}

/** The page's table of contents: its h2 and h3 headings (tocEntries), the one being read marked. */
export function Toc({ toc }: { toc: Heading[] }) {
  const entries = tocEntries(toc)
  const active = useActiveHeading(entries.map((entry) => entry.id).join(' '))
  if (entries.length === 0) return null
  return (
    <div className="vnv-toc">
      <p className="vnv-toc__title">On this page</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} className={cn('vnv-toc__item', `vnv-toc__item--h${entry.depth}`)}>
            <a href={`#${entry.id}`} className={cn(active === entry.id && 'vnv-toc__link--active')}>
              {textOf(entry.value)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
