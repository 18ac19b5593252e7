/**
 * A page nobody can click, printed or read without JavaScript: every tab panel shows, under its tab's name, and
 * what only a script can work (controls, a live example's result) is left out rather than shown dead. Links,
 * <details> and the content work as they are. pages/_document.tsx puts it in a print style and in a <noscript>
 * style; !important, as the site's stylesheets come after it.
 */
export const STATIC_PAGE_CSS = [
  '.vnv-tabs__list{display:none!important}',
  '.vnv-tabs__panel--other{display:block!important}',
  '.vnv-tabs__panel[data-tab]::before{content:attr(data-tab);display:block;margin-top:1rem;font-weight:600}',
  // Only the page's script closes the phone table of contents' list over the page: without it, the list is in the flow.
  '.vnv-toc-disclosure{position:static!important}.vnv-toc-disclosure nav{position:static!important;box-shadow:none!important}',
  '.vnv-search-button,.vnv-color-toggle,.vnv-navbar__toggle,.vnv-announcement__close,.vnv-code-button,.vnv-page-actions button,' +
    '.vnv-playground__actions,.vnv-playground__hint,.vnv-playground__result,.vnv-build-button,.vnv-request__fill,.vnv-request__more>:is(label,select)' +
    '{display:none!important}'
].join('')
