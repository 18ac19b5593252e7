/**
 * The search engine in the browser: Pagefind's own script, loaded from the exported index
 * (search/indexer) the first time the dialog opens, and what the site adds over it: a question's own
 * words left out, identifiers also searched by their words, a "did you mean" pass for words the site does
 * not have, pages with some of the words when few have them all, and REST operations named by method
 * and path before all of them. Nothing here loads with a page.
 */
import { INDEX_FOLDER, VOCABULARY_FILE } from '../shared/files'
import { identifierWords } from '../shared/words'
import { correctQuery, missingWords, vocabularyOf, type Vocabulary } from './did-you-mean'
import { pageHitOf, type PageHit, type PagefindFragment } from './hits'
import { operationsNamed } from './operations'
import { OPERATION_FILTER } from '../shared/record'

/**
 * Words of a question that name nothing the reader looks for. Pagefind lists only pages that have every
 * word of a query, so "how do I pull a project" found no page until they were left out.
 */
const QUESTION_WORDS = new Set(
  'a an and are can could do does for from how i in is it of on or should the to what when where which why with'.split(' ')
)

/** The query without its question words ("how do I pull a project" → "pull project"); as typed when nothing else is left. */
export function keyWords(query: string): string {
  const words = query.trim().split(/\s+/)
  const kept = words.filter((word) => !QUESTION_WORDS.has(word.toLowerCase().replace(/\?$/, '')))
  return (kept.length ? kept : words).join(' ')
}

/** Pages whose text is fetched at once; the dialog asks for more as the reader wants them. */
const PAGES_AT_ONCE = 6
/** An identifier's words score below the identifier as written: they are a fallback, not the match. */
const SPELLED_OUT_WEIGHT = 0.5

/** Ranking over Pagefind's defaults, each checked with `npm run bench:search`. */
const RANKING = {
  metaWeights: {
    // Titles name what a page is about: above Pagefind's 5, "access rights" finds Rights before pages that only say both words.
    title: 10,
    // A page's front matter summary (search/components/SearchRecord.tsx) names what the page is about.
    description: 2,
    // Where a page sits is shown, not searched: "navigator" would otherwise rank every page under Navigator above it.
    breadcrumb: 0,
    // The sections whose breadcrumb link opens the page, weighed as its title: "guides" finds where Guides leads.
    sections: 10,
    method: 0
  }
}

interface PagefindResult {
  id: string
  score: number
  data: () => Promise<PagefindFragment>
}

interface PagefindResults {
  results: PagefindResult[]
  /** Pages per filter value among these results. */
  filters: Record<string, Record<string, number>>
  /** Pages per filter value that the query alone finds, whatever the filters. */
  totalFilters: Record<string, Record<string, number>>
}

/** The part of Pagefind's browser API this site uses (pagefind.js, written by the indexer). */
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  filters: () => Promise<Record<string, Record<string, number>>>
  /** A null query lists every page that has the filters' values. */
  search: (query: string | null, options?: { filters?: Record<string, string> }) => Promise<PagefindResults | null>
}

export interface Answer {
  /** Set when the reader's query had a word the site does not have and its correction is shown instead. */
  corrected?: string
  /** How many of the pages, from the first, have every word of the query; the pages after them have some. */
  allWords: number
  /** Matching pages in the chosen section. */
  total: number
  /** The sections that have matching pages, whatever section is chosen. */
  sections: string[]
  pages: PageHit[]
  /** Fetches the next pages of this answer. */
  more: (from: number) => Promise<PageHit[]>
}

export interface Engine {
  search: (query: string, section?: string) => Promise<Answer>
}

const engines = new Map<string, Promise<Engine>>()

/** One engine per base path, shared by every dialog; a failed load is forgotten, so the next opening retries. */
export function loadEngine(basePath: string): Promise<Engine> {
  let engine = engines.get(basePath)
  if (!engine) {
    engine = createEngine(basePath)
    engines.set(basePath, engine)
    engine.catch(() => engines.delete(basePath))
  }
  return engine
}

/** Results of several queries as one list, each list's scores times its weight: each page once, at its best score. */
export function mergeResults<T extends { id: string; score: number }>(lists: { results: T[]; weight: number }[]): T[] {
  const best = new Map<string, { result: T; score: number }>()
  for (const { results, weight } of lists)
    for (const result of results) {
      const score = result.score * weight
      if (score > (best.get(result.id)?.score ?? -Infinity)) best.set(result.id, { result, score })
    }
  return [...best.values()].sort((a, b) => b.score - a.score).map(({ result }) => result)
}

/** `lead`, then the results of `rest` it does not already list, each in its own order. */
export function thenOthers<T extends { id: string }>(lead: T[], rest: T[]): T[] {
  const listed = new Set(lead.map((result) => result.id))
  return [...lead, ...rest.filter((result) => !listed.has(result.id))]
}

/** Results of one query per word, for a query few pages have all the words of: pages with more of the words first, then by score. */
export function someWordsResults<T extends { id: string; score: number }>(perWord: T[][]): T[] {
  const found = new Map<string, { result: T; words: number; score: number }>()
  for (const results of perWord)
    for (const result of results) {
      const seen = found.get(result.id) ?? { result, words: 0, score: 0 }
      found.set(result.id, { result, words: seen.words + 1, score: seen.score + result.score })
    }
  return [...found.values()].sort((a, b) => b.words - a.words || b.score - a.score).map(({ result }) => result)
}

/** A page titled exactly as the query leads its batch: "navigator" opens Navigator, not "Navigator: Simple". */
export function exactTitleFirst(hits: PageHit[], query: string): PageHit[] {
  const wanted = query.trim().toLowerCase()
  return [...hits.filter((hit) => hit.title.toLowerCase() === wanted), ...hits.filter((hit) => hit.title.toLowerCase() !== wanted)]
}

async function createEngine(basePath: string): Promise<Engine> {
  const folder = `${basePath}/${INDEX_FOLDER}`
  // A file of the exported site, not a module of the bundle: the bundler must leave this import alone.
  const pagefind: Pagefind = await import(/* webpackIgnore: true */ `${folder}/pagefind.js`)
  // Results carry site paths; the base path is added where they become links.
  await pagefind.options({ baseUrl: '/', excerptLength: 24, ranking: RANKING })
  await pagefind.init()
  // Loads the filters' data, without which Pagefind counts no result per section; the operations are read from it.
  const operations = Object.keys((await pagefind.filters())[OPERATION_FILTER] ?? {})

  // Fetched with the engine: every query is checked against it. Unreachable, it corrects nothing.
  const vocabulary: Promise<Vocabulary> = fetch(`${folder}/${VOCABULARY_FILE}`)
    .then((response) => (response.ok ? response.text() : ''))
    .catch(() => '')
    .then((text) => vocabularyOf(text.split('\n').filter(Boolean)))

  const search = async (query: string | null, section?: string, filters: Record<string, string> = {}): Promise<PagefindResults> =>
    (await pagefind.search(query, { filters: section ? { ...filters, section } : filters })) ?? {
      results: [],
      filters: {},
      totalFilters: {}
    }

  /**
   * The operations the query names, then the query as typed and, when it holds identifiers, as their words.
   * An operation is looked up in every section, for the sections list, and kept when it is in the chosen one.
   */
  const run = async (query: string, section?: string) => {
    const named = await Promise.all(
      operationsNamed(query, operations).map((operation) => search(null, undefined, { [OPERATION_FILTER]: operation }))
    )
    const spelled = identifierWords(query)
    const lists = [{ answer: await search(query, section), weight: 1 }]
    if (spelled) lists.push({ answer: await search(spelled, section), weight: SPELLED_OUT_WEIGHT })
    const counts = [...named.map((answer) => answer.filters.section), ...lists.map(({ answer }) => answer.totalFilters.section)]
    const sections = counts.flatMap((count) => Object.entries(count ?? {}).filter(([, pages]) => pages > 0))
    const first = named.filter((answer) => !section || answer.filters.section?.[section]).flatMap((answer) => answer.results)
    return {
      results: thenOthers(first, mergeResults(lists.map(({ answer, weight }) => ({ results: answer.results, weight })))),
      sections: [...new Set(sections.map(([name]) => name))],
      namesOperations: named.length > 0
    }
  }

  return {
    async search(typed, section) {
      const query = keyWords(typed)
      let found = await run(query, section)
      let corrected: string | undefined
      // A word the site does not have: its nearest site word finds what Pagefind's partial matches miss
      // ("sharepiont" finds 111 pages by its start). Not in an operation's method and path, which is exact.
      const correction = found.namesOperations ? undefined : correctQuery(query, await vocabulary)
      const better = correction ? await run(correction, section) : undefined
      if (better?.results.length) {
        found = better
        corrected = correction
      }
      let words = (corrected ?? query).split(' ')
      // What Pagefind found for a word the site does not have is not about it: the query goes on without it.
      const missing = found.namesOperations ? [] : missingWords(words, await vocabulary)
      if (missing.length) {
        words = words.filter((word) => !missing.includes(word))
        corrected = words.join(' ')
        found = words.length ? await run(corrected, section) : { results: [], sections: [], namesOperations: false }
      }
      const allWords = found.results.length
      // Fewer pages than a batch have every word: the pages with some of them follow, so that "install docker"
      // does not end on the one page that happens to say both. Not after an operation named by method and path:
      // its words alone ("post", "sessions") find blog posts.
      if (allWords < PAGES_AT_ONCE && words.length > 1 && !found.namesOperations) {
        const perWord = await Promise.all(words.map((word) => run(word, section)))
        found = {
          ...found,
          results: thenOthers(found.results, someWordsResults(perWord.map((answer) => answer.results))),
          sections: [...new Set([...found.sections, ...perWord.flatMap((answer) => answer.sections)])]
        }
      }
      const { results } = found
      const load = (from: number) =>
        Promise.all(results.slice(from, from + PAGES_AT_ONCE).map(async (result) => pageHitOf(await result.data())))
      const pages = exactTitleFirst(await load(0), corrected ?? typed)
      return { corrected, allWords, total: results.length, sections: found.sections, pages, more: load }
    }
  }
}
