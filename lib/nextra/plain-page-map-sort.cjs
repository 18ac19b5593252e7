/**
 * Webpack loader for nextra 3.3.1's `normalizePages` (nextra/normalize-pages),
 * which the theme runs on the whole page map while every page hydrates: its
 * first sort compares names with `localeCompare`.
 *
 * Why: the first `localeCompare` of a page makes the browser load its ICU
 * collator, 35–55 ms on a phone-class CPU (Lighthouse's 4× slowdown), inside
 * hydration, on every page. That sort only puts the `_meta` entry first and a
 * folder next to the page of the same name; the order of everything else is
 * decided by the second sort (by `_meta` position, then by plain `<`). Any
 * consistent comparison does the same job, so a plain one gives the same
 * sidebar (tests/build.test.ts compares both on a page map built to differ).
 * The build fails, naming the file and the text, if that code changes.
 */
const path = require('node:path')
const { applyEdits } = require('./apply-edits.cjs')

const FILE = path.join('nextra', 'dist', 'client', 'normalize-pages.js')

const EDITS = [
  {
    why: 'sort the page map without loading the ICU collator',
    find: 'return a.name.localeCompare(b.name);',
    replace: 'return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;'
  }
]

/**
 * Pure: normalize-pages.js → the same module with a plain name comparison.
 * @param {string} source
 * @param {string} file shown in errors
 * @returns {string}
 */
function plainPageMapSort(source, file = FILE) {
  const patched = applyEdits(source, EDITS, file, 'lib/nextra/plain-page-map-sort.cjs')
  if (patched.includes('localeCompare')) {
    throw new Error(`${file}: calls localeCompare in a way lib/nextra/plain-page-map-sort.cjs does not know: update it for the new version.`)
  }
  return patched
}

/** @this {{ resourcePath: string }} */
function loader(source) {
  if (!this.resourcePath.endsWith(FILE)) throw new Error(`lib/nextra/plain-page-map-sort.cjs edits only ${FILE}, not ${this.resourcePath}: see the rule in next.config.mjs.`)
  return plainPageMapSort(source, this.resourcePath)
}

module.exports = loader
module.exports.plainPageMapSort = plainPageMapSort
