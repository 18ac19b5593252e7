/**
 * Pagefind's result data turned into what the dialog lists: one entry per page, with its breadcrumb,
 * section, REST method and up to three of its headings whose text matched. Pure, so it is tested on
 * fixtures (search/tests/hits.test.ts). Excerpt text is the pages' text: it is only ever rendered as
 * text, never as markup.
 */
import { BREADCRUMB_SEPARATOR } from '../shared/record'

/** A run of excerpt text, marked when it is a word the query matched. */
export interface Segment {
  text: string
  mark: boolean
}

interface SectionHit {
  /** Site path with the heading's anchor, without the base path. */
  url: string
  title: string
  excerpt: Segment[]
}

export interface PageHit {
  url: string
  title: string
  /** The page's place in the docs ("Packages", "vnv-api-kit"), the page itself left out. */
  breadcrumb: string[]
  section?: string
  /** REST operations: the HTTP method. */
  method?: string
  excerpt: Segment[]
  /** The best-matching headings of the page, at most SECTIONS_PER_PAGE. */
  sections: SectionHit[]
}

const SECTIONS_PER_PAGE = 3

/** What Pagefind's `result.data()` gives, as far as the dialog reads it. */
export interface PagefindFragment {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  filters?: Record<string, string[]>
  sub_results?: { url: string; title: string; excerpt: string; weighted_locations?: { weight: number }[] }[]
}

const MARKED = /^<mark>([\s\S]*)<\/mark>(\S*)$/

/** Pagefind escapes the page text's `<` and `>` (and nothing else) before it marks the matched words. */
const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>')

/**
 * Pagefind's excerpt as text runs. Pagefind wraps each matched word of the page's text in
 * `<mark>…</mark>` and joins words with spaces; nothing else in it is markup.
 */
export function excerptSegments(excerpt: string): Segment[] {
  const segments: Segment[] = []
  const push = (escaped: string, mark: boolean) => {
    const text = unescape(escaped)
    const last = segments.at(-1)
    if (last && last.mark === mark) last.text += text
    else if (text) segments.push({ text, mark })
  }
  excerpt.split(' ').forEach((word, index) => {
    if (index > 0) push(' ', false)
    const marked = MARKED.exec(word)
    if (marked) {
      push(marked[1], true)
      push(marked[2], false)
    } else push(word, false)
  })
  return segments
}

/**
 * An excerpt that starts where its page or section starts begins with its heading, which Pagefind ends
 * with ". " ("Path parameters. Name Type…"): under that title, the words would be read twice. They go: the
 * whole title, or its last words (two at least) where the excerpt starts inside it. One word alone stays,
 * as it may start a sentence of the text ("node. The node…" under "Create a node").
 */
export function withoutTitle(segments: Segment[], title: string): Segment[] {
  const text = segments.map((segment) => segment.text).join('')
  const words = title.split(' ')
  const repeated = words
    .map((_, at) => words.slice(at).join(' '))
    .find((tail, at) => (at === 0 || at < words.length - 1) && tail && text.startsWith(`${tail}. `))
  if (!repeated) return segments
  let drop = repeated.length + 2
  return segments.flatMap((segment) => {
    const kept = segment.text.slice(drop)
    drop = Math.max(0, drop - segment.text.length)
    return kept ? [{ ...segment, text: kept }] : []
  })
}

const score = (sub: NonNullable<PagefindFragment['sub_results']>[number]) =>
  (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.weight, 0)

/** A result as the list shows it. Its URLs are site paths: the engine sets Pagefind's `baseUrl` to `/`. */
export function pageHitOf(fragment: PagefindFragment): PageHit {
  const { url } = fragment
  const { title, breadcrumb, method } = fragment.meta
  const sections = (fragment.sub_results ?? [])
    // The text before the first heading, and the section of the title (an h1 with an id), are the page's own entry.
    .filter((sub) => sub.url !== url && sub.title !== title)
    .sort((a, b) => score(b) - score(a))
    .slice(0, SECTIONS_PER_PAGE)
    .map((sub) => ({ url: sub.url, title: sub.title, excerpt: withoutTitle(excerptSegments(sub.excerpt), sub.title) }))
  return {
    url,
    title: title ?? url,
    breadcrumb: breadcrumb ? breadcrumb.split(BREADCRUMB_SEPARATOR) : [],
    section: fragment.filters?.section?.[0],
    method,
    excerpt: withoutTitle(excerptSegments(fragment.excerpt), title ?? ''),
    sections
  }
}

/** Where a page sits, as a result shows it above or beside its title: its section, then its breadcrumb, each part once. */
export const trailOf = (page: PageHit) =>
  [page.section, ...page.breadcrumb].filter((part, index, all) => part && all.indexOf(part) === index).join(BREADCRUMB_SEPARATOR)
