import cn from 'clsx'
import NextLink from 'next/link'
import { useConfig } from 'nextra-theme-docs'
import { useState } from 'react'
import { isRouteWithin, type TreeItem } from '@/lib/page-tree'
import { useCurrentRoute } from '@/lib/hooks/use-current-route'

/**
 * The pages of the current docs section, as Nextra's sidebar shows them on
 * desktop; empty on pages without a sidebar (home, blog, 404), whose mobile
 * menu opens on the main menu.
 */
export function useCurrentSidebar(): TreeItem[] {
  const { docsDirectories, activeThemeContext } = useConfig().normalizePagesResult as unknown as {
    docsDirectories: TreeItem[]
    activeThemeContext: { sidebar?: boolean; layout?: string }
  }
  if (activeThemeContext.sidebar === false || activeThemeContext.layout === 'full') return []
  return docsDirectories.filter((item) => item.isUnderCurrentDocsTree && item.display !== 'hidden')
}

function TreeNode({ item, route, onNavigate }: { item: TreeItem; route: string; onNavigate: () => void }) {
  const children = (item.children ?? []).filter((child) => child.display !== 'hidden')
  const containsActive = Boolean(item.route && isRouteWithin(route, item.route))
  const [open, setOpen] = useState(containsActive)
  if (item.type === 'separator') return <li className="vnv-tree__separator">{item.title}</li>
  const link = item.route && (children.length === 0 || item.withIndexPage) && (
    <NextLink
      href={item.href ?? item.route}
      className={cn('vnv-navlink', route === item.route && 'vnv-navlink--active')}
      aria-current={route === item.route ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.title ?? item.name}
    </NextLink>
  )
  if (children.length === 0) return <li>{link}</li>
  return (
    <li className="vnv-tree__folder">
      <div className="vnv-tree__row">
        {link || (
          <button type="button" className="vnv-navlink vnv-tree__folder-button" aria-expanded={open} onClick={() => setOpen(!open)}>
            {item.title ?? item.name}
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
        )}
        {link && (
          <button
            type="button"
            className="vnv-tree__toggle"
            aria-expanded={open}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${item.title ?? item.name}`}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
        )}
      </div>
      {open && (
        <ul className="vnv-tree">
          {children.map((child) => (
            <TreeNode key={child.name} item={child} route={route} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  )
}

export function DocSidebarTree({ items, onNavigate }: { items: TreeItem[]; onNavigate: () => void }) {
  const route = useCurrentRoute()
  return (
    <ul className="vnv-tree">
      {items.map((item) => (
        <TreeNode key={item.name} item={item} route={route} onNavigate={onNavigate} />
      ))}
    </ul>
  )
}
