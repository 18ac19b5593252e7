/**
 * Runs `callback` when the browser is next idle, and within 2 s at the latest, so that work nobody
 * waits for (prefetching, controls shown after the page reads) never competes with the reader.
 * Browsers without `requestIdleCallback` (Safari) run it 200 ms later.
 * Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(callback, 200)
  return () => clearTimeout(handle)
}
