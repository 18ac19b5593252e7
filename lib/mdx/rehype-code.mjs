// Highlights MDX code blocks with Shiki at build time, both colour modes in the markup, and marks each
// block for the theme's code block (theme/mdx/Pre.tsx): its language, its file name (```ts
// filename="x.ts"), a copy button and a wrap switch. Plain JavaScript: @next/mdx loads it.
import rehypeShikiFromHighlighter from '@shikijs/rehype/core'
import { CODE_THEMES, codePalette, tokenColourClasses } from './code-colours.mjs'
import { fenceFileName } from './fence-file-name.mjs'
import { createOnDemandHighlighter, withLazyEmbeds } from './highlighter.mjs'

/** The lines a fence marks (```ts {2,4-6}), counted from 1: the block shows them highlighted. */
export function fenceMarkedLines(meta) {
  const lines = new Set()
  for (const range of meta?.match(/(?:^|\s)\{([\d,\s-]+)\}(?=\s|$)/)?.[1].split(',') ?? []) {
    const [from, to = from] = range.trim().split('-').map(Number)
    for (let line = from; line <= to; line++) lines.add(line)
  }
  return lines
}

/**
 * The attributes Pre reads, in place of Shiki's own classes and inline background; marked lines get
 * data-marked, and a fence with `showLineNumbers` data-line-numbers (the theme's CSS numbers its lines).
 */
export const codeBlockMarks = {
  name: 'vnv:code-block-marks',
  pre(node) {
    const meta = this.options.meta?.__raw
    const filename = fenceFileName(meta)
    node.properties = {
      dataLanguage: this.options.lang,
      dataCopy: '',
      dataWordWrap: '',
      ...(filename && { dataFilename: filename }),
      ...(/(?:^|\s)showLineNumbers(?=\s|$)/.test(meta ?? '') && { dataLineNumbers: '' })
    }
  },
  code(node) {
    node.properties = {}
  },
  line(node, line) {
    delete node.properties.class
    // Read from the fence once per block: `this.meta` is Shiki's store shared by one block's hooks.
    this.meta.markedLines ??= fenceMarkedLines(this.options.meta?.__raw)
    if (this.meta.markedLines.has(line)) node.properties.dataMarked = ''
  }
}

/**
 * Grammars every highlighter starts with: others include their scopes (jsx and tsx the JavaScript ones)
 * without declaring them, so without these a block's tokens depended on what the process had highlighted
 * before, and the server's and the browser's compile of one page could differ (a hydration mismatch).
 * No grammar includes Markdown undeclared, so it loads with its 61 embedded grammars when a block needs it:
 * starting with them took 1.3 s in every process that compiles MDX (npm run test:unit 64.9 → 60.9 s, paired).
 */
const BASE_LANGUAGES = ['javascript', 'typescript', 'jsx', 'tsx', 'json', 'html', 'css', 'shellscript', 'yaml']

let highlighting
/** One highlighter per process, which loads each other language when a block first needs it. */
function highlighter() {
  highlighting ??= Promise.all([
    withLazyEmbeds(BASE_LANGUAGES).then((langs) => createOnDemandHighlighter({ themes: Object.values(CODE_THEMES), langs })),
    codePalette()
  ])
  return highlighting
}

export default function rehypeCode() {
  return async (tree) => {
    const [shiki, palette] = await highlighter()
    const highlight = rehypeShikiFromHighlighter.call(this, shiki, {
      themes: CODE_THEMES,
      defaultColor: false,
      lazy: true,
      defaultLanguage: 'text',
      fallbackLanguage: 'text',
      // Token colours as classes of the themes' palettes, not inline styles (code-colours.mjs).
      transformers: [tokenColourClasses(palette), codeBlockMarks]
    })
    await highlight(tree)
  }
}
