import type { Root } from 'mdast'

export const PAGE_COMPONENTS: Record<string, string>
export function importedNames(tree: Root): Set<string>
export default function remarkComponentImports(): (tree: Root) => void
