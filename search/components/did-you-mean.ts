/**
 * The "did you mean" pass: when a query finds nothing, each of its words that the site does not have
 * is replaced by the nearest word the site has (a letter or two away), so "sesion" searches "session".
 * The vocabulary is the indexer's (search/indexer/vocabulary.ts): the site's words, most frequent first.
 */
import { editDistance, identifierWords, isVocabularyWord } from '../shared/words'

export interface Vocabulary {
  /** Most frequent first: of two words as near to a typo, the more frequent wins. */
  words: string[]
  known: Set<string>
}

export const vocabularyOf = (words: string[]): Vocabulary => ({ words, known: new Set(words) })

/**
 * Typos tolerated in a word: none under 4 letters (too many near neighbours), one up to 7, two beyond.
 * Two typos in a shorter word turn English into site words: "denied" into "defined", "expired" into "exported".
 */
export const typosAllowed = (word: string): number => (word.length < 4 ? 0 : word.length <= 7 ? 1 : 2)

/** The site's word nearest to `word`, or undefined when none is near enough. */
export function nearestWord(word: string, vocabulary: Vocabulary): string | undefined {
  let limit = typosAllowed(word)
  let best: string | undefined
  if (limit === 0) return undefined
  for (const candidate of vocabulary.words) {
    const distance = editDistance(word, candidate, limit)
    if (distance > limit) continue
    best = candidate
    if (distance === 1) break
    // A nearer word must now be strictly nearer: earlier (more frequent) words win ties.
    limit = distance - 1
  }
  return best
}

/** English endings Pagefind's stemmer takes off a word: "syncing" is found by "sync", "connecting" by "connection". */
const ENDING = /(?:ing|ed|es|s|ions?|ers?)$/

/** A word the site has, begins (a word still being typed), or has in another form of the same stem ("registries": registry). */
function isKnown(word: string, vocabulary: Vocabulary): boolean {
  if (vocabulary.known.has(word)) return true
  const begins = (start: string) => vocabulary.words.some((known) => known.startsWith(start))
  const stems = [word.replace(ENDING, ''), word.replace(/ies$/, 'y')]
  return begins(word) || stems.some((stem) => stem.length >= 4 && stem !== word && begins(stem))
}

/**
 * The query with each unknown word replaced by its nearest site word, or undefined when no word changed.
 * A known word (isKnown) is kept as the reader wrote it, and so is one with digits (an id, a version: the
 * vocabulary has none).
 */
export function correctQuery(query: string, vocabulary: Vocabulary): string | undefined {
  let changed = false
  const corrected = query.replace(/[\p{L}\p{N}_]+/gu, (token) => {
    const word = token.toLowerCase()
    if (/\d/.test(word) || isKnown(word, vocabulary)) return token
    const nearest = nearestWord(word, vocabulary)
    if (!nearest) return token
    changed = true
    return nearest
  })
  return changed ? corrected : undefined
}

/**
 * The words of a query that the site has in no form and that no site word is near. Pagefind answers such a
 * word with the pages of the longest start of it that it has ("kubernetes" found three pages by a lone "K"),
 * which a reader would take for pages about it. Words the vocabulary does not list (isVocabularyWord) and
 * identifiers, which the engine also searches by their words (getProjectConfiguration), are never missing,
 * nor is anything when the vocabulary could not be loaded.
 */
export function missingWords(words: string[], vocabulary: Vocabulary): string[] {
  if (!vocabulary.words.length) return []
  return words.filter((word) =>
    [...word.matchAll(/[\p{L}\p{N}_]+/gu)].some(([token]) => {
      const lower = token.toLowerCase()
      return isVocabularyWord(lower) && !identifierWords(token) && !isKnown(lower, vocabulary) && !nearestWord(lower, vocabulary)
    })
  )
}
