// Part of next.config.mjs's webpack configuration, apart so that it can be tested. Plain JavaScript:
// next.config.mjs loads it.

/**
 * The production server compile's webpack configuration without Next's TraceEntryPointsPlugin. For
 * hosting on a Node server, that plugin hands every page's server chunk to a file tracer, which reads
 * and parses each one after the compile (7 s of a 360-page build, beside static generation). A static
 * export hosts no server file. At 3,000+ pages that step alone held about 20,000 files open at once,
 * this machine's limit, and builds failed with EMFILE. Fails loudly if Next stops adding the plugin.
 */
export function withoutServerPageTracing(config) {
  const plugins = config.plugins.filter((plugin) => plugin?.constructor?.name !== 'TraceEntryPointsPlugin')
  if (plugins.length === config.plugins.length) {
    throw new Error('next.config.mjs: Next no longer adds TraceEntryPointsPlugin; check whether static builds still trace server pages.')
  }
  return { ...config, plugins }
}
