/** Where the search index lives in the exported site, for the indexer and the browser alike. */

/** The index folder under out/ (and so under the base path). */
export const INDEX_FOLDER = 'pagefind'

/** The site's vocabulary, one word a line, most frequent first (search/indexer/vocabulary.ts). */
export const VOCABULARY_FILE = 'vocabulary.txt'
