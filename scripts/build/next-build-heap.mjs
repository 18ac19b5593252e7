// How `npm run build:site` starts `next build` (scripts/build/site.mjs). Plain JavaScript, as that script is.

/**
 * V8 lets a heap grow to up to four times what it held after its last full collection before it
 * collects again. Webpack's compile workers make and drop a great deal: at 1,530 pages the server
 * compile's heap reached 1.2 GB while it held about 0.4–0.6 GB. Collecting once the heap has grown by
 * half keeps the peak nearer what is held (`npm run bench`, paired runs: the clean build's peak
 * 1,089–1,163 → 1,008–1,010 MB, the 3,530-page build's 2,974 → 2,448 MB at the same build time).
 * Next starts its compile and export workers with this process's flags, so they collect the same way.
 */
export const NEXT_BUILD_NODE_FLAGS = ['--heap-growing-percent=50']
