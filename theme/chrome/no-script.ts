/**
 * The page without JavaScript (a reader who turned it off, a tool that reads the rendered HTML): every
 * tab panel shows, under its tab's name, and what only a script can work (controls, a live example's
 * result) is left out rather than shown dead. Links, <details> and the content work as they are. In a
 * <noscript> style of every page (pages/_document.tsx); !important, as the site's stylesheets come
 * after it and base.css hides [hidden] with !important.
 */
export const NO_SCRIPT_CSS = [
  '.vnv-tabs__list{display:none!important}',
  '.vnv-tabs__panel[hidden]{display:block!important}',
  '.vnv-tabs__panel[data-tab]::before{content:attr(data-tab);display:block;margin-top:1rem;font-weight:600}',
  '.vnv-search-button,.vnv-color-toggle,.vnv-navbar__toggle,.vnv-announcement__close,.vnv-code-button,.vnv-page-actions button,.vnv-playground__actions,.vnv-playground__result{display:none!important}'
].join('')
