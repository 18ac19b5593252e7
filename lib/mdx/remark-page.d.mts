import type { Root } from 'mdast'

/** `## Title [#custom-id]`: the heading's anchor, kept when its words change; the id is the first group. */
export const CUSTOM_ID: RegExp

/** Sets each heading's id (github-slugger, or its `[#custom-id]`) and returns the headings in order. */
export function headingsOf(tree: Root): { depth: number; value: string; id: string; line: number }[]

/** Headings whose id an earlier heading has already, each with the earlier one's line. */
export function repeatedIds(headings: { id: string; line: number }[]): { id: string; line: number; firstLine: number }[]
