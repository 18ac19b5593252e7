/**
 * Webpack loader for nextra-theme-docs 3.3.1: sidebar folders render their
 * children only once they have been open.
 *
 * Why: the theme renders every link of a section's sidebar, collapsed folders
 * included (its Collapse only hides them), into every page of that section.
 * A section of n pages therefore writes n × n links: at 3,000 pages each page
 * was 1.75 MB of HTML and the build missed its time and memory targets
 * (`npm run bench`, scale run). A collapsed folder cannot be opened without JavaScript, so leaving
 * its links out of the HTML hides nothing a reader could reach.
 *
 * A folder that has been open keeps its children, so closing still animates.
 * The patch fails the build, naming the file and the missing text, when the
 * theme's code no longer matches (e.g. after an upgrade): it never half-applies.
 */

const { applyEdits } = require('./apply-edits.cjs')

/** Each edit: the exact text of the theme's bundle to find once, and what replaces it. */
const EDITS = [
  {
    why: 'remember, per folder, whether it has been open',
    find: 'const rerender = useState5({})[1];',
    replace: 'const rerender = useState5({})[1];\n  const vnvHasBeenOpen = vnvUseRef(false);\n  if (open) vnvHasBeenOpen.current = true;'
  },
  {
    why: 'render the folder\'s children only once it has been open',
    find: 'Array.isArray(item.children) && /* @__PURE__ */ jsx21(Collapse, { isOpen: open, children: /* @__PURE__ */ jsx21(',
    replace: 'Array.isArray(item.children) && /* @__PURE__ */ jsx21(Collapse, { isOpen: open, children: vnvHasBeenOpen.current && /* @__PURE__ */ jsx21('
  }
]

const IMPORT = 'import { useRef as vnvUseRef } from "react";\n'

/**
 * Pure: the theme's bundle → the patched bundle.
 * @param {string} source
 * @param {string} file shown in errors
 * @returns {string}
 */
function lazySidebarFolders(source, file = 'nextra-theme-docs/dist/index.js') {
  return IMPORT + applyEdits(source, EDITS, file, 'lib/nextra/lazy-sidebar-folders.cjs')
}

/** @this {{ resourcePath: string }} */
function loader(source) {
  return lazySidebarFolders(source, this.resourcePath)
}

module.exports = loader
module.exports.lazySidebarFolders = lazySidebarFolders
