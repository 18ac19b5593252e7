/**
 * Runs `callback` once the page has finished loading, in a quiet moment after
 * its load event: what a reader needs only after the page reads (a live
 * example's editor and preview, the REST request builder's controls) never
 * competes with the page itself.
 * On a client-side navigation the document has long loaded, so it runs soon.
 * Returns a function that cancels the call.
 */
export function afterPageLoad(callback: () => void): () => void {
  let cancelIdle = () => {}
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(callback, { timeout: 2000 })
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(callback, 200)
      cancelIdle = () => clearTimeout(handle)
    }
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
  return () => {
    window.removeEventListener('load', whenIdle)
    cancelIdle()
  }
}
