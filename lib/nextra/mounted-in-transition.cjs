/**
 * Webpack loader for nextra 3.3.1's `useMounted` (nextra/hooks): the re-render
 * it triggers once a component has mounted happens in a transition.
 *
 * Why: the theme's sidebar, table of contents, body and head, and this site's
 * colour toggle and live examples, all switch on `useMounted` right after
 * hydration. Outside a transition React re-renders all of them, every sidebar
 * link included, in one task: 50–140 ms on a phone-class CPU (Lighthouse's 4×
 * slowdown), after hydration itself had been sliced (lib/next/hydrate-in-transition.cjs).
 * In a transition React yields between components. What renders is unchanged.
 * The build fails, naming the file and the text, if that code changes.
 */
const path = require('node:path')
const { applyEdits } = require('./apply-edits.cjs')

const FILE = path.join('nextra', 'dist', 'client', 'hooks', 'use-mounted.js')

const EDITS = [
  {
    why: 'import startTransition',
    find: 'import { useEffect, useState } from "react";',
    replace: 'import { startTransition, useEffect, useState } from "react";'
  },
  {
    why: 'set the mounted state in a transition',
    find: '    setMounted(true);',
    replace: '    startTransition(() => setMounted(true));'
  }
]

/**
 * Pure: use-mounted.js → the same hook, its update in a transition.
 * @param {string} source
 * @param {string} file shown in errors
 * @returns {string}
 */
function mountedInTransition(source, file = FILE) {
  return applyEdits(source, EDITS, file, 'lib/nextra/mounted-in-transition.cjs')
}

/** @this {{ resourcePath: string }} */
function loader(source) {
  if (!this.resourcePath.endsWith(FILE)) throw new Error(`lib/nextra/mounted-in-transition.cjs edits only ${FILE}, not ${this.resourcePath}: see the rule in next.config.mjs.`)
  return mountedInTransition(source, this.resourcePath)
}

module.exports = loader
module.exports.mountedInTransition = mountedInTransition
