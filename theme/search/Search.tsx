/**
 * The navbar's search box: a WAI-ARIA combobox (list autocomplete) over
 * Nextra's search index. The index, the ranking and the result options
 * (results.tsx) are fetched the first time the box gets focus, so no page pays
 * for search until a reader uses it.
 * "/" focuses the box.
 */
import cn from 'clsx'
import { useRouter } from 'next/router'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { pageHref } from '@/theme/link/href'
import type { SearchIndexFile, SearchResult } from './rank'

/** Nextra writes one index per locale; this site has one locale, Nextra's default key. */
const INDEX_FILE = '/_next/static/chunks/nextra-data-en-US.json'

/** The loaded index, ready to query, and what lists its results. */
interface Engine {
  search: (query: string) => SearchResult[]
  Options: (typeof import('./results'))['ResultOptions']
}

async function fetchIndex(basePath: string): Promise<SearchIndexFile> {
  const response = await fetch(basePath + INDEX_FILE)
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`)
  return response.json() as Promise<SearchIndexFile>
}

/** One load per base path, shared by every box on the page; a failed load is forgotten, so focus retries. */
const engines = new Map<string, Promise<Engine>>()
function loadEngine(basePath: string): Promise<Engine> {
  let engine = engines.get(basePath)
  if (!engine) {
    engine = Promise.all([fetchIndex(basePath), import(/* webpackChunkName: "search-rank" */ './results')]).then(
      ([file, { search, sectionsOf, ResultOptions }]) => {
        const sections = sectionsOf(file)
        return { search: (query: string) => search(sections, query), Options: ResultOptions }
      }
    )
    engines.set(basePath, engine)
    engine.catch(() => engines.delete(basePath))
  }
  return engine
}

/** The index as the box knows it: only a ready index holds an engine. */
type IndexState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; engine: Engine }

export function Search({ placeholder, className }: { placeholder: string; className?: string }) {
  const router = useRouter()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const [index, setIndex] = useState<IndexState>({ status: 'idle' })
  const input = useRef<HTMLInputElement>(null)
  const listbox = useRef<HTMLDivElement>(null)
  const id = useId()

  const results: SearchResult[] = useMemo(() => (index.status === 'ready' ? index.engine.search(query) : []), [index, query])
  const showPanel = open && query.trim() !== ''
  const optionId = (index: number) => `${id}-option-${index}`

  // "/" anywhere outside a text field jumps to the search box.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return
      if (!input.current || input.current.offsetParent === null) return
      event.preventDefault()
      input.current.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const load = () => {
    if (index.status === 'ready' || index.status === 'loading') return
    setIndex({ status: 'loading' })
    loadEngine(router.basePath).then(
      (engine) => setIndex({ status: 'ready', engine }),
      () => setIndex({ status: 'error' })
    )
  }

  const go = (result: SearchResult) => {
    setOpen(false)
    setQuery('')
    input.current?.blur()
    void router.push(pageHref(result.url, '/').path)
  }

  const move = (step: 1 | -1) => {
    if (!results.length) return
    const next = (active + step + results.length) % results.length
    setActive(next)
    // By id, not a CSS selector: ids from useId hold characters a selector would need escaped.
    listbox.current?.ownerDocument.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        if (showPanel) move(event.key === 'ArrowDown' ? 1 : -1)
        else {
          // Reopened: the best match leads again.
          setActive(0)
          setOpen(true)
        }
        break
      case 'Enter':
        if (showPanel && results[active]) {
          event.preventDefault()
          go(results[active])
        }
        break
      case 'Escape':
        if (showPanel) {
          event.preventDefault()
          setOpen(false)
        } else input.current?.blur()
        break
    }
  }

  const hasOptions = showPanel && results.length > 0
  return (
    <div className={cn('vnv-search', className)}>
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Search the documentation"
        aria-autocomplete="list"
        aria-expanded={hasOptions}
        aria-controls={hasOptions ? `${id}-listbox` : undefined}
        aria-activedescendant={hasOptions ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={query}
        className="vnv-search__input"
        onFocus={load}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.currentTarget.value)
          setActive(0)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className="vnv-search__shortcut" aria-hidden="true">
        /
      </kbd>
      {showPanel &&
        (hasOptions ? (
          <div
            ref={listbox}
            id={`${id}-listbox`}
            role="listbox"
            aria-label="Search results"
            className="vnv-search__results"
            // Keep the focus in the box while a result is clicked.
            onMouseDown={(event) => event.preventDefault()}
          >
            {index.status === 'ready' && (
              <index.engine.Options results={results} active={active} optionId={optionId} onActivate={setActive} onPick={go} />
            )}
          </div>
        ) : (
          <div role="status" className="vnv-search__results vnv-search__results--message">
            {index.status === 'error'
              ? 'The search index could not be loaded.'
              : index.status === 'ready'
                ? 'No results found.'
                : 'Loading…'}
          </div>
        ))}
    </div>
  )
}
