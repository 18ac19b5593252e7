/**
 * A link to a page of this site: a plain <a> under the base path that the
 * browser can open in a new tab, navigated client-side on a plain click, with
 * the linked page prefetched once the link is visible or hovered (theme/link/prefetch.ts).
 * The site's own, in place of next/link (2 KB gzip on every page), over the
 * same public router.
 */
// The compat hook returns null outside a Next app (components rendered alone, in tests) instead of throwing.
import { useRouter } from 'next/compat/router'
import Router from 'next/router'
import { useEffect, useRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react'
import { pageHref } from './href'
import { prefetchPage, prefetchWhenVisible, type Prefetch } from './prefetch'

// `npm run dev` compiles a page when it is requested: prefetching there would compile every linked page.
export const PREFETCH = process.env.NODE_ENV === 'production'

// Through the app's router itself: the object useRouter returns is new at each render.
export const prefetch: Prefetch = (path) => Router.prefetch(path)

export type SiteLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  /** A site path (`/docs/…/`), or a path relative to the current page; without the base path. */
  href: string
}

type Click = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>

/** A click on `link` the browser should handle itself: new tab or window, download, another frame. */
export function opensElsewhere(event: Click, link: HTMLAnchorElement): boolean {
  const { target } = link
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== '' && target !== '_self') ||
    link.hasAttribute('download')
  )
}

export function SiteLink({ href: target, onClick, onMouseEnter, onTouchStart, ...props }: SiteLinkProps) {
  const router = useRouter()
  const { path, href } = pageHref(target, router?.asPath ?? '/')
  const element = useRef<HTMLAnchorElement>(null)
  useEffect(() => (PREFETCH && element.current ? prefetchWhenVisible(element.current, prefetch, path) : undefined), [path])
  return (
    <a
      {...props}
      ref={element}
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (!router || opensElsewhere(event, event.currentTarget)) return
        event.preventDefault()
        void router.push(path)
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        if (PREFETCH) prefetchPage(prefetch, path)
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        if (PREFETCH) prefetchPage(prefetch, path)
      }}
    />
  )
}
