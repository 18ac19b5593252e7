/**
 * Where a page's Markdown twin lives: `/docs/Tutorial/intro` → `/docs/Tutorial/intro.md`, the home
 * page → `/index.md`. Shared by the generator (markdown/generator) and the page (Copy page, the
 * `<link rel="alternate">`).
 */
export function twinPath(route: string): string {
  return route === '/' || route === '' ? '/index.md' : `${route.replace(/\/$/, '')}.md`
}

/** The folder of public/ the generator writes twins and llms files into; the export moves them to the site's root. */
export const TWINS_PUBLIC_FOLDER = '_markdown'
