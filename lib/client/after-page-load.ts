import { whenIdle } from './idle'

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
  const onLoad = () => {
    cancelIdle = whenIdle(callback)
  }
  if (document.readyState === 'complete') onLoad()
  else window.addEventListener('load', onLoad, { once: true })
  return () => {
    window.removeEventListener('load', onLoad)
    cancelIdle()
  }
}
