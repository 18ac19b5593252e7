/**
 * Tabs for MDX pages and the REST reference (`<Tabs items={[…]}><Tabs.Tab>…`):
 * the WAI-ARIA tabs pattern with automatic activation; arrows wrap, Home and
 * End jump to the ends. Every panel is in the HTML, so all of them read without
 * JavaScript and search engines see them. The others are hidden by a class, not
 * `hidden`: reader views, which some AI assistants read pages through, drop
 * `hidden` elements, and with them the REST pages' JavaScript and Python samples.
 * Tabs given a `storageKey` remember the reader's choice by its label: every set
 * with that key, on this page and the next, opens on it when it has that label.
 */
import { Children, isValidElement, useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { STORAGE_KEYS } from '@/config/constants'
import { useStoredValue, writeStorage } from '@/theme/hooks/use-stored-value'
import { fadeAttributes, useHiddenSides } from './scroll-fade'

const storageName = (key: string) => STORAGE_KEYS.tabsPrefix + key

interface TabsProps {
  items: ReactNode[]
  defaultIndex?: number
  /** Tab sets with the same key share the reader's choice (a label), kept in local storage. */
  storageKey?: string
  children: ReactNode
}

export function Tabs({ items, defaultIndex = 0, storageKey, children }: TabsProps) {
  // This set's own pick: without a storage key, or when storage refused it (the stored label must not win then).
  const [picked, setPicked] = useState<number>()
  const readStored = useCallback((storage: Storage) => (storageKey ? storage.getItem(storageName(storageKey)) : null), [storageKey])
  const stored = items.indexOf(useStoredValue(readStored, null))
  const selected = picked ?? (stored >= 0 ? stored : defaultIndex)
  const baseId = useId()
  const tablist = useRef<HTMLDivElement>(null)
  // On a phone a row of tabs can be wider than the page: it scrolls, and fades where tabs are hidden.
  const hidden = useHiddenSides(tablist)
  const panels = Children.toArray(children).filter(isValidElement)
  const tabId = (index: number) => `${baseId}-tab-${index}`
  const panelId = (index: number) => `${baseId}-panel-${index}`

  /** Selects a tab and scrolls the row to show it whole: a row wider than a phone hides some tabs in part. */
  const choose = (index: number, tab: HTMLElement) => {
    const label = items[index]
    // Stored, the choice is every set's with this key; refused (private mode, full), this set's only.
    const kept = storageKey && typeof label === 'string' && writeStorage((storage) => storage.setItem(storageName(storageKey), label))
    setPicked(kept ? undefined : index)
    tab.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1
    const target = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const tab = tablist.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]
    if (!tab) return
    // Focus alone leaves a partly hidden tab as it is (Chromium).
    tab.focus()
    choose(target, tab)
  }

  return (
    <div className="vnv-tabs">
      <div className="vnv-scroll-fade" {...fadeAttributes(hidden)}>
        <div ref={tablist} role="tablist" aria-orientation="horizontal" className="vnv-tabs__list">
          {items.map((item, index) => (
            <button
              key={index}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-controls={panelId(index)}
              aria-selected={index === selected}
              tabIndex={index === selected ? 0 : -1}
              className="vnv-tabs__tab"
              onClick={(event) => choose(index, event.currentTarget)}
              onKeyDown={onKeyDown}
            >
              {item}
            </button>
          ))}
        </div>
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          // Without JavaScript every panel shows, headed by this (theme/chrome/no-script.ts).
          data-tab={typeof items[index] === 'string' ? items[index] : undefined}
          className={index === selected ? 'vnv-tabs__panel' : 'vnv-tabs__panel vnv-tabs__panel--other'}
        >
          {panel}
        </div>
      ))}
    </div>
  )
}

/** One panel's content; `Tabs` gives it its place and visibility. */
function Tab({ children }: { children: ReactNode }) {
  return <>{children}</>
}

Tabs.Tab = Tab
