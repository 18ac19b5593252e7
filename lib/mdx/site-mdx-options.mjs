// The site's MDX options, which Nextra's compiler runs with: here, and not in next.config.mjs, so that
// the page compiler's worker thread (lib/build/mdx-compile-worker.mjs) builds exactly the options the
// configuration gives Nextra. Plain JavaScript: next.config.mjs loads it.
import path from 'node:path'
import { remarkDiagrams } from '../../diagrams/remark-diagrams.mjs'
import { CODE_THEMES, codePalette, tokenColourClasses } from './code-colours.mjs'
import { createOnDemandHighlighter } from './highlighter.mjs'
import { recmaCodeIcons } from './recma-code-icons.mjs'
import { recmaLocalJsx } from './recma-local-jsx.mjs'
import { recmaMdxProvider } from './recma-mdx-provider.mjs'
import { recmaPageHotUpdate } from './recma-page-hot-update.mjs'
import { rehypeTaskListLabels } from './rehype-task-list-labels.mjs'
import { remarkLiveCode } from './remark-live-code.mjs'

/** Nextra's `mdxOptions`; `dev` is true for `next dev`. */
export async function siteMdxOptions({ dev }) {
  // The code themes' colours, which highlighted tokens get as classes (code-colours.mjs).
  const palette = await codePalette()
  return {
    // Ahead of Nextra's own steps: a ```mermaid block becomes the site's diagram, not Nextra's;
    // ```jsx live blocks become editable playgrounds (playground/components).
    remarkPlugins: [remarkLiveCode, remarkDiagrams],
    // Checklist items get a label, so each checkbox is named by its text (axe: label).
    rehypePlugins: [rehypeTaskListLabels],
    recmaPlugins: [
      // Compiled MDX takes its components from @mdx-js/react's provider, not Nextra's, which would
      // bring an image zoom the theme never shows.
      recmaMdxProvider,
      // A code block's language icon is imported only where it shows, beside a file name.
      recmaCodeIcons,
      // Each element calls a local createElement, not an import: webpack records far fewer dependencies.
      recmaLocalJsx,
      // `npm run dev` patches an edited page in the open browser instead of reloading it.
      ...(dev ? [recmaPageHotUpdate({ pagesDir: path.resolve('pages') })] : [])
    ],
    rehypePrettyCodeOptions: {
      theme: CODE_THEMES,
      // Token colours as classes of the themes' palettes, not inline styles (code-colours.mjs).
      transformers: [tokenColourClasses(palette)],
      // Grammars load when a code block first needs them, not all ~300 up front (highlighter.mjs).
      getHighlighter: createOnDemandHighlighter
    }
  }
}
