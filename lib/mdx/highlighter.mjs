// The syntax highlighter of rehype-code.mjs. It starts with no grammar and loads each language, with the
// grammars it embeds, when a code block first uses it, rather than all ~300 of Shiki's at start.
// Plain JavaScript: rehype-code.mjs imports it.
import { bundledLanguages, createHighlighter } from 'shiki'

/**
 * The languages asked for plus, transitively, the bundled grammars they embed lazily: Shiki leaves
 * those to the caller, and without them a ```tsx fence inside an ```mdx block would stay plain.
 * A language Shiki does not bundle is passed on as it is, so it fails as it would have.
 */
export async function withLazyEmbeds(languages) {
  const found = new Set()
  const queue = [...languages]
  while (queue.length > 0) {
    const language = queue.pop()
    if (found.has(language)) continue
    found.add(language)
    const load = typeof language === 'string' ? bundledLanguages[language] : undefined
    if (!load) continue
    for (const grammar of (await load()).default) {
      queue.push(...(grammar.embeddedLangsLazy ?? []).filter((embedded) => embedded in bundledLanguages))
    }
  }
  return [...found]
}

/** @param {import('shiki').BundledHighlighterOptions<string, string>} options */
export async function createOnDemandHighlighter(options) {
  const highlighter = await createHighlighter(options)
  return { ...highlighter, loadLanguage: async (...languages) => highlighter.loadLanguage(...(await withLazyEmbeds(languages))) }
}
