import cn from 'clsx'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { siteConfig } from '@/generated/config/site'
import { useNavbar } from './context'
import { ColorModeToggle } from '@/theme/color-mode/ColorModeToggle'
import { usePage } from '@/theme/page-context'
import { Sidebar } from '@/theme/sidebar/Sidebar'
import { NavbarBrand } from './NavbarBrand'
import { NavbarItem, NavbarItemBoundary } from './NavbarItem'
import { CloseIcon } from '@/theme/chrome/CloseIcon'
import { trapFocus } from '@/lib/client/trap-focus'

/**
 * The side menu of narrow viewports. Primary menu: the navbar items.
 * Secondary menu: the current docs section's sidebar, shown first on docs
 * pages, with a button back to the primary menu.
 */
export function MobileMenu() {
  const { setMobileMenuOpen } = useNavbar()
  const sidebar = usePage().navigation.sidebar ?? []
  const [showSecondary, setShowSecondary] = useState(sidebar.length > 0)
  const panelRef = useRef<HTMLDivElement>(null)
  const mainMenu = useRef<HTMLElement>(null)
  const close = () => setMobileMenuOpen(false)
  // The back button hides with its panel: the focus goes to the main menu's first entry, not out of the dialog.
  const backToMainMenu = () => {
    flushSync(() => setShowSecondary(false))
    mainMenu.current?.querySelector<HTMLElement>('a, button')?.focus()
  }

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMobileMenuOpen(false)
    document.addEventListener('keydown', onKey)
    document.body.classList.add('vnv-scroll-locked')
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.classList.remove('vnv-scroll-locked')
    }
  }, [setMobileMenuOpen])

  return (
    <>
      <div className="vnv-sidemenu__backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={panelRef}
        className="vnv-sidemenu"
        role="dialog"
        aria-modal="true"
        aria-label="Site navigation"
        onKeyDown={(event) => trapFocus(event, panelRef.current)}
      >
        <div className="vnv-sidemenu__header">
          <NavbarBrand onNavigate={close} />
          <ColorModeToggle />
          <button type="button" className="vnv-icon-button" aria-label="Close navigation menu" onClick={close}>
            <CloseIcon size={20} />
          </button>
        </div>
        <div className={cn('vnv-sidemenu__panels', showSecondary && 'vnv-sidemenu__panels--secondary')}>
          <nav ref={mainMenu} className="vnv-sidemenu__panel" aria-label="Main menu" hidden={showSecondary}>
            <ul className="vnv-sidemenu__list">
              {siteConfig.navbar.items.map((item, index) =>
                item.type === 'html' || item.type === 'search' ? null : (
                  <li key={index}>
                    <NavbarItemBoundary index={index} item={item}>
                      <NavbarItem item={item} mobile onNavigate={close} />
                    </NavbarItemBoundary>
                  </li>
                )
              )}
            </ul>
          </nav>
          {sidebar.length > 0 && (
            <div className="vnv-sidemenu__panel" hidden={!showSecondary}>
              <button type="button" className="vnv-sidemenu__back" onClick={backToMainMenu}>
                ← Back to main menu
              </button>
              <Sidebar entries={sidebar} onNavigate={close} />
            </div>
          )}
        </div>
      </div>
    </>
  )
}
