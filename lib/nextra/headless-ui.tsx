/**
 * What nextra 3.3.1 and nextra-theme-docs 3.3.1 import from `@headlessui/react`
 * in the code every page runs, for this site.
 *
 * Why: the theme imports Headless UI's Combobox (search), Listbox (theme and
 * locale select) and Menu (its navbar), and nextra its Button (code blocks'
 * copy and word-wrap buttons). With floating-ui, react-aria and tanstack-virtual
 * they were over 50 kB gzip in `_app`, a quarter of every page's JavaScript
 * (`npm run bench`). This site renders only the search box, the buttons and
 * nextra's Tabs: its navbar and colour toggle are its own and it has one locale.
 * So the search gets the small combobox below, following the WAI-ARIA combobox
 * pattern (list autocomplete), the buttons a plain button, the tabs the WAI-ARIA
 * tabs pattern (in headless-ui-tabs.tsx, so only pages with tabs load them), and
 * the others fail loudly if a configuration change ever renders them.
 * `lib/nextra/lean-theme-imports.cjs` points the imports here.
 *
 * Only the props nextra and its theme pass are supported (see their `Search`, `Button` and `Tabs`).
 */
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ElementType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode
} from 'react'

export type ClassName<State> = string | ((state: State) => string)
export const classFor = <State,>(className: ClassName<State> | undefined, state: State) =>
  typeof className === 'function' ? className(state) : className

interface ComboboxState {
  open: boolean
  setOpen: (open: boolean) => void
  listboxId: string
  /** DOM id of the highlighted option, or null. */
  activeId: string | null
  /** Highlights an option: chosen by the reader (arrow keys, pointer) or not (the first result after typing). */
  setActiveId: (id: string | null, byReader?: boolean) => void
  /** True until the reader moves the highlight after typing: the first result stays highlighted as results change. */
  followsFirst: React.MutableRefObject<boolean>
  /** Option values by DOM id, filled as the options mount. */
  values: Map<string, unknown>
  select: (value: unknown) => void
  listbox: React.RefObject<HTMLDivElement>
}

const ComboboxContext = createContext<ComboboxState | null>(null)

function useCombobox(part: string): ComboboxState {
  const state = useContext(ComboboxContext)
  if (!state) throw new Error(`<${part}> must be inside <Combobox> (lib/nextra/headless-ui.tsx)`)
  return state
}

const optionsOf = (listbox: HTMLElement | null): HTMLElement[] =>
  listbox ? Array.from(listbox.querySelectorAll<HTMLElement>('[role="option"]')) : []

export function Combobox({ onChange, children }: { onChange: (value: unknown) => void; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [activeId, setActiveIdState] = useState<string | null>(null)
  const followsFirst = useRef(true)
  const setActiveId = useCallback((id: string | null, byReader = false) => {
    if (byReader) followsFirst.current = false
    setActiveIdState(id)
  }, [])
  const listboxId = useId()
  const values = useRef(new Map<string, unknown>()).current
  const listbox = useRef<HTMLDivElement>(null)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

  const select = useCallback((value: unknown) => {
    setOpen(false)
    setActiveId(null)
    onChangeRef.current(value)
  }, [setActiveId])

  const state = useMemo(
    () => ({ open, setOpen, listboxId, activeId, setActiveId, followsFirst, values, select, listbox }),
    [open, listboxId, activeId, setActiveId, values, select]
  )
  return (
    <ComboboxContext.Provider value={state}>
      <div className="vnv-combobox">{children}</div>
    </ComboboxContext.Provider>
  )
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  className?: ClassName<{ focus: boolean; open: boolean }>
}

export const ComboboxInput = forwardRef<HTMLInputElement, InputProps>(function ComboboxInput(
  { className, onChange, onFocus, onBlur, onKeyDown, ...rest },
  ref
) {
  const { open, setOpen, listboxId, activeId, setActiveId, followsFirst, values, select, listbox } = useCombobox('ComboboxInput')
  const [focus, setFocus] = useState(false)

  const move = (step: 1 | -1) => {
    const options = optionsOf(listbox.current)
    if (!options.length) return
    const index = options.findIndex((option) => option.id === activeId)
    const next = index === -1 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length
    setActiveId(options[next].id, true)
    options[next].scrollIntoView?.({ block: 'nearest' })
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented || event.nativeEvent.isComposing) return
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        if (open) move(event.key === 'ArrowDown' ? 1 : -1)
        else setOpen(true)
        break
      case 'Enter':
        if (open && activeId && values.has(activeId)) {
          event.preventDefault()
          select(values.get(activeId))
        }
        break
      case 'Escape':
        if (open) {
          event.preventDefault()
          setOpen(false)
        }
        break
    }
  }

  return (
    <input
      {...rest}
      ref={ref}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={open}
      aria-controls={open ? listboxId : undefined}
      aria-activedescendant={open && activeId ? activeId : undefined}
      className={classFor(className, { focus, open })}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        followsFirst.current = true
        setOpen(true)
        onChange?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setFocus(true)
        onFocus?.(event)
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setFocus(false)
        // Clicks inside the list keep the focus here (see ComboboxOptions), so a blur means the reader left.
        setOpen(false)
        onBlur?.(event)
      }}
      onKeyDown={handleKeyDown}
    />
  )
})

interface OptionsProps {
  className?: ClassName<{ open: boolean }>
  children?: ReactNode
  /** Headless UI's positioning and transition options: positioned by CSS here (styles/site.css, .vnv-combobox). */
  anchor?: unknown
  transition?: boolean
}

export function ComboboxOptions({ className, children }: OptionsProps) {
  const { open, listboxId, activeId, setActiveId, followsFirst, listbox } = useCombobox('ComboboxOptions')
  // Without results the panel holds a message (loading, none found, error): a live status, not a list.
  const [hasOptions, setHasOptions] = useState(false)

  // After typing, the first result is highlighted (so Enter opens the best match) until the reader
  // moves the highlight; a highlighted result that disappears hands over to the first one.
  useEffect(() => {
    if (!open) return
    const options = optionsOf(listbox.current)
    setHasOptions(options.length > 0)
    const first = options[0]?.id ?? null
    if (followsFirst.current ? activeId !== first : !options.some((option) => option.id === activeId)) setActiveId(first)
  }, [open, children, activeId, setActiveId, followsFirst, listbox])

  if (!open) return null
  return (
    <div
      ref={listbox}
      id={listboxId}
      {...(hasOptions ? { role: 'listbox', 'aria-label': 'Search results' } : { role: 'status' })}
      className={classFor(className, { open })}
      // Keep the focus in the input while a result is clicked.
      onMouseDown={(event) => event.preventDefault()}
    >
      {children}
    </div>
  )
}

type OptionProps = {
  as?: ElementType
  value: unknown
  className?: ClassName<{ focus: boolean }>
  children?: ReactNode
  href?: string
}

export function ComboboxOption({ as: Element = 'div', value, className, children, ...rest }: OptionProps) {
  const { activeId, setActiveId, values, select } = useCombobox('ComboboxOption')
  const id = useId()
  // Registered after commit, before any key or click can select it.
  useEffect(() => {
    values.set(id, value)
    return () => void values.delete(id)
  }, [values, id, value])
  const focus = activeId === id

  return (
    <Element
      {...rest}
      id={id}
      role="option"
      aria-selected={focus}
      tabIndex={-1}
      className={classFor(className, { focus })}
      onMouseMove={() => focus || setActiveId(id, true)}
      onClick={(event: MouseEvent) => {
        // Modified clicks keep the browser's behaviour (open in a new tab or window).
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
        event.preventDefault()
        select(value)
      }}
    >
      {children}
    </Element>
  )
}

type ButtonProps = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  className?: ClassName<{ focus: boolean }>
}

/**
 * nextra's Button (code blocks' copy and word-wrap buttons): a plain button whose class
 * knows whether it has keyboard focus, the one state nextra 3.3.1 styles.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, type = 'button', onFocus, onBlur, ...rest },
  ref
) {
  const [focus, setFocus] = useState(false)
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classFor(className, { focus })}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        setFocus(focusVisible(event.currentTarget))
        onFocus?.(event)
      }}
      onBlur={(event: FocusEvent<HTMLButtonElement>) => {
        setFocus(false)
        onBlur?.(event)
      }}
    />
  )
})

/** Keyboard focus (the browser's :focus-visible); true where the selector is unknown. */
export function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

/** The theme's Select and Navbar use these; this site renders neither. */
function notBundled(name: string) {
  function NotBundled(): never {
    throw new Error(
      `<${name}> from @headlessui/react is not bundled: this site renders only nextra-theme-docs' search ` +
        '(its own navbar and colour toggle replace the theme\'s, and it has one locale). ' +
        'To use the theme\'s navbar, theme switch or locale switch, remove lib/nextra/lean-theme-imports.cjs from next.config.mjs.'
    )
  }
  NotBundled.displayName = name
  return NotBundled
}

export const Listbox = notBundled('Listbox')
export const ListboxButton = notBundled('ListboxButton')
export const ListboxOption = notBundled('ListboxOption')
export const ListboxOptions = notBundled('ListboxOptions')
export const Menu = notBundled('Menu')
export const MenuButton = notBundled('MenuButton')
export const MenuItem = notBundled('MenuItem')
export const MenuItems = notBundled('MenuItems')
