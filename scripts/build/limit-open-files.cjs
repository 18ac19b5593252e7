/**
 * Preloaded into `next build` (NODE_OPTIONS=--require). Next 15's build-trace
 * step (@vercel/nft, which still runs for `output: 'export'` and cannot be
 * switched off) starts one fs.promises.readFile per traced file at once; with
 * 3,000 pages it held 17,500 handles to .next/package.json and died with
 * EMFILE. Reads beyond MAX_READS_IN_FLIGHT wait their turn instead.
 */
// A CommonJS preload (NODE_OPTIONS=--require) so it patches fs before Next loads.
const fsPromises = require('node:fs').promises

const MAX_READS_IN_FLIGHT = 256

/** Wraps an async function so that at most `max` calls run at once; the rest queue in order. */
function limitConcurrency(fn, max) {
  let running = 0
  const waiting = []
  return async function limited(...args) {
    if (running >= max) await new Promise((resolve) => waiting.push(resolve))
    running++
    try {
      return await fn.apply(this, args)
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

// Runs once per process: Node caches the module however often it is required.
fsPromises.readFile = limitConcurrency(fsPromises.readFile, MAX_READS_IN_FLIGHT)

module.exports = { limitConcurrency, MAX_READS_IN_FLIGHT }
