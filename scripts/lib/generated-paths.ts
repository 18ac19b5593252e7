/**
 * Pages the generators write (ignored by git, see .gitignore): docs tags and
 * categories, every REST spec folder (any subfolder of pages/docs/rest, one per
 * spec in openapi/) and the blog's lists. The dev runner (scripts/dev.ts) does
 * not rerun a generator for a change there, since a generator made it.
 */
export const GENERATED_PAGES = /^pages\/(docs\/(tags|category|rest\/[^/]+)|blog\/(tags|authors|page))\//
