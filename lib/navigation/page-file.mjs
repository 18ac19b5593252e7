// Where a page's navigation file lives, relative to generated/navigation/pages/: written by
// scripts/navigation, put into the page by lib/build/page-data.mjs. Plain JS so the config can load it.

/** '/docs/Tutorial/intro' → 'docs/Tutorial/intro.json'; '/' → 'index.json'. */
export function pageNavigationFile(route) {
  return `${route === '/' ? 'index' : route.slice(1)}.json`
}
