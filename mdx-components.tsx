// What MDX elements and the components pages use without importing them render as: @next/mdx has every
// compiled MDX file call this (theme/mdx/components.tsx holds the list).
import { mdxComponents } from '@/theme/mdx/components'

export function useMDXComponents() {
  return mdxComponents
}
