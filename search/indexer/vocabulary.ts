/**
 * The site's vocabulary for the search's "did you mean" pass (search/components/did-you-mean.ts): every
 * word the index holds, most frequent first, written beside the index as one word a line.
 */
import { byCodeUnits } from '../../lib/code-unit-order'
import { isVocabularyWord, wordsOf } from '../shared/words'

/** The words of the given texts, most frequent first, ties in code-unit order so the file is stable. */
export function wordsByFrequency(texts: Iterable<string>): string[] {
  const counts = new Map<string, number>()
  for (const text of texts) for (const word of wordsOf(text)) if (isVocabularyWord(word)) counts.set(word, (counts.get(word) ?? 0) + 1)
  return [...counts].sort(([a, m], [b, n]) => n - m || byCodeUnits(a, b)).map(([word]) => word)
}
