import cn from 'clsx'
import { useRouter } from 'next/router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { DESKTOP_BREAKPOINT_PX } from '@/config/constants'
import { siteConfig } from '@/generated/config/site'
import { AnnouncementBar } from '@/theme/chrome/AnnouncementBar'
import { lazyPart } from '@/theme/chrome/lazy-part'
import { SkipToContent } from '@/theme/chrome/SkipToContent'
import { useMediaQuery } from '@/theme/hooks/use-media-query'
import { ColorModeToggle } from '@/theme/color-mode/ColorModeToggle'
import { NavbarProvider } from './context'
import { NavbarBrand } from './NavbarBrand'
import { NavbarItem, NavbarItemBoundary } from './NavbarItem'
import { useHideOnScroll } from './use-hide-on-scroll'

// Only narrow viewports open it, after a tap: its code loads then (1.2 KB gzip out of every page's first load).
const MobileMenu = lazyPart(() => import('./MobileMenu').then((m) => m.MobileMenu))

function Items({ position }: { position: 'left' | 'right' }) {
  return (
    <>
      {siteConfig.navbar.items.map((item, index) =>
        item.position === position ? (
          <NavbarItemBoundary key={index} index={index} item={item}>
            <NavbarItem item={item} mobile={false} />
          </NavbarItemBoundary>
        ) : null
      )}
    </>
  )
}

/**
 * The site chrome above every page: skip link, announcement bar and navbar.
 * The navbar shows the items of config/site.ts (nine item types); below
 * 996 px they move into a side menu, and `navbar.hideOnScroll` hides the bar
 * while the reader scrolls down.
 */
export function Navbar() {
  const { navbar, colorMode } = siteConfig
  const router = useRouter()
  const navRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false)
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`)
  const hidden = useHideOnScroll(navbar.hideOnScroll, navRef) && !mobileMenuOpen

  // The side menu belongs to narrow viewports: close it when the viewport becomes desktop…
  if (isDesktop && mobileMenuOpen) setMobileMenuOpen(false)
  // …and after every navigation.
  useEffect(() => {
    const close = () => setMobileMenuOpen(false)
    router.events.on('routeChangeStart', close)
    return () => router.events.off('routeChangeStart', close)
  }, [router.events])

  // Once the menu has closed, the focus goes back to the button that opened it, unless it went elsewhere
  // (after a link of the menu, the new page's title takes it: focus-after-navigation.ts).
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !mobileMenuOpen && document.activeElement === document.body) toggleRef.current?.focus()
    wasOpen.current = mobileMenuOpen
  }, [mobileMenuOpen])

  const state = useMemo(() => ({ mobileMenuOpen, setMobileMenuOpen }), [mobileMenuOpen])
  return (
    <NavbarProvider value={state}>
      <SkipToContent />
      <AnnouncementBar />
      <header className={cn('vnv-navbar-container', hidden && 'vnv-navbar-container--hidden')} data-hidden={hidden || undefined}>
        <nav ref={navRef} className={cn('vnv-navbar', navbar.style === 'dark' && 'vnv-navbar--dark')} aria-label="Main">
          <button
            ref={toggleRef}
            type="button"
            className="vnv-icon-button vnv-navbar__toggle"
            aria-label="Open navigation menu"
            aria-expanded={mobileMenuOpen}
            onClick={() => setMobileMenuOpen(true)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <NavbarBrand />
          <div className="vnv-navbar__items">
            <Items position="left" />
          </div>
          <div className="vnv-navbar__items vnv-navbar__items--right">
            <Items position="right" />
            {!colorMode.disableSwitch && <ColorModeToggle />}
          </div>
        </nav>
        {/* Parsed last: until then the right-hand items stay hidden (theme/styles/chrome.css). */}
        <span id="vnv-navbar-end" hidden />
      </header>
      {mobileMenuOpen && <MobileMenu />}
    </NavbarProvider>
  )
}
