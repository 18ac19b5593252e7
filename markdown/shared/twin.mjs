// Where a page's Markdown twin lives. Shared by the generator (markdown/generator), the page (Copy
// page, the <link rel="alternate">), the post-build step and next.config.mjs: plain JS so the config can load it.

/** `/docs/Tutorial/intro` → `/docs/Tutorial/intro.md`; the home page → `/index.md`. */
export function twinPath(route) {
  return route === '/' || route === '' ? '/index.md' : `${route.replace(/\/$/, '')}.md`
}

/** The folder of public/ the generator writes twins and llms files into; the export moves them to the site's root. */
export const TWINS_PUBLIC_FOLDER = '_markdown'

/** The files beside the twins, at the site's root. */
export const LLMS_FILES = ['llms.txt', 'llms-full.txt']
