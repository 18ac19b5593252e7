/**
 * generated/code-colours/colours.css: the classes that colour highlighted code's tokens
 * (lib/mdx/code-colours.mjs), from the code themes' palettes. Written atomically.
 */
import path from 'node:path'
import { codePalette, paletteCss } from '../../lib/mdx/code-colours.mjs'
import { generatedHeader } from '../lib/generated'
import { writeFolderAtomically } from '../lib/write-folders'
import { runAsCommand } from '../generators/command'

export const OUTPUT_DIR = 'generated/code-colours'

export async function generateCodeColours(root = process.cwd()): Promise<number> {
  const palette = await codePalette()
  const css = paletteCss(palette, generatedHeader('the code themes (lib/mdx/code-colours.mjs)'))
  writeFolderAtomically(path.join(root, OUTPUT_DIR), new Map([['colours.css', css]]))
  return palette.light.tokens.length + palette.dark.tokens.length
}

runAsCommand(import.meta.filename, {
  main: () => generateCodeColours().then((count) => console.log(`code colours: ${count} token colours in ${OUTPUT_DIR}/colours.css`)),
  failureMessage: (error) => `code colours: nothing was written. ${(error as Error).message}`
})
