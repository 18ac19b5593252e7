/**
 * What a page costs a reader on first load, measured in Debian's Chromium:
 * bytes transferred (gzip, as served by scripts/serve.ts) before the load event,
 * JavaScript alone and in total, and everything fetched once the page is idle.
 */
import type { Browser } from '@playwright/test'

export interface PageWeight {
  js: number
  total: number
  requests: number
  idleTotal: number
}

export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'networkidle' })
    // A string, not a function: tsx's name helpers do not exist in the page.
    // First load = what was requested before the load event; prefetching of linked pages comes after.
    return await page.evaluate(`(() => {
      const all = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      const loadEnd = performance.getEntriesByType('navigation')[0].loadEventEnd
      const entries = all.filter((e) => e.startTime <= loadEnd)
      const sum = (list) => list.reduce((n, e) => n + e.transferSize, 0)
      return { js: sum(entries.filter((e) => /\\.js(\\?|$)/.test(e.name))), total: sum(entries), requests: entries.length, idleTotal: sum(all) }
    })()`)
  } finally {
    await context.close()
  }
}
