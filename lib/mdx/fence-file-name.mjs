// The file name a code fence gives its block (```ts filename="src/x.ts"): shown above the block on the page
// (rehype-code.mjs) and kept in the block's Markdown twin (markdown/generator).

/** @param {string | null | undefined} meta the fence's text after its language */
export function fenceFileName(meta) {
  return meta?.match(/filename="([^"]*)"/)?.[1]
}
