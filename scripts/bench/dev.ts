/**
 * `npm run bench:dev`: the writer's loop, measured. A benchmark, not a test:
 * it prints figures against the targets of the dev-loop issue and never fails
 * on them. It times `npm run dev` to its first page on a fresh clone (with and
 * without npm install's generation), on the next start and after a pull (of everything, of pages); on the
 * fresh clone's server it opens a page in Debian's Chromium and times how long each kind of edit
 * takes to show there (the moment the page shows it, recorded in the page), and
 * how long a new folder's URL takes to lead to its page.
 * Every edited file is put back, and every added folder removed, at the end.
 *
 * Each dev server's output is kept in .bench/dev/.
 *
 *   npm run bench:dev -- --runs=5     # edits per kind (median is printed)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { resolveBasePath } from '../../config/base-path.mjs'
import { isGeneratedOutput } from '../generators/stamp'
import { treeRss } from './measure'
import { awaitMarker, MARKER_CLOCK, markerShownAt } from './marker-clock'

const PORT = 3200
const ORIGIN = `http://127.0.0.1:${PORT}${resolveBasePath(process.env.BASE_PATH)}`
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3)
const TARGETS = { firstPage: 10, mdx: 1, generated: 3 }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const seconds = (since: number) => (performance.now() - since) / 1000
const figure = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'not shown in 60 s')

/**
 * What the bench must undo (edited files to put back, added folders to remove, dev servers), also when it is
 * stopped (Ctrl-C, a kill): an interrupted run once left its marker in a page, and a commit took it in.
 */
const undo = new Map<string, () => void>()
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const step of undo.values()) step()
    process.exit(1)
  })

/** Undoes one step now (a file put back, a folder removed, a dev server stopped): a stop later does not repeat it. */
function undoNow(key: string) {
  undo.get(key)?.()
  undo.delete(key)
}

const devKey = (dev: ChildProcess) => `dev ${dev.pid}`

/** Each dev server's output, kept to read when a figure is odd (a folder not shown); git ignores .bench/. */
const LOGS = '.bench/dev'

function startDev(log: string, env: Record<string, string> = {}): ChildProcess {
  mkdirSync(LOGS, { recursive: true })
  const output = openSync(path.join(LOGS, log), 'w')
  const dev = spawn('npm', ['run', 'dev', '--', '--port', String(PORT), '--hostname', '127.0.0.1'], {
    stdio: ['ignore', output, output],
    env: { ...process.env, ...env },
    detached: true
  })
  closeSync(output)
  // Its own process group: a stopped bench must end it too, or it keeps the port.
  undo.set(devKey(dev), () => {
    try {
      process.kill(-dev.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  })
  return dev
}

/** Seconds from the command to the first 200 of a docs page (the page compiled and rendered). */
async function firstPage(log: string, env: Record<string, string> = {}): Promise<{ dev: ChildProcess; seconds: number }> {
  const started = performance.now()
  const dev = startDev(log, env)
  for (;;) {
    // Its output is in the log, not here.
    if (dev.exitCode !== null)
      throw new Error(`npm run dev ended (code ${dev.exitCode}) before the first page answered: see ${path.join(LOGS, log)}`)
    try {
      const response = await fetch(`${ORIGIN}/docs/Tutorial/intro/`)
      if (response.ok) return { dev, seconds: seconds(started) }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

interface EditKind {
  name: string
  file: string
  route: string
  /** The file's content with `marker` placed where the page will show it. */
  edit: (original: string, marker: string) => string
  target: number
}

const KINDS: EditKind[] = [
  {
    name: 'MDX page',
    file: 'pages/docs/Tutorial/intro.mdx',
    route: '/docs/Tutorial/intro/',
    edit: (original, marker) => `${original}\n\n${marker}\n`,
    target: TARGETS.mdx
  },
  {
    name: '_meta label',
    file: 'pages/docs/Tutorial/_meta.ts',
    route: '/docs/Tutorial/intro/',
    edit: (original, marker) => original.replace("'Digital platforms'", `'${marker}'`),
    target: TARGETS.generated
  },
  {
    name: 'spec (REST page)',
    file: 'openapi/database.yaml',
    route: '/docs/rest/database/vnv-documentation/',
    edit: (original, marker) => original.replace(/^ {2}title: .*$/m, `  title: ${marker}`),
    target: TARGETS.generated
  },
  {
    name: 'blog post (list page)',
    file: 'pages/blog/long-blog-post.mdx',
    route: '/blog/',
    edit: (original, marker) => original.replace(/^title: .*$/m, `title: '${marker}'`),
    target: TARGETS.generated
  }
]

async function timeEdits(page: Page, kind: EditKind): Promise<number[]> {
  const file = path.resolve(kind.file)
  const original = readFileSync(file, 'utf8')
  undo.set(file, () => writeFileSync(file, original))
  const times: number[] = []
  try {
    // A recompile of the page being opened can abort the first navigation.
    await page.goto(ORIGIN + kind.route).catch(() => page.goto(ORIGIN + kind.route))
    for (let run = 0; run < RUNS; run++) {
      const marker = `Bench marker ${run} ${Date.now()}`
      await awaitMarker(page, marker)
      const started = Date.now()
      writeFileSync(file, kind.edit(original, marker))
      // An edit the loop misses is a figure too: reported as not shown rather than ending the benchmark.
      const shown = await page
        .getByText(marker)
        .first()
        .waitFor({ timeout: 60_000 })
        .then(() => true)
        .catch(() => false)
      // The page's own moment; both clocks are this machine's.
      const shownAt = (await markerShownAt(page)) ?? Date.now()
      times.push(shown ? (shownAt - started) / 1000 : Infinity)
    }
  } finally {
    undoNow(file)
    // Let the restore regenerate and recompile before the next kind opens its page.
    await new Promise((resolve) => setTimeout(resolve, 4000))
  }
  return times
}

/**
 * A new folder of pages: seconds from writing its first page to its folder URL leading there (a new
 * redirect, as the export's stub page; then the page compiled and rendered). Each run adds a folder
 * of its own and removes it afterwards.
 */
async function timeNewFolders(): Promise<number[]> {
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const name = `bench-folder-${run}-${Date.now()}`
    const folder = path.resolve('pages/docs/Tutorial', name)
    const started = performance.now()
    undo.set(folder, () => rmSync(folder, { recursive: true, force: true }))
    try {
      mkdirSync(folder, { recursive: true })
      writeFileSync(
        path.join(folder, 'first.mdx'),
        `---\ntitle: Bench folder ${run}\ndescription: A folder the benchmark adds.\n---\n\n# Bench folder\n`
      )
      let shown = false
      while (!shown && seconds(started) < 60) {
        const response = await fetch(`${ORIGIN}/docs/Tutorial/${name}/`).catch(() => null)
        shown = !!response?.ok && response.url.endsWith(`/${name}/first/`)
        if (!shown) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      times.push(shown ? seconds(started) : Infinity)
    } finally {
      undoNow(folder)
      await new Promise((resolve) => setTimeout(resolve, 4000))
    }
  }
  return times
}

/**
 * A fresh clone, but for node_modules: no dev cache, no generators' caches or stamp, and none of their
 * output (what git ignores of it).
 */
function asFreshClone() {
  rmSync('.next', { recursive: true, force: true })
  rmSync('.cache', { recursive: true, force: true })
  const ignored = execFileSync('git', ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory'], { encoding: 'utf8' })
  for (const entry of ignored.split('\n').filter(Boolean)) if (isGeneratedOutput(entry)) rmSync(entry, { recursive: true, force: true })
}

/** npm install's last step (scripts/generators/after-install.mjs), timed: seconds. */
function installStep(): number {
  const started = performance.now()
  execFileSync('npm', ['run', 'postinstall'], { stdio: 'ignore' })
  return seconds(started)
}

/** Seconds to the first page of a start, the dev server stopped at once. */
async function timedStart(log: string, env: Record<string, string> = {}): Promise<number> {
  const start = await firstPage(log, env)
  undoNow(devKey(start.dev))
  await new Promise((resolve) => setTimeout(resolve, 2000))
  return start.seconds
}

/** The pages a pull brings edits of, in timedStartAfterPageEdits. */
const PULLED_PAGES = ['pages/docs/Tutorial/intro.mdx', 'pages/docs/Tutorial/quick-start.mdx']

/** Seconds to the first page of a start after two pages changed since the last generation (put back after). */
async function timedStartAfterPageEdits(): Promise<number> {
  for (const file of PULLED_PAGES.map((page) => path.resolve(page))) {
    const original = readFileSync(file, 'utf8')
    undo.set(file, () => writeFileSync(file, original))
    writeFileSync(file, `${original}\n\nA paragraph a pull brought (${Date.now()}).\n`)
  }
  try {
    return await timedStart('pages-pulled.log')
  } finally {
    for (const page of PULLED_PAGES) undoNow(path.resolve(page))
  }
}

async function main() {
  console.log('## Writer loop (npm run dev)\n')
  // Installed without its last step (npm ci --ignore-scripts): the start generates everything.
  asFreshClone()
  const ungenerated = await timedStart('nothing-generated.log')
  // A fresh clone as npm install leaves it: generated, but nothing compiled.
  asFreshClone()
  const install = installStep()
  const cold = await firstPage('fresh-clone.log')
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(cold.dev.pid!))), 500)
  const rows: string[] = []
  try {
    const page = await browser.newPage()
    await page.addInitScript(MARKER_CLOCK)
    for (const kind of KINDS) {
      const times = await timeEdits(page, kind)
      rows.push(
        `${`${kind.name} edit visible`.padEnd(37)} ${figure(median(times)).padStart(7)}   ≤ ${kind.target}   (runs: ${times.map(figure).join(', ')})`
      )
    }
    const folders = await timeNewFolders()
    rows.push(
      `${'new folder: its URL leads to its page'.padEnd(37)} ${figure(median(folders)).padStart(7)}   ≤ ${TARGETS.generated}   (runs: ${folders.map(figure).join(', ')})`
    )
  } finally {
    clearInterval(sampler)
    await browser.close()
    // Webpack stores its cache once the server has been idle a while (up to a minute).
    await new Promise((resolve) => setTimeout(resolve, 65_000))
    undoNow(devKey(cold.dev))
  }
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const warm = await timedStart('next-start.log')
  // As after a pull that changes what every generator reads: the stamp no longer matches (an
  // environment variable the generators read changed), so the start generates everything again,
  // and compiles from the dev cache.
  const stale = await timedStart('sources-changed.log', { VNV_BENCH_SOURCES_CHANGED: String(Date.now()) })
  // As after a pull that brings page edits: only the generators pages concern run
  // (scripts/generators/selection.ts). The start above left no stamp to compare with.
  execFileSync('npm', ['run', 'generate'], { stdio: 'ignore' })
  const pagesPulled = await timedStartAfterPageEdits()
  const row = (label: string, value: number) => console.log(`${label.padEnd(37)} ${value.toFixed(1).padStart(7)}   ≤ ${TARGETS.firstPage}`)
  console.log('measure                               seconds   target')
  row('first page, fresh clone', cold.seconds)
  console.log(`  (after npm install, whose last step generated in ${install.toFixed(1)} s)`)
  row('first page, npm ci --ignore-scripts', ungenerated)
  row('first page, next start (cache kept)', warm)
  row('first page, after a pull (everything)', stale)
  row('first page, after a pull of pages', pagesPulled)
  for (const line of rows) console.log(line)
  console.log(`\ndev server peak memory (process tree): ${(peak / 1024 / 1024).toFixed(0)} MB`)
  console.log(`dev servers' output: ${LOGS}/ (fresh-clone.log has the edits)`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
