/**
 * The accessibility gate: axe-core on a page, failing on serious or critical
 * violations. Exclusions are few and each says why.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export const AXE_EXCLUSIONS: { selector: string; reason: string }[] = [
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

/** Serious and critical violations on the page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself, without a blank page to merge frames' results in; only
  // violations are gathered in full. A page's check went from about 2 s to under 1 s.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  for (const { selector } of AXE_EXCLUSIONS) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.slice(0, 3).map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`)
    )
}
