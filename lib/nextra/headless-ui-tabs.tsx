/**
 * What nextra 3.3.1's Tabs import from `@headlessui/react`, for this site: see
 * headless-ui.tsx for why. A module of its own so that only the pages with tabs
 * (REST operations, some MDX pages) load it. `lib/nextra/lean-theme-imports.cjs`
 * points nextra's tabs here.
 */
import { Children, createContext, isValidElement, useContext, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { classFor, focusVisible, type ClassName } from './headless-ui'

interface TabsState {
  selectedIndex: number
  select: (index: number) => void
  baseId: string
  tabs: React.RefObject<HTMLDivElement>
}

const TabsContext = createContext<TabsState | null>(null)
/** The position of a tab among the tabs, or of a panel among the panels. */
const TabIndexContext = createContext(-1)

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext)
  if (!state) throw new Error(`<${part}> must be inside <TabGroup> (lib/nextra/headless-ui-tabs.tsx)`)
  return state
}

/** Gives each element child its position, in order: the nth tab controls the nth panel. */
function indexed(children: ReactNode): ReactNode {
  return Children.toArray(children)
    .filter(isValidElement)
    .map((child, index) => (
      <TabIndexContext.Provider key={child.key ?? index} value={index}>
        {child}
      </TabIndexContext.Provider>
    ))
}

/**
 * nextra's Tabs (code samples, media types, examples in MDX): the WAI-ARIA tabs
 * pattern with automatic activation. Every panel is in the HTML (hidden ones with
 * `hidden`), so all of them read without JavaScript and search engines see them.
 */
export function TabGroup({ selectedIndex, defaultIndex = 0, onChange, children }: {
  selectedIndex?: number
  defaultIndex?: number
  onChange?: (index: number) => void
  tabIndex?: number
  children: ReactNode
}) {
  const [ownIndex, setOwnIndex] = useState(defaultIndex)
  const current = selectedIndex ?? ownIndex
  const baseId = useId()
  const tabs = useRef<HTMLDivElement>(null)
  const state = useMemo<TabsState>(
    () => ({
      selectedIndex: current,
      select: (index) => {
        if (selectedIndex === undefined) setOwnIndex(index)
        onChange?.(index)
      },
      baseId,
      tabs
    }),
    [current, selectedIndex, onChange, baseId]
  )
  return (
    <TabsContext.Provider value={state}>
      <div>{children}</div>
    </TabsContext.Provider>
  )
}

export function TabList({ className, children }: { className?: ClassName<{ selectedIndex: number }>; children: ReactNode }) {
  const { selectedIndex, tabs } = useTabs('TabList')
  return (
    <div ref={tabs} role="tablist" aria-orientation="horizontal" className={classFor(className, { selectedIndex })}>
      {indexed(children)}
    </div>
  )
}

const tabId = (baseId: string, index: number) => `${baseId}tab-${index}`
const panelId = (baseId: string, index: number) => `${baseId}panel-${index}`

export function Tab({ disabled = false, className, children }: {
  disabled?: boolean
  className?: ClassName<{ selected: boolean; disabled: boolean; hover: boolean; focus: boolean }>
  children: ReactNode
}) {
  const { selectedIndex, select, baseId, tabs } = useTabs('Tab')
  const index = useContext(TabIndexContext)
  const selected = index === selectedIndex
  const [hover, setHover] = useState(false)
  const [focus, setFocus] = useState(false)
  /** Arrows (wrapping), Home and End move to another enabled tab and select it. */
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const all = [...(tabs.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])]
    const enabled = all.filter((tab) => !tab.disabled)
    const at = enabled.indexOf(event.currentTarget)
    const target = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1]
    }[event.key]
    if (!target) return
    event.preventDefault()
    target.focus()
    select(all.indexOf(target))
  }
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, index)}
      aria-controls={panelId(baseId, index)}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      className={classFor(className, { selected, disabled, hover, focus })}
      onClick={() => select(index)}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={(event) => setFocus(focusVisible(event.currentTarget))}
      onBlur={() => setFocus(false)}
    >
      {children}
    </button>
  )
}

export function TabPanels({ children }: { children: ReactNode }) {
  return <div>{indexed(children)}</div>
}

export function TabPanel({ className, children }: { unmount?: boolean; className?: ClassName<{ selected: boolean; focus: boolean }>; children: ReactNode }) {
  const { selectedIndex, baseId } = useTabs('TabPanel')
  const index = useContext(TabIndexContext)
  const selected = index === selectedIndex
  const [focus, setFocus] = useState(false)
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, index)}
      aria-labelledby={tabId(baseId, index)}
      tabIndex={selected ? 0 : -1}
      hidden={!selected}
      style={selected ? undefined : { display: 'none' }}
      className={classFor(className, { selected, focus })}
      onFocus={(event) => setFocus(event.target === event.currentTarget && focusVisible(event.currentTarget))}
      onBlur={() => setFocus(false)}
    >
      {children}
    </div>
  )
}
