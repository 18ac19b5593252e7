/**
 * The search dialog: a combobox over results grouped by page, each page with its breadcrumb, its REST
 * method and up to three matching headings, a filter by section, and the result count announced to
 * screen readers. Keyboard: arrows move, Enter opens, Escape closes, Tab stays in the dialog.
 * Loaded on the first opening (SearchButton.tsx), with the engine (engine.ts) and Pagefind's index.
 */
import cn from 'clsx'
import { useRouter } from 'next/router'
import { flushSync } from 'react-dom'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { count } from '@/lib/count'
import { trapFocus } from '@/lib/client/trap-focus'
import { MethodBadge } from '@/rest/components/MethodBadge'
import { opensElsewhere } from '@/theme/link/SiteLink'
import { pageHref } from '@/theme/link/href'
import { sectionOrder } from '../shared/record'
import { loadEngine, type Answer, type Engine } from './engine'
import { trailOf, type PageHit, type Segment } from './hits'
import { forgetPages, recentPages, rememberPage, type RecentPage } from './recent-pages'

/** This browser's local storage, or undefined where it is unavailable (disabled, sandboxed). */
function localStore(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export interface SearchDialogProps {
  placeholder: string
  /** Ends the capture of what the reader typed before the box had the focus, and returns it; null once taken. */
  takeTypedAhead: () => string | null
  /** `returnFocus`: false when the reader opened a result, whose page takes the focus. */
  onClose: (returnFocus: boolean) => void
}

type EngineState = { status: 'loading' | 'error' } | { status: 'ready'; engine: Engine }

/** One selectable row: a page or one of its headings. */
interface Option {
  url: string
  page: PageHit
  heading?: PageHit['sections'][number]
  /** Its page has only some of the query's words. */
  someWords?: boolean
}

export function SearchDialog({ placeholder, takeTypedAhead, onClose }: SearchDialogProps) {
  const router = useRouter()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const [engine, setEngine] = useState<EngineState>({ status: 'loading' })
  const [query, setQuery] = useState('')
  const [section, setSection] = useState<string>()
  // The last answer and the query it answers: while the next search runs, its results stay and the status names their query.
  const [latest, setAnswer] = useState<{ query: string; answer: Answer }>()
  const [pages, setPages] = useState<PageHit[]>([])
  const [active, setActive] = useState(0)
  const [recent, setRecent] = useState<RecentPage[]>(() => {
    const storage = localStore()
    return storage ? recentPages(storage) : []
  })

  useEffect(() => {
    // One task: the keys typed so far go into the box, then the focus, so the next key lands after them. Read at
    // render, a key typed before this effect would be lost; set in state only, one typed before the re-render
    // would replace them.
    // Null when already taken: React's strict mode runs this effect twice in development.
    const typed = takeTypedAhead()
    if (typed !== null) {
      if (input.current) input.current.value = typed
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the capture must end where the focus moves
      setQuery(typed)
    }
    input.current?.focus()
    loadEngine(router.basePath).then(
      (loaded) => setEngine({ status: 'ready', engine: loaded }),
      () => setEngine({ status: 'error' })
    )
  }, [router.basePath, takeTypedAhead])

  useEffect(() => {
    if (engine.status !== 'ready' || !query.trim()) return
    let current = true
    const asked = query.trim()
    engine.engine.search(asked, section).then((next) => {
      if (!current) return
      setAnswer({ query: asked, answer: next })
      setPages(next.pages)
      setActive(0)
    })
    return () => {
      current = false
    }
  }, [engine, query, section])

  const answer = latest?.answer
  // The answer shown now: more pages of an answer that a newer query has replaced are not added to it.
  const shownAnswer = useRef(answer)
  useEffect(() => {
    shownAnswer.current = answer
  }, [answer])
  // An empty box lists the pages last opened from the search.
  const recentShown = !answer && !query.trim() && recent.length > 0
  const options = useMemo<Option[]>(() => {
    if (answer)
      return pages.flatMap((page, at) => {
        const someWords = at >= answer.allWords
        return [{ url: page.url, page, someWords }, ...page.sections.map((heading) => ({ url: heading.url, page, heading, someWords }))]
      })
    return recentShown ? recent.map((page) => ({ url: page.url, page: { ...page, excerpt: [], sections: [] } })) : []
  }, [answer, pages, recent, recentShown])
  const optionId = (index: number) => `${id}-option-${index}`

  // Only the first result's page is fetched ahead: the one Enter opens.
  const first = options[0]?.url
  useEffect(() => {
    if (first) void router.prefetch(pageHref(first, '/').path).catch(() => {})
  }, [first, router])

  const remember = (option: Option) => {
    const storage = localStore()
    if (storage) rememberPage(storage, option.page)
  }

  const open = (option: Option) => {
    remember(option)
    onClose(false)
    void router.push(pageHref(option.url, '/').path)
  }

  const move = (to: number) => {
    if (!options.length) return
    const next = (to + options.length) % options.length
    setActive(next)
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose(true)
    } else if (event.key === 'Tab') trapFocus(event, dialog.current)
    else if (event.target !== input.current) return
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(active + (event.key === 'ArrowDown' ? 1 : -1))
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault()
      open(options[active])
    }
  }

  const sections = answer ? sectionOrder(answer.sections) : []
  const listboxId = `${id}-listbox`
  // A labelled part at the list's end: the recent pages, or the pages with some of the words after those with all
  // of them (when none has all of them, the status says so and the list has no part).
  const someWordsFrom = options.findIndex((option) => option.someWords)
  const part = recentShown
    ? { from: 0, label: 'Recent pages', name: 'Recent pages' }
    : someWordsFrom > 0
      ? { from: someWordsFrom, label: 'With some of the words', name: 'Pages with some of the words' }
      : undefined
  const renderOption = (option: Option, index: number) => (
    <a
      key={option.url}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      tabIndex={-1}
      href={pageHref(option.url, '/').href}
      className={cn('vnv-search-hit', option.heading && 'vnv-search-hit--heading', index === active && 'vnv-search-hit--active')}
      onMouseMove={() => index === active || setActive(index)}
      onClick={(event) => {
        if (opensElsewhere(event, event.currentTarget)) {
          remember(option)
          return
        }
        event.preventDefault()
        open(option)
      }}
    >
      {option.heading ? <HeadingHit heading={option.heading} /> : <PageHitView page={option.page} />}
    </a>
  )
  return (
    <div className="vnv-search-dialog__backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose(true)}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        className="vnv-search-dialog"
        onKeyDown={onKeyDown}
      >
        <div className="vnv-search-dialog__bar">
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label="Search the documentation"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={options.length ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={placeholder}
            className="vnv-search-dialog__input"
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value)
              // An emptied box forgets the last answer: a deleted query's results never show again under the next one.
              if (!event.currentTarget.value.trim()) setAnswer(undefined)
            }}
          />
          <button type="button" className="vnv-search-dialog__close" onClick={() => onClose(true)}>
            <span className="vnv-sr-only">Close search</span>
            {/* Keyboards close with Escape; touch screens read a word. */}
            <kbd aria-hidden="true" className="vnv-search-dialog__close-key vnv-keyboard-hint">
              Esc
            </kbd>
            <span aria-hidden="true" className="vnv-search-dialog__close-word">
              Close
            </span>
          </button>
        </div>
        {sections.length > 1 && (
          <div role="group" aria-label="Filter by section" className="vnv-search-dialog__filters">
            <FilterButton label="All" pressed={!section} onPress={() => setSection(undefined)} />
            {sections.map((name) => (
              <FilterButton
                key={name}
                label={name}
                pressed={section === name}
                onPress={() => setSection(section === name ? undefined : name)}
              />
            ))}
          </div>
        )}
        <p role="status" className="vnv-search-dialog__status">
          {statusText(engine.status, answer ? latest!.query : query, answer)}
        </p>
        {/* Out of the Tab order, which Chromium gives a scrolling box: the keys that move in it are the box's. */}
        <div id={listboxId} role="listbox" aria-label="Search results" className="vnv-search-dialog__results" tabIndex={-1}>
          {options.slice(0, part?.from).map(renderOption)}
          {part && (
            <>
              <p aria-hidden="true" className="vnv-search-dialog__part">
                {part.label}
              </p>
              <div role="group" aria-label={part.name}>
                {options.slice(part.from).map((option, index) => renderOption(option, part.from + index))}
              </div>
            </>
          )}
        </div>
        {recentShown && (
          <button
            type="button"
            className="vnv-search-dialog__more"
            onClick={() => {
              const storage = localStore()
              if (storage) forgetPages(storage)
              setRecent([])
              input.current?.focus()
            }}
          >
            Clear recent pages
          </button>
        )}
        {answer && pages.length < answer.total && (
          <button
            type="button"
            className="vnv-search-dialog__more"
            onClick={() => {
              const firstNew = options.length
              void answer.more(pages.length).then((next) => {
                if (shownAnswer.current !== answer) return
                flushSync(() => {
                  setPages((shown) => [...shown, ...next])
                  setActive(firstNew)
                })
                // The new results come into sight, the first at the list's top; the button goes once every
                // result shows, so the focus stays in the dialog, on the first new result.
                document.getElementById(optionId(firstNew))?.scrollIntoView?.({ block: 'start' })
                input.current?.focus()
              })
            }}
          >
            Show more results ({answer.total - pages.length} more)
          </button>
        )}
        <p className="vnv-search-dialog__keys vnv-keyboard-hint" aria-hidden="true">
          <kbd>↑</kbd>
          <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
        </p>
      </div>
    </div>
  )
}

function statusText(status: EngineState['status'], query: string, answer: Answer | undefined): string {
  if (status === 'error')
    return process.env.NODE_ENV === 'development'
      ? 'npm run dev searches the index of the last build, and there is none: run npm run build once.'
      : 'The search index could not be loaded. Check the connection and reopen search.'
  if (!query.trim()) return 'Search the guides, the packages, the REST reference and the blog.'
  if (status === 'loading' || !answer) return 'Loading…'
  if (!answer.total) return `No results for “${query.trim()}”.`
  const asked = answer.corrected ?? query.trim()
  const more = answer.total - answer.allWords
  const found = !answer.allWords
    ? `No page has all of “${asked}”. Showing ${pageCount(answer.total)} with some of its words.`
    : `${pageCount(answer.allWords)} found for “${asked}”${more ? `, ${more} more with some of its words` : ''}.`
  return answer.corrected ? `No page has “${query.trim()}”. ${found}` : found
}

const pageCount = (pages: number) => count(pages, 'page')

function FilterButton(props: { label: string; pressed: boolean; onPress: () => void }) {
  return (
    <button type="button" aria-pressed={props.pressed} className="vnv-search-dialog__filter" onClick={props.onPress}>
      {props.label}
    </button>
  )
}

function PageHitView({ page }: { page: PageHit }) {
  return (
    <>
      <span className="vnv-search-hit__trail">{trailOf(page)}</span>
      <span className="vnv-search-hit__title">
        {page.method && <MethodBadge method={page.method.toLowerCase()} />} {page.title}
      </span>
      <Excerpt segments={page.excerpt} />
    </>
  )
}

function HeadingHit({ heading }: { heading: PageHit['sections'][number] }) {
  return (
    <>
      <span className="vnv-search-hit__title">{heading.title}</span>
      <Excerpt segments={heading.excerpt} />
    </>
  )
}

/** The page's text around the match, matched words marked. Text only: it comes from the pages, specs included. */
function Excerpt({ segments }: { segments: Segment[] }) {
  return (
    <span className="vnv-search-hit__excerpt">
      {segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text))}
    </span>
  )
}
