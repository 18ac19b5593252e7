import cn from 'clsx'
import { useCallback, useEffect, useRef, useState } from 'react'
import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '@/config/constants'
import { focusInPlace } from '@/theme/chrome/main-content'
import { showInFrame } from '@/theme/chrome/show-in-frame'
import { useDismissOutside } from '@/theme/hooks/use-dismiss-outside'
import type { TocEntry } from '@/theme/page-context'
import { BackToTop } from './BackToTop'

/** Keeps only the levels the spec shows (h2–h3). */
export function tocEntries<T extends { depth: number }>(toc: T[]): T[] {
  return toc.filter((entry) => entry.depth >= TOC_MIN_LEVEL && entry.depth <= TOC_MAX_LEVEL)
}

/**
 * The heading the reader is in: of those whose top is at or above where a jump to a heading puts it
 * (`scrollMargin`: the page's scroll padding and the heading's margin, plus a little for rounding), the
 * lowest; of two side by side (a column beside the text starts with a heading: REST code samples), the
 * first, or the one the reader jumped to; none before the first. At the bottom of the page, where the last
 * headings can never reach that line: the one the reader jumped to if it is in view, else the last one.
 */
export function currentHeading(
  headings: { id: string; top: number; scrollMargin: number }[],
  view: { height: number; atBottom: boolean; hash: string }
): string | undefined {
  let current: string | undefined
  let lowest = -Infinity
  for (const { id, top, scrollMargin } of headings)
    if (top <= scrollMargin + 8 && (top > lowest || (top === lowest && id === view.hash))) [current, lowest] = [id, top]
  if (!view.atBottom) return current
  const jumpedTo = headings.find(({ id, top }) => id === view.hash && top >= 0 && top < view.height)
  return jumpedTo ? jumpedTo.id : headings.at(-1)?.id
}

function useCurrentHeading(idList: string): string | undefined {
  const [current, setCurrent] = useState<string>()
  useEffect(() => {
    const ids = idList ? idList.split(' ') : []
    if (ids.length === 0) return
    const update = () => {
      // A jump puts a heading below the navbar: the page's scroll padding plus the heading's own margin.
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
      const headings = ids.flatMap((id) => {
        const element = document.getElementById(id)
        // A heading not laid out (in a closed part of the page) has no place to be read at.
        if (!element?.offsetParent) return []
        const scrollMargin = padding + (parseFloat(getComputedStyle(element).scrollMarginTop) || 0)
        return [{ id, top: element.getBoundingClientRect().top, scrollMargin }]
      })
      const root = document.documentElement
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2
      setCurrent(currentHeading(headings, { height: window.innerHeight, atBottom, hash: decodeURIComponent(location.hash.slice(1)) }))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('hashchange', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('hashchange', update)
    }
  }, [idList])
  return current
}

function TocList({ entries, current, onChoose }: { entries: TocEntry[]; current?: string; onChoose?: (id: string) => void }) {
  const list = useRef<HTMLUListElement>(null)
  // On a long page the list is taller than its column: the entry being read stays in sight as the page scrolls.
  useEffect(() => showInFrame(list.current?.querySelector('[aria-current]') ?? null), [current])
  return (
    <ul ref={list} className="vnv-toc__list">
      {entries.map((entry) => (
        <li key={entry.id} className={cn('vnv-toc__item', `vnv-toc__item--h${entry.depth}`)}>
          <a
            href={`#${entry.id}`}
            aria-current={current === entry.id ? 'true' : undefined}
            className={cn(current === entry.id && 'vnv-toc__link--active')}
            onClick={onChoose && (() => onChoose(entry.id))}
          >
            {entry.value}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The page's table of contents, in its column on wide screens: its h2 and h3 headings, the one being read marked. */
export function Toc({ toc }: { toc: TocEntry[] }) {
  const entries = tocEntries(toc)
  // Above the first heading the column marks the first, where reading starts; the bar names none.
  const current = useCurrentHeading(entries.map((entry) => entry.id).join(' ')) ?? entries[0]?.id
  if (entries.length === 0) return null
  return (
    <nav className="vnv-toc" aria-label="On this page">
      <p className="vnv-toc__title">On this page</p>
      <TocList entries={entries} current={current} />
      <BackToTop />
    </nav>
  )
}

/**
 * The same list where the column is not shown (below 1280 px, and on pages whose content takes its room:
 * REST operations), as a bar that stays under the navbar as the page scrolls, naming the section being read.
 * Opened, the list lies over the page; a press elsewhere, the focus leaving it or Escape closes it. Choosing
 * an entry closes it and moves focus to the heading, so a screen reader goes on from there.
 */
export function TocDisclosure({ toc }: { toc: TocEntry[] }) {
  const entries = tocEntries(toc)
  const current = useCurrentHeading(entries.map((entry) => entry.id).join(' '))
  const details = useRef<HTMLDetailsElement>(null)
  const close = useCallback(() => {
    if (details.current) details.current.open = false
  }, [])
  useDismissOutside(details, true, close)
  if (entries.length === 0) return null
  const choose = (id: string) => {
    close()
    const heading = document.getElementById(id)
    // The link's own navigation scrolls to the heading.
    if (heading) focusInPlace(heading)
  }
  const section = entries.find((entry) => entry.id === current)
  return (
    <details
      ref={details}
      className="vnv-toc-disclosure"
      // Opened on a long page, the list shows the entry being read.
      onToggle={(event) => showInFrame(event.currentTarget.querySelector('[aria-current]'))}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !event.currentTarget.open) return
        close()
        event.currentTarget.querySelector('summary')?.focus({ preventScroll: true })
      }}
    >
      <summary>
        On this page
        {section && <span className="vnv-toc-disclosure__current">{section.value}</span>}
      </summary>
      <nav aria-label="On this page">
        <TocList entries={entries} current={current} onChoose={choose} />
      </nav>
    </details>
  )
}
