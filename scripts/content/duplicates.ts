/** Near-duplicate pages: the content check's rule that each thing is said once, in the page that owns it. */
import { bodyOf, proseLines, type Page } from './pages'

/**
 * Near-duplicate pages. A page's text is its prose (frontmatter, code blocks, link targets and tags left out, inline
 * code kept as words), cut into overlapping runs of DUPLICATE_SHINGLE words; two pages are near-duplicates when the
 * Jaccard similarity of their runs reaches DUPLICATE_THRESHOLD and they share at least DUPLICATE_MIN_SHARED runs.
 * Measured over this site's pages (5-word runs): every pair of distinct pages is below 0.12, while pages padded with
 * the same paragraphs under another name reach 0.89; 0.5 sits in the middle of that gap. The shared minimum (about
 * two sentences) leaves alone short pages that point elsewhere in one sentence: they cannot carry padding.
 */
const DUPLICATE_SHINGLE = 5
export const DUPLICATE_THRESHOLD = 0.5
export const DUPLICATE_MIN_SHARED = 25

/** The page's prose as lower-case words, in order. */
export function pageWords(source: string): string[] {
  const content = bodyOf(source)
  return (
    proseLines(content, true)
      .map((l) => l.text)
      .join(' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}_]+/gu) ?? []
  )
}

/** The distinct runs of `size` consecutive words. */
export function shingles(words: string[], size = DUPLICATE_SHINGLE): Set<string> {
  const runs = new Set<string>()
  for (let i = 0; i + size <= words.length; i++) runs.add(words.slice(i, i + size).join(' '))
  return runs
}

/** Jaccard similarity of two sets of runs, and how many runs they share. */
export function similarity(a: Set<string>, b: Set<string>): { jaccard: number; shared: number } {
  let shared = 0
  for (const run of a) if (b.has(run)) shared++
  const union = a.size + b.size - shared
  return { jaccard: union ? shared / union : 0, shared }
}

/** One problem per pair of near-duplicate pages, named on the first page of the pair; `report` limits them to pairs that involve it. */
export function duplicateProblems(pages: Page[], report: (page: Page) => boolean = () => true): string[] {
  const runs = pages.map((page) => ({ page, runs: shingles(pageWords(page.source)) }))
  const problems: string[] = []
  for (let i = 0; i < runs.length; i++)
    for (let j = i + 1; j < runs.length; j++) {
      const [a, b] = [runs[i], runs[j]]
      if (!report(a.page) && !report(b.page)) continue
      const { jaccard, shared } = similarity(a.runs, b.runs)
      if (jaccard >= DUPLICATE_THRESHOLD && shared >= DUPLICATE_MIN_SHARED)
        problems.push(
          `${a.page.file}: near-duplicate of ${b.page.file} (${Math.round(jaccard * 100)} % of their ${DUPLICATE_SHINGLE}-word runs alike, ${shared} shared; the limit is ${Math.round(DUPLICATE_THRESHOLD * 100)} %): say it once, in the page that owns it, and link there`
        )
    }
  return problems
}
