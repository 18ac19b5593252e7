// How `npm run build:site` starts `next build` (scripts/build/site.mjs). Plain JavaScript, as that script is.

/**
 * V8 lets a heap grow to up to four times what it held after its last full collection before it
 * collects again. Webpack's compile workers make and drop a great deal: at 1,530 pages the server
 * compile's heap reached 1.2 GB while it held about 0.4–0.6 GB. Collecting once the heap has grown by
 * 40 % keeps the peak nearer what is held. `npm run bench`, paired runs: 50 % took the 3,530-page
 * build's peak from 2,974 to 2,448 MB at the same build time; with pages that call a local
 * createElement (lib/mdx/recma-local-jsx.mjs), 40 % gave 2,020–2,025 MB and 197–201 s against 50 %'s
 * 2,093–2,097 MB and 195 s, and the clean build 891 MB / 50.7 s against 909 MB / 53.3 s.
 * Next starts its compile and export workers with this process's flags, so they collect the same way.
 */
export const NEXT_BUILD_NODE_FLAGS = ['--heap-growing-percent=40']
