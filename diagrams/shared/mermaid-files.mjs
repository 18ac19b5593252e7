// Where the site serves Mermaid's own browser build (copied by diagrams/generator/copy-mermaid.ts),
// shared by that generator and the component that loads it. Plain JavaScript: next.config.mjs's
// remark plugin sits beside it.

/** The folder under public/ (and under the site's base path) that holds the copy. */
export const MERMAID_FOLDER = '_mermaid'
/** Mermaid's ES module entry; it imports its chunks by relative URL, so the folder can sit under any base path. */
export const MERMAID_ENTRY = 'mermaid.esm.min.mjs'
