// Part of next.config.mjs's webpack configuration, apart so that it can be tested. Plain JavaScript:
// next.config.mjs loads it. The loader it adds is mdx-compile-cache-loader.mjs.
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { withLoaderBeforeNextra } from './nextra-rules.mjs'

const CACHE_LOADER = path.join(import.meta.dirname, 'mdx-compile-cache-loader.mjs')

/**
 * `next build` compiles the site twice, for the server and for the browser, each in a worker process
 * of its own, and each time Nextra's loader turns every MDX file into JavaScript (parse, plugins,
 * highlighting): about a third of the build. This puts our loader in front of Nextra's in each MDX
 * rule: the first compile stores what Nextra's loader returned, keyed by file and content, and the
 * second takes it from there. Entries belong to one build (`buildId`): a later build starts empty, and
 * the previous build's entries are removed. Fails loudly if Nextra's rules are no longer found.
 */
export function withMdxCompileCache(config, { buildId, cacheRoot }) {
  const dir = path.join(cacheRoot, buildId)
  const cached = withLoaderBeforeNextra(config, {
    step: 'the MDX compile cache (lib/build/mdx-compile-cache.mjs)',
    // Nextra compiles page files and imported MDX differently: the two never share an entry.
    kinds: ['page', 'import'],
    loader: (kind) => ({ loader: CACHE_LOADER, options: { dir, kind } })
  })
  removeOtherBuilds(cacheRoot, buildId)
  return cached
}

function removeOtherBuilds(cacheRoot, buildId) {
  let entries = []
  try {
    entries = readdirSync(cacheRoot)
  } catch {
    return // no cache yet
  }
  for (const entry of entries) if (entry !== buildId) rmSync(path.join(cacheRoot, entry), { recursive: true, force: true })
}
