/**
 * Words as the search sees them, shared by the indexer (which lists the site's vocabulary) and the
 * browser (which corrects a query's typos against it). Pagefind does its own word splitting; this only
 * has to agree with it on what a word is for the "did you mean" pass.
 */

/**
 * Whether the vocabulary lists a word: shorter words are never corrected (did-you-mean.ts: typosAllowed),
 * longer ones are ids and hashes, and words with digits (ids, versions, Neo4jAPI) are searched as typed.
 */
export const isVocabularyWord = (word: string) => word.length >= 4 && word.length <= 24 && !/\d/.test(word)

/** Where an identifier splits into words: underscores, and camelCase or acronym boundaries. */
const IDENTIFIER_BOUNDARY = /_|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u

/**
 * Lower-cased words of a text: runs of letters and digits, with an identifier's camelCase parts beside it
 * whole, and a hyphenated word's joined form before its parts ("sub-sites" → subsites, sub, sites), as
 * Pagefind indexes it: so "subsite" is a word the site has, not a typo.
 */
export function wordsOf(text: string): string[] {
  const words: string[] = []
  for (const [hyphenated] of text.matchAll(/[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*/gu)) {
    if (hyphenated.includes('-')) words.push(hyphenated.replaceAll('-', '').toLowerCase())
    for (const token of hyphenated.split('-')) words.push(...identifierParts(token))
  }
  return words
}

/** A token lower-cased, then its camelCase or snake_case parts when it has several. */
function identifierParts(token: string): string[] {
  const parts = token.split(IDENTIFIER_BOUNDARY).filter(Boolean)
  return parts.length > 1 ? [token.toLowerCase(), ...parts.map((part) => part.toLowerCase())] : [token.toLowerCase()]
}

/**
 * The query with each identifier spelled as its words ("FetchFactory" → "Fetch Factory",
 * "ProjectInstance.init" → "Project Instance init"), or undefined when it has none. Pagefind indexes an
 * identifier glued to its neighbours (`Factory.FetchFactory<T>`) as one word plus its parts, so the parts
 * find pages the whole identifier misses.
 */
export function identifierWords(query: string): string | undefined {
  const spelled = query
    .split(/[^\p{L}\p{N}_]+/u)
    .flatMap((token) => token.split(IDENTIFIER_BOUNDARY))
    .filter(Boolean)
    .join(' ')
  return spelled.toLowerCase() === query.trim().split(/\s+/).join(' ').toLowerCase() ? undefined : spelled
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), or `limit + 1` as soon as it
 * must exceed `limit`: a typo is a letter missing, extra, wrong or two letters swapped.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1)
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > limit) return limit + 1
    before = previous
    previous = current
  }
  return Math.min(previous[b.length], limit + 1)
}
