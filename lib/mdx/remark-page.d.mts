import type { Root } from 'mdast'

/** Sets each heading's id (github-slugger, or its `[#custom-id]`) and returns the headings in order. */
export function headingsOf(tree: Root): { depth: number; value: string; id: string }[]
