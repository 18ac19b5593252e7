/**
 * Generates what each page shows of its source (page-source/shared/types.ts): the file a reader edits
 * to change it and when a commit last changed that file, read for every page in one `git log`
 * (scripts/lib/git-history.ts). Writes generated/page-source/index.json, every page (the sitemap's
 * lastmod, Markdown twins' front matter), and pages/<route>.json, the one record each page imports
 * (next.config.mjs). Runs after the generators that write pages, since it reads them all.
 *
 * Paths are relative to the repository's root, so a site kept in a subfolder links the right file.
 * Without usable history (no repository, a shallow clone) or for a file never committed, the date is
 * null: the page shows none rather than a wrong one.
 */
import { closeSync, existsSync, openSync, readFileSync, readSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import { pageRoutes } from '../../lib/navigation/page-navigation'
import { pageFile, readSiteTree } from '../../scripts/navigation/read-pages'
import { jsonFile } from '../../scripts/lib/generated'
import { writeFolderAtomically } from '../../scripts/lib/write-folders'
import { HISTORY_UNAVAILABLE, lastCommitDates, repositoryRoot } from '../../scripts/lib/git-history'
import { routeJsonFile } from '../../lib/page-records.mjs'
import type { PageSource, PageSourceIndex } from '../shared/types'
import { editableFile, inRepository, listedSources, newest } from './sources'
import { runAsCommand } from '../../scripts/generators/command'

/** The generator's output folder, relative to the project. */
const PAGE_SOURCE_DIR = 'generated/page-source'

const SOURCE = "the pages' first lines and git log (page-source/generator)"

/**
 * The first two lines of a file (the "generated from" line and, for a page made from several files,
 * the line naming them), reading no more than its first 64 kB.
 */
function firstLines(file: string): [string, string] {
  const buffer = Buffer.alloc(64 * 1024)
  const fd = openSync(file, 'r')
  try {
    const length = readSync(fd, buffer, 0, buffer.length, 0)
    const [first = '', second = ''] = buffer.subarray(0, length).toString('utf8').split('\n', 2)
    return [first, second]
  } finally {
    closeSync(fd)
  }
}

export interface PageSourcesResult {
  index: PageSourceIndex
  /** Why no page has a date, when the copy has no usable history. */
  unavailable?: string
}

/** Every page's source, read from the project at `projectDir` (its pages/ and its repository). */
export async function readPageSources(projectDir: string): Promise<PageSourcesResult> {
  const pagesDir = path.join(projectDir, 'pages')
  const routes = pageRoutes(await readSiteTree(pagesDir))
  const root = repositoryRoot(projectDir)
  const prefix = root ? path.relative(realpathSync(root), realpathSync(projectDir)).split(path.sep).join('/') : ''
  const isFile = (file: string) => {
    const full = path.join(projectDir, file)
    return existsSync(full) && statSync(full).isFile()
  }
  // Per page: the file to edit, and the files whose newest commit dates it (that file, or what a list is made from).
  const sources = new Map<string, { file: string | null; dated: string[] }>()
  for (const route of routes) {
    const found = pageFile(route, pagesDir)
    const page = found && path.relative(projectDir, found).split(path.sep).join('/')
    if (!found || !page) {
      sources.set(route, { file: null, dated: [] })
      continue
    }
    const [first, second] = firstLines(found)
    const file = editableFile(page, first, isFile)
    const dated = file ? [file] : listedSources(first, second).filter(isFile)
    sources.set(route, { file: file && inRepository(file, prefix), dated: dated.map((f) => inRepository(f, prefix)) })
  }
  const history = lastCommitDates(
    projectDir,
    [...sources.values()].flatMap((source) => source.dated)
  )
  const pages: Record<string, PageSource> = {}
  for (const [route, { file, dated }] of sources) {
    pages[route] = { file, lastUpdated: history.available ? newest(dated.map((f) => history.dates.get(f))) : null }
  }
  return {
    index: { pages },
    ...(!history.available && { unavailable: HISTORY_UNAVAILABLE[history.reason] })
  }
}

/** generated/page-source/index.json as the last run wrote it; no pages (so no dates) before any run. */
export function readPageSourceIndex(projectDir = process.cwd()): PageSourceIndex {
  const file = path.join(projectDir, PAGE_SOURCE_DIR, 'index.json')
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { pages: {} }
}

/** The generator's output folder: index.json and one file per page. Pure. */
export function renderPageSources(index: PageSourceIndex): Map<string, string> {
  const files = new Map([['index.json', jsonFile(SOURCE, index, 1)]])
  for (const [route, source] of Object.entries(index.pages)) {
    files.set(`pages/${routeJsonFile(route)}`, jsonFile(SOURCE, source))
  }
  return files
}

export async function generatePageSources(projectDir = process.cwd()): Promise<PageSourcesResult> {
  const result = await readPageSources(projectDir)
  writeFolderAtomically(path.join(projectDir, PAGE_SOURCE_DIR), renderPageSources(result.index))
  return result
}

export async function main() {
  const { index, unavailable } = await generatePageSources()
  const sources = Object.values(index.pages)
  const dated = sources.filter((source) => source.lastUpdated).length
  console.log(
    `page-source: ${sources.length} pages, ${sources.filter((source) => source.file).length} with a file to edit, ${dated} dated` +
      (unavailable ? ` (no dates: ${unavailable})` : '')
  )
}

export const failureMessage = (error: unknown) => `page-source generation failed: ${(error as Error).message}`

runAsCommand(import.meta.filename, { main, failureMessage })
