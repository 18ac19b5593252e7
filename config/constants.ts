/**
 * Constants fixed by the product specification (the product's specification, §4 and §9).
 * They live here so components and tests read one source of truth.
 */

/** Viewports narrower than this use the mobile navigation (side menu). */
export const DESKTOP_BREAKPOINT_PX = 996

/** The copyright year is part of the spec, not the build date. */
export const COPYRIGHT_YEAR = 2025

/** Table of contents depth: h2 and h3 only. */
export const TOC_MIN_LEVEL = 2
export const TOC_MAX_LEVEL = 3

/** Route progress bar (nprogress) settings. */
export const PROGRESS_BAR = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
  /** The bar only appears when a route change takes longer than this. */
  delayMs: 200
} as const

/** Lazy-loaded parts show a spinner only once loading takes longer than this. */
export const LOADER_SPINNER_DELAY_MS = 200

/** Local storage keys. */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  announcementDismissed: 'vnv.announcement.dismiss',
  announcementId: 'vnv.announcement.id',
  /** Suffixed with `-<docs plugin id>`. */
  preferredVersionPrefix: 'docs-preferred-version',
  /** Suffixed with a tab set's `storageKey` (theme/mdx/Tabs.tsx): the label the reader chose. */
  tabsPrefix: 'vnv.tabs.',
  /** The language the reader last chose under a REST operation's More languages (rest/components/CodeSamples.tsx). */
  moreSampleLanguage: 'vnv.rest.more-language',
  /** The pages last opened from the search (search/components/recent-pages.ts). */
  recentSearchPages: 'vnv.search.recent'
} as const
