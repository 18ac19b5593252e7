// Part of next.config.mjs's webpack configuration, apart so that it can be tested. Plain JavaScript:
// next.config.mjs loads it.

/** How long `next dev` waits, once its compiler is idle, before it saves what it compiled to disk. */
export const DEV_CACHE_IDLE_MS = 5000

/**
 * Webpack saves its dev cache only after 60 s without a compile, and `next dev` exits without
 * saving it: a writer who stops the dev server within a minute of their last edit (or of the first
 * page) leaves no cache of the pages it compiled, and the next start compiles them all again
 * (the first page took 4.9 s instead of 1.8 s). Saving after 5 s of quiet keeps it: a save writes
 * only what changed since the last one.
 *
 * Uncompressed: Next gzips its dev cache, and on two cores a save (and reading back what it saved)
 * in the middle of a writer's edit made that edit show up to a second late. Unzipped, the cache takes
 * about 86 MB on disk instead of 20 MB, and the next start reads it no slower.
 *
 * Never sooner than 5 s either: webpack starts saving 1 s after a compile it deems a large change,
 * and until its first save has finished every compile is one. On a fresh start the writer's first
 * edits, a second or two apart, kept meeting a save in progress (first MDX edit in 0.7–0.9 s with
 * the 5 s wait, against 1.0–1.1 s without).
 */
export function withPromptDevCacheStore(config) {
  if (typeof config.cache !== 'object' || config.cache.type !== 'filesystem') return config
  return {
    ...config,
    cache: {
      ...config.cache,
      idleTimeout: DEV_CACHE_IDLE_MS,
      idleTimeoutAfterLargeChanges: DEV_CACHE_IDLE_MS,
      compression: false
    }
  }
}
