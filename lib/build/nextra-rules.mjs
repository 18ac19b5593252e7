// Finds Nextra's MDX rules in Next's webpack configuration, for the steps of lib/build that add a
// loader of ours to them. Plain JavaScript: next.config.mjs loads it.

const NEXTRA_LOADER = 'nextra/loader'

const usesNextraLoader = (rule) => Array.isArray(rule.use) && rule.use.some((entry) => entry?.loader === NEXTRA_LOADER)

/**
 * A copy of `config` where `loader` runs just before Nextra's loader (webpack runs `use` from last to
 * first: ours then gets Nextra's output, and its pitch comes first) in each MDX rule that `kinds` names:
 * 'page' (a file of pages/) or 'import' (MDX imported by a page). `_meta` rules are never touched.
 * Throws, naming `step`, when no such rule is found: Next or Nextra changed how they set MDX up.
 */
export function withLoaderBeforeNextra(config, { step, kinds, loader }) {
  return mapNextraLoaders(config, step, kinds, (nextra, kind) => [loader(kind), nextra])
}

/**
 * A copy of `config` where `loader(options)` takes the place of Nextra's loader in the same MDX rules,
 * given the options Nextra's configuration set for it.
 */
export function withNextraLoaderReplaced(config, { step, kinds, loader }) {
  return mapNextraLoaders(config, step, kinds, (nextra) => [loader(nextra.options)])
}

function mapNextraLoaders(config, step, kinds, replace) {
  let found = 0
  const rules = config.module.rules.map((rule) => {
    if (!Array.isArray(rule.oneOf) || !rule.oneOf.some(usesNextraLoader)) return rule
    const oneOf = rule.oneOf.map((inner) => {
      if (!usesNextraLoader(inner)) return inner
      const at = inner.use.findIndex((entry) => entry?.loader === NEXTRA_LOADER)
      const kind = inner.use[at].options?.isPageImport ? 'page' : 'import'
      if (!kinds.includes(kind)) return inner
      found++
      return { ...inner, use: [...inner.use.slice(0, at), ...replace(inner.use[at], kind), ...inner.use.slice(at + 1)] }
    })
    return { ...rule, oneOf }
  })
  if (found === 0) {
    throw new Error(`next.config.mjs: no MDX rule with Nextra's loader found; ${step} needs updating.`)
  }
  return { ...config, module: { ...config.module, rules } }
}
