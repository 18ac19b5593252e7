// Compiled MDX asks its provider for the components to render with (the theme's map,
// theme/mdx/components.tsx). Nextra compiles every page to import that provider from 'nextra/mdx',
// which adds a default `img`, Nextra's image zoom: react-medium-image-zoom and next/image, about
// 10 KB gzip on every page, though the theme's map replaces that `img` with its own. This points the
// import at @mdx-js/react, the provider 'nextra/mdx' wraps, so the zoom never ships. Runs on the
// compiled program, before Nextra's own recma step. Plain JavaScript: next.config.mjs loads it.

const NEXTRA_PROVIDER = 'nextra/mdx'
const MDX_PROVIDER = '@mdx-js/react'

/** @returns {(program: any) => void} */
export function recmaMdxProvider() {
  return (program) => {
    for (const node of program.body) {
      if (node.type === 'ImportDeclaration' && node.source.value === NEXTRA_PROVIDER) {
        node.source = { type: 'Literal', value: MDX_PROVIDER }
      }
    }
  }
}
