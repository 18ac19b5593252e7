/** Id of the page's main content: the skip link's target (SkipToContent, PageBody, HomePage, NotFound). */
export const MAIN_CONTENT_ID = 'main-content'

/** Where reading a page starts: its title, or its main content when it has none. */
export const startOfPage = (): HTMLElement | null =>
  document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`) ?? document.getElementById(MAIN_CONTENT_ID)

/** The element the address's fragment names (`#part`), or null. */
export const linkedElement = (): HTMLElement | null =>
  location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null

/** Gives `element` the focus, though it is not a control, without scrolling: the caller has put it in view. */
export function focusInPlace(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1
  element.focus({ preventScroll: true })
}
