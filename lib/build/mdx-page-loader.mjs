// The webpack loader of lib/build/mdx-page.mjs: turns an MDX file of pages/ into the page's module.
import path from 'node:path'
import { compileMdx } from 'nextra/compile'
import { compileMdxInWorker } from './mdx-compile-pool.mjs'
import { fileToRoute } from '../page-route.mjs'

/**
 * The page's module: the compiled MDX (which declares `MDXLayout`, `useTOC`, `title` and
 * `frontMatter`), and as default export the page component that `definePage` (theme/page/define-page.tsx)
 * makes of it.
 */
export function pageModule({ compiled, route, definePage }) {
  return `import { definePage } from ${JSON.stringify(definePage)}\n${compiled}\nexport default definePage(${JSON.stringify(route)}, { Content: MDXLayout, useTOC, title, frontMatter })\n`
}

/**
 * Compiles a page with Nextra's MDX compiler and the options Nextra's configuration gave its own
 * loader (`nextra`). The site's search indexes the exported HTML (search/indexer), so no search data
 * is kept. Unlike Nextra's loader, it asks Git for no date (page-source/ gives the theme
 * its date), adds no Twoslash step (no page uses it) and ships no file path or reading time (the
 * theme shows neither; a blog post's reading time comes from blog/generator).
 */
export default async function compileMdxPage(source) {
  const { nextra, pagesDir, definePage, inWorker } = this.getOptions()
  const file = this.resourcePath
  const route = fileToRoute(path.relative(pagesDir, file))
  const pageOptions = { jsx: true, outputFormat: 'program', format: 'detect' }
  // In a worker, the site's MDX options are built there (lib/mdx/site-mdx-options.mjs): only data crosses.
  const compile = inWorker
    ? (options) => compileMdxInWorker(source, { ...options, mdxOptions: pageOptions })
    : (options) => compileMdx(source, { ...options, mdxOptions: { ...nextra.mdxOptions, ...pageOptions } })
  const { result } = await compile({
    defaultShowCopyCode: nextra.defaultShowCopyCode,
    staticImage: nextra.staticImage,
    search: false,
    latex: nextra.latex,
    codeHighlight: nextra.codeHighlight,
    route,
    locale: '',
    filePath: file,
    useCachedCompiler: true,
    isPageImport: true
  })
  return pageModule({ compiled: result, route, definePage })
}
