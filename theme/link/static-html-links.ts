/**
 * Links inside a page's static HTML (blocks rendered at build time, lib/mdx/rehype-static-html.mjs) are
 * plain <a> elements that React does not own: the content element makes them act as SiteLinks do, a
 * plain click navigated client-side and the linked page prefetched once visible or hovered.
 */
import Router from 'next/router'
import { useEffect, type MouseEvent, type RefObject, type SyntheticEvent } from 'react'
import { BASE_PATH } from '@/lib/base-path'
import { prefetchPage, prefetchWhenVisible } from './prefetch'
import { opensElsewhere, prefetch, PREFETCH } from './SiteLink'

const STATIC_LINK = '[data-static-html] a[href]'

/** The site path a rendered link to a page points to (its href without the base path), or undefined; a download is no page. */
export function sitePathOf(link: HTMLAnchorElement, basePath = BASE_PATH): string | undefined {
  const href = link.getAttribute('href') ?? ''
  return href.startsWith(`${basePath}/`) && !href.startsWith('//') && !link.hasAttribute('download')
    ? href.slice(basePath.length)
    : undefined
}

const staticLinkOf = (event: SyntheticEvent) => (event.target as Element).closest?.<HTMLAnchorElement>(STATIC_LINK)

/** The content element's handlers, and prefetching of its static links once visible (again when `html` changes). */
export function useStaticHtmlLinks(content: RefObject<HTMLElement | null>, html: unknown) {
  useEffect(() => {
    if (!PREFETCH || !content.current) return
    const cleanups = [...content.current.querySelectorAll<HTMLAnchorElement>(STATIC_LINK)].flatMap((link) => {
      const path = sitePathOf(link)
      return path ? [prefetchWhenVisible(link, prefetch, path)] : []
    })
    return () => cleanups.forEach((cleanup) => cleanup())
  }, [content, html])

  const prefetchOnHover = (event: SyntheticEvent) => {
    const link = staticLinkOf(event)
    const path = link && sitePathOf(link)
    if (PREFETCH && path) prefetchPage(prefetch, path)
  }
  return {
    onClick: (event: MouseEvent) => {
      const link = staticLinkOf(event)
      const path = link && sitePathOf(link)
      if (!path || opensElsewhere(event, link)) return
      event.preventDefault()
      void Router.push(path)
    },
    onMouseOver: prefetchOnHover,
    onTouchStart: prefetchOnHover
  }
}
