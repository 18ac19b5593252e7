/**
 * Full-text search over Nextra's search index (`nextra-data-<locale>.json`,
 * written at build time: for each route, the page title and its text by heading).
 * Pure and small: every query term must appear in a section or its page title;
 * matches in titles rank above matches in text, whole-word starts above inner matches.
 */

import { byCodeUnits } from '@/lib/code-unit-order'

/** The index file's shape: route → page title and `'<heading id>#<heading>' → text`. */
export type SearchIndexFile = Record<string, { title: string; data: Record<string, string> }>

export interface SearchSection {
  url: string
  pageTitle: string
  /** The heading of the section, or the page title for the text before the first heading. */
  title: string
  text: string
}

export interface SearchResult {
  url: string
  pageTitle: string
  title: string
  /** A line of the text around the first match, split so the match can be highlighted. */
  excerpt?: { before: string; match: string; after: string }
}

/**
 * Pages in route order, each page's sections in its own order. The file's page order is the order in
 * which the build's compile reached them, which differs from one build to the next: results that tie
 * would otherwise swap places between two builds of the same site.
 */
export function sectionsOf(index: SearchIndexFile): SearchSection[] {
  const byRoute = Object.entries(index).sort(([a], [b]) => byCodeUnits(a, b))
  return byRoute.flatMap(([route, page]) =>
    Object.entries(page.data).map(([key, text]) => {
      const [id, heading] = key.split('#')
      return { url: id ? `${route}#${id}` : route, pageTitle: page.title, title: heading || page.title, text }
    })
  )
}

export const termsOf = (query: string): string[] => query.toLowerCase().split(/\s+/).filter(Boolean)

/** 3 for a match at a word start, 1 inside a word, 0 for none. */
function matchStrength(haystack: string, term: string): number {
  let from = 0
  let best = 0
  for (;;) {
    const at = haystack.indexOf(term, from)
    if (at === -1) return best
    if (at === 0 || !/[\p{L}\p{N}]/u.test(haystack[at - 1])) return 3
    best = 1
    from = at + 1
  }
}

const EXCERPT_BEFORE = 30
const EXCERPT_AFTER = 90

function excerptOf(text: string, terms: string[]): SearchResult['excerpt'] {
  const lower = text.toLowerCase()
  for (const term of terms) {
    const at = lower.indexOf(term)
    if (at === -1) continue
    const start = Math.max(0, at - EXCERPT_BEFORE)
    const end = Math.min(text.length, at + term.length + EXCERPT_AFTER)
    return {
      before: (start > 0 ? '…' : '') + text.slice(start, at).replace(/\s+/g, ' '),
      match: text.slice(at, at + term.length),
      after: text.slice(at + term.length, end).replace(/\s+/g, ' ') + (end < text.length ? '…' : '')
    }
  }
  const first = text.split('\n')[0]
  return first ? { before: first.slice(0, EXCERPT_BEFORE + EXCERPT_AFTER), match: '', after: '' } : undefined
}

export function search(sections: SearchSection[], query: string, limit = 20): SearchResult[] {
  const terms = termsOf(query)
  if (terms.length === 0) return []
  const scored: { section: SearchSection; score: number; order: number }[] = []
  sections.forEach((section, order) => {
    const title = section.title.toLowerCase()
    const pageTitle = section.pageTitle.toLowerCase()
    const text = section.text.toLowerCase()
    let score = 0
    for (const term of terms) {
      const inTitle = matchStrength(title, term)
      const inPage = matchStrength(pageTitle, term)
      const inText = matchStrength(text, term)
      if (!inTitle && !inPage && !inText) return
      score += inTitle * 10 + inPage * 4 + inText
    }
    scored.push({ section, score, order })
  })
  scored.sort((a, b) => b.score - a.score || a.order - b.order)
  return scored.slice(0, limit).map(({ section }) => ({
    url: section.url,
    pageTitle: section.pageTitle,
    title: section.title,
    excerpt: excerptOf(section.text, terms)
  }))
}
