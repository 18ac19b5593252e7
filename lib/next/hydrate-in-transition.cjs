/**
 * Webpack loader for next 15.5's pages-router client (next/dist/client/index.js):
 * the first render hydrates the page inside `startTransition`, as Next's app
 * router already does.
 *
 * Why: outside a transition React hydrates the whole page in one task. On a
 * phone-class CPU (Lighthouse's 4× slowdown) that task took 280–460 ms on a REST
 * reference page, and the page could not answer a tap until it ended. In a
 * transition React yields to the browser every few milliseconds; a tap or key
 * press during hydration makes React finish the part it lands on at once. The
 * work done is the same, only sliced. The build fails, naming the file and the
 * text, if that code changes.
 */
const path = require('node:path')
const { applyEdits } = require('../nextra/apply-edits.cjs')

const FILE = path.join('next', 'dist', 'client', 'index.js')

const EDITS = [
  {
    why: 'hydrate the first page inside startTransition',
    find: [
      '        reactRoot = _client.default.hydrateRoot(domEl, reactEl, {',
      '            onRecoverableError: _onrecoverableerror.onRecoverableError',
      '        });'
    ].join('\n'),
    replace: [
      '        _react.default.startTransition(()=>{',
      '            reactRoot = _client.default.hydrateRoot(domEl, reactEl, {',
      '                onRecoverableError: _onrecoverableerror.onRecoverableError',
      '            });',
      '        });'
    ].join('\n')
  }
]

/**
 * Pure: next's client index.js → the same module hydrating in a transition.
 * @param {string} source
 * @param {string} file shown in errors
 * @returns {string}
 */
function hydrateInTransition(source, file = FILE) {
  return applyEdits(source, EDITS, file, 'lib/next/hydrate-in-transition.cjs')
}

/** @this {{ resourcePath: string }} */
function loader(source) {
  if (!this.resourcePath.endsWith(FILE)) throw new Error(`lib/next/hydrate-in-transition.cjs edits only ${FILE}, not ${this.resourcePath}: see the rule in next.config.mjs.`)
  return hydrateInTransition(source, this.resourcePath)
}

module.exports = loader
module.exports.hydrateInTransition = hydrateInTransition
