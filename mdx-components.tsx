// What MDX's own elements (links, code blocks, tables, headings…) render as: @next/mdx has every compiled
// MDX file call this (theme/mdx/components.tsx holds the list; lib/mdx/remark-component-imports.mjs imports the rest).
import { mdxComponents } from '@/theme/mdx/components'

export function useMDXComponents() {
  return mdxComponents
}
