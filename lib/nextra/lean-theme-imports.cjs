/**
 * Webpack loader for nextra 3.3.1 and nextra-theme-docs 3.3.1: their imports of
 * `@headlessui/react` go to lib/nextra/headless-ui.tsx (and headless-ui-tabs.tsx).
 *
 * Why: Headless UI (with floating-ui, react-aria and tanstack-virtual) was over
 * 50 kB gzip of every page's JavaScript, for one search box and the code blocks'
 * buttons; see headless-ui.tsx. nextra's Tabs (REST pages, MDX) get the site's
 * tabs too (≈11 kB gzip of react-aria on those pages); only its Popup, which this
 * site does not use, keeps Headless UI. The build fails, naming the file and the
 * text, if an import changes.
 */
const path = require('node:path')
const { applyEdits } = require('./apply-edits.cjs')

const HEADLESS_UI = JSON.stringify(path.join(__dirname, 'headless-ui.tsx'))
const HEADLESS_UI_TABS = JSON.stringify(path.join(__dirname, 'headless-ui-tabs.tsx'))

/** The files this loader runs on (next.config.mjs), each with its edits. */
const TARGETS = {
  theme: {
    file: path.join('nextra-theme-docs', 'dist', 'index.js'),
    edits: [
      {
        why: 'point its Headless UI imports (search, select, navbar) at lib/nextra/headless-ui.tsx',
        find: '} from "@headlessui/react";',
        replace: `} from ${HEADLESS_UI};`,
        count: 3
      }
    ]
  },
  tabs: {
    file: path.join('nextra', 'dist', 'client', 'components', 'tabs', 'tabs.js'),
    edits: [
      {
        why: 'point its Headless UI tabs at lib/nextra/headless-ui-tabs.tsx',
        find: '} from "@headlessui/react";',
        replace: `} from ${HEADLESS_UI_TABS};`
      }
    ]
  },
  button: {
    file: path.join('nextra', 'dist', 'client', 'components', 'button.js'),
    edits: [
      {
        why: 'point its Headless UI Button at lib/nextra/headless-ui.tsx',
        find: 'import { Button as HeadlessButton } from "@headlessui/react";',
        replace: `import { Button as HeadlessButton } from ${HEADLESS_UI};`
      }
    ]
  }
}

/**
 * Pure: a target's source → the source importing the site's components.
 * @param {string} source
 * @param {keyof typeof TARGETS} target
 * @param {string} file shown in errors
 * @returns {string}
 */
function leanThemeImports(source, target, file = TARGETS[target].file) {
  const patched = applyEdits(source, TARGETS[target].edits, file, 'lib/nextra/lean-theme-imports.cjs')
  if (patched.includes('@headlessui/react')) {
    throw new Error(`${file}: imports @headlessui/react in a way lib/nextra/lean-theme-imports.cjs does not know: update it for the new version.`)
  }
  return patched
}

/** @this {{ resourcePath: string }} */
function loader(source) {
  const target = Object.keys(TARGETS).find((name) => this.resourcePath.endsWith(TARGETS[name].file))
  if (!target) throw new Error(`lib/nextra/lean-theme-imports.cjs has no edits for ${this.resourcePath}: see the rule in next.config.mjs.`)
  return leanThemeImports(source, target, this.resourcePath)
}

module.exports = loader
module.exports.leanThemeImports = leanThemeImports
