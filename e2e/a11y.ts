/**
 * The accessibility gate: axe-core on a page, failing on serious or critical
 * violations. Exclusions are few and each says why.
 */
import type { Page } from '@playwright/test'
import type axe from 'axe-core'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** axe-core's minified build: the package's `source` is the unminified one (crawl, per page: load 330 → 263 ms). */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const AXE_EXCLUSIONS: { selector: string; reason: string }[] = [
  {
    selector: '.vnv-playground__frame',
    reason:
      'The live-example preview renders whatever code the reader types; its default examples are PatternFly components whose accessibility each page documents. The editor and toolbar around it are checked.'
  },
  {
    selector: '#nprogress',
    reason: 'The route progress bar is decorative and hidden from assistive technology; axe can catch it mid-animation.'
  }
]

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** Serious and critical violations on the page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // axe-core's own API in the page, injected once per document: @axe-core/playwright injected it twice and
  // ran it through its frame messenger (the crawl of 379 pages took 8.0 min with it, 6.3 without).
  // The site's only frames are the live-example previews, excluded above, so frames are not entered.
  if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.evaluate(AXE_SOURCE)
  const context = { exclude: AXE_EXCLUSIONS.map(({ selector }) => selector) }
  const options: axe.RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'], iframes: false }
  const { violations } = await page.evaluate(([context, options]) => window.axe.run(context, options), [context, options] as const)
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.slice(0, 3).map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`)
    )
}

declare global {
  interface Window {
    axe: typeof axe
  }
}
