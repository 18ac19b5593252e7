/**
 * When an edit shows in the page, as the page itself saw it. Playwright's wait polls ever more slowly
 * (after 0.3 s, every 0.5 s), so the moment it returns rounds an edit up by as much as half a second.
 * The bench instead installs this clock in the page (`page.addInitScript`): it runs from the first
 * byte of every load and records in sessionStorage, which a reload keeps, the moment the awaited
 * marker is first visible.
 */
import type { Page } from '@playwright/test'

/** Run as is in the browser (a string: the bench's TypeScript is never shipped to the page). */
export const MARKER_CLOCK = `(() => {
  const seen = () => {
    const marker = sessionStorage.getItem('bench-marker')
    if (!marker || sessionStorage.getItem('bench-shown') || !document.body?.textContent?.includes(marker)) return
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.data.includes(marker) && node.parentElement?.checkVisibility()) {
        sessionStorage.setItem('bench-shown', String(Date.now()))
        return
      }
  }
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
})()`

/** From now on the clock waits for `marker`. */
export async function awaitMarker(page: Page, marker: string): Promise<void> {
  await page.evaluate(`sessionStorage.setItem('bench-marker', ${JSON.stringify(marker)}); sessionStorage.removeItem('bench-shown')`)
}

/** When (`Date.now()`, this machine's clock) the awaited marker was first visible; undefined if not yet. */
export async function markerShownAt(page: Page): Promise<number | undefined> {
  return Number(await page.evaluate(`sessionStorage.getItem('bench-shown')`)) || undefined
}
