// Highlights MDX code blocks with Shiki at build time, both colour modes in the markup, and marks each
// block for the theme's code block (theme/mdx/Pre.tsx): its language, its file name (```ts
// filename="x.ts"), a copy button and a wrap switch. Plain JavaScript: @next/mdx loads it.
import rehypeShikiFromHighlighter from '@shikijs/rehype/core'
import { CODE_THEMES, codePalette, tokenColourClasses } from './code-colours.mjs'
import { createOnDemandHighlighter } from './highlighter.mjs'

const FILE_NAME = /filename="([^"]*)"/

/** The attributes Pre reads, in place of Shiki's own classes and inline background. */
export const codeBlockMarks = {
  name: 'vnv:code-block-marks',
  pre(node) {
    const filename = this.options.meta?.__raw?.match(FILE_NAME)?.[1]
    node.properties = {
      dataLanguage: this.options.lang,
      dataCopy: '',
      dataWordWrap: '',
      ...(filename && { dataFilename: filename })
    }
  },
  code(node) {
    node.properties = {}
  },
  line(node) {
    delete node.properties.class
  }
}

let highlighting
/** One highlighter per process, which loads each language when a block first needs it. */
function highlighter() {
  highlighting ??= Promise.all([createOnDemandHighlighter({ themes: Object.values(CODE_THEMES), langs: [] }), codePalette()])
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
