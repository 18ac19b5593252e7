// Lets `npm run dev` patch an edited MDX page in the open browser instead of reloading it (which
// loses the reader's scroll position and takes longer). Next adds its Fast Refresh handling only to
// the modules of its own JavaScript rule; Nextra compiles MDX pages through another, so an edited
// page's update reached Next's page entry unaccepted and the whole page reloaded. Plain JavaScript:
// next.config.mjs loads it.

/** Dispatched on `window` when `npm run dev` has re-run an edited page module (pages/_app.tsx listens). */
export const PAGE_MODULE_UPDATED_EVENT = 'vnv:page-module-updated'

const identifier = (name) => ({ type: 'Identifier', name })
const member = (object, property) => ({
  type: 'MemberExpression',
  object,
  property: identifier(property),
  computed: false,
  optional: false
})
const call = (callee, args = []) => ({
  type: 'ExpressionStatement',
  expression: { type: 'CallExpression', callee, arguments: args, optional: false }
})
/** `import.meta.webpackHot`: webpack's hot-update API for ES modules; undefined outside `next dev`'s browser bundle. */
const webpackHot = () => member({ type: 'MetaProperty', meta: identifier('import'), property: identifier('meta') }, 'webpackHot')

/**
 * if (import.meta.webpackHot) {
 *   import.meta.webpackHot.accept()
 *   if (import.meta.webpackHot.data) window.dispatchEvent(new Event(PAGE_MODULE_UPDATED_EVENT))
 * }
 * Webpack sets `data` only when it re-runs a module after an edit, never on its first run.
 */
const acceptAndAnnounce = () => ({
  type: 'IfStatement',
  test: webpackHot(),
  consequent: {
    type: 'BlockStatement',
    body: [
      call(member(webpackHot(), 'accept')),
      {
        type: 'IfStatement',
        test: member(webpackHot(), 'data'),
        consequent: call(member(identifier('window'), 'dispatchEvent'), [
          { type: 'NewExpression', callee: identifier('Event'), arguments: [{ type: 'Literal', value: PAGE_MODULE_UPDATED_EVENT }] }
        ]),
        alternate: null
      }
    ]
  },
  alternate: null
})

/**
 * A recma plugin for `npm run dev` only: each page under `pagesDir` accepts its own hot updates, and
 * once re-run asks the app to render the page again (the new content, table of contents, title and
 * front matter, which the page component reads when rendered from above: theme/page/define-page.tsx).
 * React keeps the state of the page's components, because Next registers them for Fast Refresh.
 *
 * MDX files imported into a page (partials, outside `pagesDir`) do not accept their own updates:
 * an edit of one re-runs the page that imports it.
 *
 * @param {{ pagesDir: string }} options
 */
export function recmaPageHotUpdate({ pagesDir }) {
  const folder = pagesDir.endsWith('/') ? pagesDir : `${pagesDir}/`
  return () => (ast, file) => {
    if (typeof file.path === 'string' && file.path.startsWith(folder)) ast.body.push(acceptAndAnnounce())
  }
}
