/**
 * The search index of the exported site: Pagefind over out/'s HTML, run by the post-build step once
 * every page is final. Pagefind indexes the pages the theme marks (`data-pagefind-body`, see
 * search/shared/record.ts), splits each at its headings and writes a chunked index that the browser
 * fetches piece by piece (search/components/engine.ts). Beside it goes the site's vocabulary, which the
 * browser's "did you mean" pass reads when a query finds nothing.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import * as pagefind from 'pagefind'
import { INDEX_FOLDER, VOCABULARY_FILE } from '../shared/files'
import { wordsByFrequency } from './vocabulary'

/** Parts of an indexed page that are about the page, not its subject. Navigation, footers and forms Pagefind leaves out itself. */
const NOT_CONTENT = [
  '.vnv-page-actions', // Copy page, View as Markdown
  '.vnv-changed-badge',
  '.vnv-page-source', // last updated, edit this page
  '.vnv-page-tags',
  '.vnv-toc-disclosure', // a blog post's "On this page" on phones
  '.vnv-playground__toolbar', // Live example, Copy, Reset: "reset" found 41 pages for it
  '.vnv-request', // REST: the code samples, the same request in three languages
  '.vnv-operation-types', // REST: openapi-typescript's declarations
  '.vnv-operation-header__meta', // REST: the spec's authentication and servers, alike on every operation
  '.vnv-diagram__text' // a diagram's Mermaid source: a result's excerpt read "J --> K[Bulk create SharePoint fields]"
]

/** Pagefind's ready-made interfaces, which this site does not use: its dialog is its own (search/components). */
const UNUSED_UI = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/

/** Pagefind writes each fragment as gzip'd JSON behind this signature. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd'

export interface IndexSummary {
  pages: number
  words: number
}

/** Indexes `outDir` into `outDir/pagefind/`, replacing the previous index only once the new one is whole. */
export async function buildSearchIndex(outDir: string): Promise<IndexSummary> {
  const target = path.join(outDir, INDEX_FOLDER)
  const staging = `${target}.next`
  rmSync(staging, { recursive: true, force: true })
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: NOT_CONTENT })
    if (!index) throw new Error(errors.join('\n'))
    const added = await index.addDirectory({ path: outDir })
    if (added.errors.length) throw new Error(added.errors.join('\n'))
    const written = await index.writeFiles({ outputPath: staging })
    if (written.errors.length) throw new Error(written.errors.join('\n'))
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    throw new Error(`search index of ${outDir}: ${(error as Error).message}`)
  } finally {
    await pagefind.close()
  }
  for (const file of readdirSync(staging)) if (UNUSED_UI.test(file)) rmSync(path.join(staging, file))
  const words = wordsByFrequency(fragmentTexts(path.join(staging, 'fragment')))
  writeFileSync(path.join(staging, VOCABULARY_FILE), words.join('\n') + '\n')
  const pages = readdirSync(path.join(staging, 'fragment')).length
  if (existsSync(target)) rmSync(target, { recursive: true })
  renameSync(staging, target)
  return { pages, words: words.length }
}

/** Each indexed page's title, description and text, as Pagefind stored them in its fragments: what a query can find. */
function* fragmentTexts(folder: string): Generator<string> {
  for (const file of readdirSync(folder)) {
    const json = gunzipSync(readFileSync(path.join(folder, file))).toString('utf8')
    const fragment = JSON.parse(json.startsWith(FRAGMENT_SIGNATURE) ? json.slice(FRAGMENT_SIGNATURE.length) : json)
    yield `${fragment.meta?.title ?? ''}\n${fragment.meta?.description ?? ''}\n${fragment.content ?? ''}`
  }
}
