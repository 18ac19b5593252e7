/**
 * Webpack loader for nextra-theme-docs 3.3.1: the theme's imports of
 * `@headlessui/react` go to lib/nextra/combobox.tsx instead.
 *
 * Why: Headless UI (with floating-ui, react-aria and tanstack-virtual) was 45 kB
 * gzip of every page's JavaScript, for one search box; see combobox.tsx. Other
 * packages' imports of Headless UI (nextra's Button, Tabs, Popup) are untouched.
 * The build fails, naming the file and the text, if the theme's imports change.
 */
const path = require('node:path')
const { applyEdits } = require('./apply-edits.cjs')

const COMBOBOX = path.join(__dirname, 'combobox.tsx')

const EDITS = [
  {
    why: 'point its Headless UI imports (search, select, navbar) at lib/nextra/combobox.tsx',
    find: '} from "@headlessui/react";',
    replace: `} from ${JSON.stringify(COMBOBOX)};`,
    count: 3
  }
]

/**
 * Pure: the theme's bundle → the bundle importing the site's combobox.
 * @param {string} source
 * @param {string} file shown in errors
 * @returns {string}
 */
function leanThemeImports(source, file = 'nextra-theme-docs/dist/index.js') {
  const patched = applyEdits(source, EDITS, file, 'lib/nextra/lean-theme-imports.cjs')
  if (patched.includes('@headlessui/react')) {
    throw new Error(`${file}: imports @headlessui/react in a way lib/nextra/lean-theme-imports.cjs does not know: update it for the new version.`)
  }
  return patched
}

/** @this {{ resourcePath: string }} */
function loader(source) {
  return leanThemeImports(source, this.resourcePath)
}

module.exports = loader
module.exports.leanThemeImports = leanThemeImports
