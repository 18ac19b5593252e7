/**
 * `npm run dev`: `next dev`, and the generators (scripts/generators/table.ts) run again whenever one of
 * their sources changes. Next picks up what they write like any other edit. A generator's problems
 * show over the page (theme/chrome/DevProblems.tsx) until a later run succeeds. Arguments go to
 * `next dev` (`npm run dev -- --port 3001`).
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { watch } from 'chokidar'
import { changedSinceLastRun, markSucceeded } from './generators/last-run'
import { prepareSpare, runAll, runQueue, type RunResult } from './generators/run'
import { GENERATORS, generatorsFor, withReaders, type Generator } from './generators/table'
import { GENERATED_PAGES } from './lib/generated-paths'

const ROOT = process.cwd()
const DEV_FOLDER = path.join(ROOT, 'public/_dev')
const REDIRECTS = path.join(ROOT, 'generated/navigation/redirects.json')
const problems = new Map<string, string>()
mkdirSync(DEV_FOLDER, { recursive: true })

/** The redirects the navigation generator wrote, where the dev 404 page reads them (theme/chrome/dev-redirect.ts). */
function publishRedirects() {
  if (existsSync(REDIRECTS)) cpSync(REDIRECTS, path.join(DEV_FOLDER, 'redirects.json'))
}

/**
 * Records a run's outcome and rewrites the problem list the page shows (whole, never half written). A failure
 * of a superseded run is not shown: the writer may have fixed it already, and the run queued after it says.
 */
function record(generator: Generator, { ok, output }: RunResult, superseded = false) {
  if (generator.spare) prepareSpare(generator)
  if (!ok && superseded) return
  if (ok) {
    markSucceeded(ROOT, generator)
    problems.delete(generator.name)
  } else problems.set(generator.name, output)
  const list = [...problems].map(([name, text]) => ({ generator: name, output: text }))
  writeFileSync(path.join(DEV_FOLDER, 'problems.new'), JSON.stringify({ problems: list }))
  renameSync(path.join(DEV_FOLDER, 'problems.new'), path.join(DEV_FOLDER, 'problems.json'))
  if (!ok) console.error(`\ndev: ${generator.name} failed; the page shows why until it is fixed`)
  if (ok && generator.name === 'navigation') publishRedirects()
}

// What changed while the dev server was off runs before Next starts, so no page compiles against stale records.
await runAll(withReaders(GENERATORS.filter((g) => changedSinceLastRun(ROOT, g)).map((g) => g.name)), record)

publishRedirects()
for (const generator of GENERATORS) if (generator.spare) prepareSpare(generator)

// The last build's search index, which the dev site searches (next.config.mjs serves it at /pagefind/).
rmSync(path.join(DEV_FOLDER, 'pagefind'), { recursive: true, force: true })
if (existsSync('out/pagefind')) cpSync('out/pagefind', path.join(DEV_FOLDER, 'pagefind'), { recursive: true })

const next = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit'
})
next.on('exit', (code) => process.exit(code ?? 1))

const queue = runQueue(record)

const watched = [...new Set(GENERATORS.flatMap((generator) => generator.sources))]
/** What generators write: the generators that read it run after its writer anyway (withReaders). */
const isGenerated = (file: string) => file.startsWith('generated/') || GENERATED_PAGES.test(file)
watch(watched, { cwd: ROOT, ignoreInitial: true, ignored: (file) => file.includes('node_modules') }).on('all', (_event, changed) => {
  const file = changed.split(path.sep).join('/')
  if (isGenerated(file)) return
  queue(generatorsFor(file).map((generator) => generator.name))
})
