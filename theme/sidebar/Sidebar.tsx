/**
 * The docs sidebar of a section, on desktop beside the page and on phones in
 * the side menu: one component for both. It cannot be hidden and opening a
 * folder never closes another. The folders on the current page's path start
 * open; the others keep their links out of the page until a reader opens them.
 */
import cn from 'clsx'
import { SiteLink } from '@/theme/link/SiteLink'
import { useEffect, useId, useRef, useState } from 'react'
import type { SidebarEntry } from '@/lib/navigation/types'
import { usePage } from '../page-context'
import { useFolderEntries } from './use-folder-entries'
import { showInFrame } from '@/theme/chrome/show-in-frame'

interface EntryProps {
  entry: SidebarEntry
  route: string
  onNavigate?: () => void
}

/**
 * Drawn by the stylesheet, turned by its button's aria-expanded: a section shows every one of its
 * folders, and an inline icon made each of them cost its path again in the page's HTML.
 */
const chevron = <span className="vnv-sidebar__chevron" aria-hidden="true" />

function EntryLink({ entry, route, onNavigate }: EntryProps) {
  if (entry.external) {
    return (
      <a href={entry.route} className="vnv-sidebar__link" target="_blank" rel="noopener noreferrer">
        {entry.title}
      </a>
    )
  }
  const active = entry.route === route
  const { badge } = entry
  return (
    <SiteLink
      href={entry.route!}
      className={cn('vnv-sidebar__link', active && 'vnv-sidebar__link--active')}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {badge ? (
        <>
          <span className={cn('vnv-sidebar__badge', badge.tone && `vnv-sidebar__badge--${badge.tone}`)}>
            {badge.label ? (
              <>
                <span aria-hidden="true">{badge.text}</span>
                <span className="vnv-sr-only">{badge.label}</span>
              </>
            ) : (
              badge.text
            )}
          </span>
          <span className="vnv-sidebar__title">{entry.title}</span>
        </>
      ) : (
        entry.title
      )}
    </SiteLink>
  )
}

function Folder({ entry, route, onNavigate }: EntryProps) {
  const [open, setOpen] = useState(Boolean(entry.children))
  // A navigation onto this folder's path opens it; leaving the path leaves it as the reader set it.
  const [pathChildren, setPathChildren] = useState(entry.children)
  if (entry.children !== pathChildren) {
    setPathChildren(entry.children)
    if (entry.children) setOpen(true)
  }
  const { entries, failed } = useFolderEntries(entry.folder!, entry.children, open)
  const listId = useId()
  const toggle = () => setOpen(!open)
  return (
    <li className={cn('vnv-sidebar__folder', open && 'vnv-sidebar__folder--open')} data-folder={entry.folder}>
      <div className="vnv-sidebar__row">
        {entry.route ? (
          <>
            <EntryLink entry={entry} route={route} onNavigate={onNavigate} />
            <button
              type="button"
              className="vnv-sidebar__toggle"
              aria-expanded={open}
              aria-controls={listId}
              aria-label={`${open ? 'Collapse' : 'Expand'} ${entry.title}`}
              onClick={toggle}
            >
              {chevron}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="vnv-sidebar__link vnv-sidebar__folder-button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={toggle}
          >
            {entry.title}
            {chevron}
          </button>
        )}
      </div>
      <div id={listId} hidden={!open}>
        {entries ? (
          <SidebarList entries={entries} route={route} onNavigate={onNavigate} />
        ) : (
          open && (
            <p className="vnv-sidebar__status">{failed ? 'These pages could not be loaded. Reload the page to try again.' : 'Loading…'}</p>
          )
        )}
      </div>
    </li>
  )
}

function SidebarList({ entries, route, onNavigate }: { entries: SidebarEntry[]; route: string; onNavigate?: () => void }) {
  return (
    <ul className="vnv-sidebar__list">
      {entries.map((entry, index) =>
        entry.separator ? (
          <li key={`separator-${index}`} className="vnv-sidebar__separator">
            {entry.title}
          </li>
        ) : entry.folder ? (
          <Folder key={entry.folder} entry={entry} route={route} onNavigate={onNavigate} />
        ) : (
          <li key={entry.route}>
            <EntryLink entry={entry} route={route} onNavigate={onNavigate} />
          </li>
        )
      )}
    </ul>
  )
}

export function Sidebar({ entries, onNavigate }: { entries: SidebarEntry[]; onNavigate?: () => void }) {
  const { route } = usePage()
  const nav = useRef<HTMLElement>(null)
  useEffect(() => {
    // In a long section (the REST reference, the elements) the current page's link can start below the fold.
    showInFrame(nav.current?.querySelector('[aria-current="page"]') ?? null)
  }, [route])
  return (
    <nav ref={nav} className="vnv-sidebar" aria-label="Docs sidebar">
      <SidebarList entries={entries} route={route} onNavigate={onNavigate} />
    </nav>
  )
}
