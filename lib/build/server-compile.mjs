// Part of next.config.mjs's webpack configuration, apart so that it can be tested. Plain JavaScript:
// next.config.mjs loads it.
//
// A static export runs the production server compile's bundles once, to prerender its pages, and
// ships none of them. What that compile does only for code that is hosted or shipped is left out.

/** Webpack's optimisations for shipped code: scope hoisting, unused-export analysis, export renaming. */
const SHIPPING_OPTIMIZATIONS_OFF = { concatenateModules: false, usedExports: false, innerGraph: false, mangleExports: false }

/**
 * The production server compile's webpack configuration for prerendering only:
 * - Without Next's TraceEntryPointsPlugin. For hosting on a Node server, that plugin hands every
 *   page's server chunk to a file tracer, which reads and parses each one after the compile (7 s of a
 *   360-page build, beside static generation). At 3,000+ pages that step alone held about 20,000
 *   files open at once, this machine's limit, and builds failed with EMFILE. Fails loudly if Next
 *   stops adding the plugin.
 * - Without the optimisations of shipped code (SHIPPING_OPTIMIZATIONS_OFF), which make a bundle
 *   smaller, not its prerender different: in two paired 3,530-page builds the peak fell by 65 and 105 MB.
 */
export function forPrerenderOnly(config) {
  const plugins = config.plugins.filter((plugin) => plugin?.constructor?.name !== 'TraceEntryPointsPlugin')
  if (plugins.length === config.plugins.length) {
    throw new Error('next.config.mjs: Next no longer adds TraceEntryPointsPlugin; check whether static builds still trace server pages.')
  }
  return { ...config, plugins, optimization: { ...config.optimization, ...SHIPPING_OPTIMIZATIONS_OFF } }
}
