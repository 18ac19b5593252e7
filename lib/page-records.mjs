// Where the generators write each page's own records, which the page's props import
// (lib/mdx/remark-page.mjs). Plain JavaScript: the MDX compile loads it without TypeScript.

/** Each kind of record, by the folder its generator writes it to. */
const PAGE_RECORD_DIRS = {
  navigation: 'generated/navigation/pages',
  source: 'generated/page-source/pages',
  blog: 'generated/blog/pages'
}

/** '/docs/Tutorial/intro' → 'docs/Tutorial/intro.json'; '/' → 'index.json'. */
export function routeJsonFile(route) {
  return `${route === '/' ? 'index' : route.slice(1)}.json`
}

/** The file of `route`'s record of `kind`, relative to the project. */
export function pageRecordFile(kind, route) {
  return `${PAGE_RECORD_DIRS[kind]}/${routeJsonFile(route)}`
}
