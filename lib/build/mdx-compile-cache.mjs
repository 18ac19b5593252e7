// Part of next.config.mjs's webpack configuration, apart so that it can be tested. Plain JavaScript:
// next.config.mjs loads it. The loader it adds is mdx-compile-cache-loader.mjs.
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

const NEXTRA_LOADER = 'nextra/loader'
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
  let found = 0
  const rules = config.module.rules.map((rule) => {
    if (!Array.isArray(rule.oneOf) || !rule.oneOf.some(usesNextraLoader)) return rule
    return { ...rule, oneOf: rule.oneOf.map((inner) => (usesNextraLoader(inner) ? (found++, withCacheLoader(inner, dir)) : inner)) }
  })
  if (found === 0) {
    throw new Error(
      "next.config.mjs: no MDX rule with Nextra's loader found; the MDX compile cache (lib/build/mdx-compile-cache.mjs) needs updating."
    )
  }
  removeOtherBuilds(cacheRoot, buildId)
  return { ...config, module: { ...config.module, rules } }
}

const usesNextraLoader = (rule) => Array.isArray(rule.use) && rule.use.some((entry) => entry?.loader === NEXTRA_LOADER)

function withCacheLoader(rule, dir) {
  const at = rule.use.findIndex((entry) => entry?.loader === NEXTRA_LOADER)
  // Nextra compiles page files and imported MDX differently: the two never share an entry.
  const kind = rule.use[at].options?.isPageImport ? 'page' : 'import'
  const cache = { loader: CACHE_LOADER, options: { dir, kind } }
  return { ...rule, use: [...rule.use.slice(0, at), cache, ...rule.use.slice(at)] }
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
