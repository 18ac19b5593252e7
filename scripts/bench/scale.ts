/**
 * The scale run of `npm run bench`: the whole site plus N synthetic docs
 * pages, built end to end in a temporary copy of the project (never in the
 * working tree, never committed). Synthetic pages look like real ones:
 * frontmatter with tags, headings, prose, a table, a code block and links.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { resolveBasePath } from '../../config/base-path.mjs'
import { startServer } from '../serve'
import { measure, type Measured } from './measure'
import { measurePageWeight } from './page-weight'
import { firstQuery } from '../../search/bench/search'
import { listFiles } from '../lib/files'

const TAGS = ['getting-started', 'sessions', 'vnv-project', 'rest', 'components']
const SENTENCES = [
  'A session holds a working copy of a project until its changes are committed.',
  'Nodes are grouped into structures, and relations link nodes across structures.',
  'Metadata describes a node without changing its place in the project tree.',
  'The API kit wraps every REST call and batches requests when it can.',
  'Lists keep ordered references to nodes, for example the items of a report.',
  'An import from Excel creates nodes, structures and relations in one pass.'
]

const syntheticRoute = (index: number) => `/docs/scale/group-${Math.floor(index / 100)}/page-${index}/`

/** One synthetic docs page (MDX) of about 300 words. Pure: same index, same page. */
export function syntheticPage(index: number): string {
  const paragraph = (offset: number) => Array.from({ length: 8 }, (_, i) => SENTENCES[(index + offset + i) % SENTENCES.length]).join(' ')
  return [
    '---',
    `title: Synthetic page ${index}`,
    `description: A generated page of the scale benchmark, number ${index}, with prose, a table and code.`,
    `tags: [${TAGS[index % TAGS.length]}]`,
    '---',
    '',
    `# Synthetic page ${index}`,
    '',
    paragraph(0),
    '',
    '## Concepts',
    '',
    paragraph(1),
    '',
    '| Term | Meaning |',
    '|---|---|',
    '| Session | A working copy of a project |',
    '| Structure | A tree of nodes |',
    '',
    '### In practice',
    '',
    paragraph(2),
    '',
    '```ts filename="example.ts"',
    `const page = ${index}`,
    'console.log(`synthetic page ${page}`)',
    '```',
    '',
    '## Related pages',
    '',
    `- [Previous synthetic page](${syntheticRoute(Math.max(index - 1, 0))})`,
    '- [Sessions](/docs/Packages/vnv-api-kit/sessions/)',
    ''
  ].join('\n')
}

/** Adds the synthetic folder to the docs' _meta.ts as a section of its own, as a writer adds a new section. */
function registerSection(metaFile: string): void {
  const source = readFileSync(metaFile, 'utf8')
  const end = source.lastIndexOf('\n}')
  if (end < 0) throw new Error(`${metaFile}: expected an object literal ending in "}" on its own line`)
  writeFileSync(metaFile, `${source.slice(0, end)},\n  scale: { type: 'page', title: 'Scale' }${source.slice(end)}`)
}

/** Writes `count` pages into pages/docs/scale/ of `root`, 100 per folder as a large section would be. */
export function writeSyntheticPages(root: string, count: number): void {
  const dir = path.join(root, 'pages', 'docs', 'scale')
  rmSync(dir, { recursive: true, force: true })
  const groups = Math.ceil(count / 100)
  mkdirSync(dir, { recursive: true })
  // Sidebar entries, as a writer adds them (Nextra needs a _meta for each folder here).
  const meta = (entries: string[]) => `export default {\n${entries.map((e) => `  '${e}': '${e.replace(/-/g, ' ')}'`).join(',\n')}\n}\n`
  writeFileSync(path.join(dir, '_meta.ts'), meta(Array.from({ length: groups }, (_, g) => `group-${g}`)))
  registerSection(path.join(root, 'pages', 'docs', '_meta.ts'))
  for (let g = 0; g < groups; g++) {
    const folder = path.join(dir, `group-${g}`)
    mkdirSync(folder, { recursive: true })
    const indexes = Array.from({ length: Math.min(100, count - g * 100) }, (_, i) => g * 100 + i)
    writeFileSync(path.join(folder, '_meta.ts'), meta(indexes.map((i) => `page-${i}`)))
    for (const i of indexes) writeFileSync(path.join(folder, `page-${i}.mdx`), syntheticPage(i))
  }
}

/** Exported pages in out/ (index.html files). */
function countPages(outDir: string): number {
  let count = 0
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name))
      else if (entry.name === 'index.html') count++
    }
  }
  walk(outDir)
  return count
}

/** Not copied: what a clean build starts without (.cache holds the generators' and the build's records and caches). */
const NOT_COPIED = new Set(['node_modules', '.next', 'out', '.cache', '.git', 'test-results', 'playwright-report', '.bench'])

/** The project at `root` as a clean build finds it: its files, the project's node_modules (linked), nothing built or cached. */
export function copyAsCleanClone(projectRoot: string, root: string): void {
  cpSync(projectRoot, root, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.basename(source)) || path.dirname(source) !== projectRoot
  })
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'))
}

/** The largest HTML file among the synthetic pages: it must not grow with the size of their section. */
function largestSyntheticHtml(outDir: string): number {
  let largest = 0
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name === 'index.html') largest = Math.max(largest, readFileSync(file).length)
    }
  }
  walk(path.join(outDir, 'docs', 'scale'))
  return largest
}

/**
 * In the built copy: first-load JavaScript of a doc page (gzip), which must not grow with the number of
 * pages, and what the first search query fetches, which may grow by at most a fifth at 3,000 extra pages.
 */
async function weights(outDir: string): Promise<{ docJs: number; searchBytes: number }> {
  const basePath = resolveBasePath(process.env.BASE_PATH)
  const port = 4195
  const server = await startServer({ root: outDir, basePath, port, gzip: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu']
  })
  try {
    const origin = `http://127.0.0.1:${port}${basePath}`
    const docJs = (await measurePageWeight(browser, `${origin}/docs/Tutorial/intro/`)).js
    const page = await browser.newPage()
    const { searchBytes } = await firstQuery(page, origin)
    return { docJs, searchBytes }
  } finally {
    await browser.close()
    server.close()
  }
}

export interface ScaleRun extends Measured {
  pages: number
  /** Bytes of the largest synthetic page's HTML. */
  largestHtml: number
  /** First-load JS of /docs/Tutorial/intro/, gzip bytes. */
  docJs: number
  /** What the first search query fetches, gzip bytes; and the search index on disk. */
  searchBytes: number
  indexBytes: number
}

/** Builds the site with `extra` synthetic pages in a temporary copy; returns time, memory, page count and page weight. */
export async function scaleRun(extra: number, projectRoot = process.cwd()): Promise<ScaleRun> {
  const root = mkdtempSync(path.join(tmpdir(), `vnv-scale-${extra}-`))
  try {
    copyAsCleanClone(projectRoot, root)
    writeSyntheticPages(root, extra)
    const measured = await measure('npm run build', { cwd: root, quiet: true, env: { NEXT_TELEMETRY_DISABLED: '1' } })
    const out = path.join(root, 'out')
    const index = path.join(out, 'pagefind')
    const indexBytes = listFiles(index).reduce((sum, file) => sum + statSync(path.join(index, file)).size, 0)
    return { ...measured, pages: countPages(out), largestHtml: largestSyntheticHtml(out), ...(await weights(out)), indexBytes }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
