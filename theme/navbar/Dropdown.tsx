import cn from 'clsx'
import { useCallback, useId, useRef, useState, type ReactNode } from 'react'
import { useDismissOutside } from '@/theme/hooks/use-dismiss-outside'
import { NavLink } from './NavLink'

interface DropdownLink {
  key: string
  label: ReactNode
  /** Internal path (client navigation) */
  to?: string
  /** External URL (new tab) */
  href?: string
  /** Plain same-tab URL, used when query and hash must be kept verbatim */
  rawHref?: string
  active?: boolean
  onClick?: () => void
  lang?: string
}

interface DropdownProps {
  label: ReactNode
  /** Accessible name when the label is an icon or abbreviation */
  ariaLabel?: string
  items: DropdownLink[]
  mobile?: boolean
  className?: string
  /** Highlight the toggle when it holds the current page (off for locale and version pickers). */
  highlightActive?: boolean
}

function DropdownEntry({ item, onNavigate }: { item: DropdownLink; onNavigate: () => void }) {
  const handle = () => {
    item.onClick?.()
    onNavigate()
  }
  if (item.rawHref)
    return (
      <a
        href={item.rawHref}
        lang={item.lang}
        className={cn('vnv-navlink', item.active && 'vnv-navlink--active')}
        aria-current={item.active ? 'true' : undefined}
        onClick={handle}
      >
        {item.label}
      </a>
    )
  return (
    <NavLink to={item.to} href={item.href} active={item.active} onClick={handle}>
      {item.label}
    </NavLink>
  )
}

/**
 * Desktop: a disclosure menu that opens on click, Enter or Space and closes on
 * Escape, a press or touch outside, or when focus leaves it.
 * Mobile (side menu): a collapsible list, collapsed unless it holds the current page.
 */
export function Dropdown({ label, ariaLabel, items, mobile, className, highlightActive = true }: DropdownProps) {
  const containsActive = items.some((item) => item.active)
  const [open, setOpen] = useState(mobile ? containsActive : false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  const close = useCallback(() => setOpen(false), [])
  useDismissOutside(rootRef, !mobile && open, close)

  return (
    <div
      ref={rootRef}
      className={cn('vnv-dropdown', mobile && 'vnv-dropdown--mobile', open && 'vnv-dropdown--open', className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cn('vnv-navlink vnv-dropdown__toggle', highlightActive && containsActive && 'vnv-navlink--active')}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <svg className="vnv-dropdown__caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={menuId} className="vnv-dropdown__menu" hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <DropdownEntry item={item} onNavigate={() => !mobile && setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  )
}
