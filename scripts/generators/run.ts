/**
 * Runs generators (table.ts), each in a process of its own that imports the project's modules afresh,
 * so it always sees the sources as they are now (configuration, taxonomies and _meta files are
 * TypeScript modules it imports).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { setPriority } from 'node:os'
import path from 'node:path'
import { GENERATORS, withReaders, type Generator } from './table'

const PROJECT = path.resolve(import.meta.dirname, '../..')

export interface RunResult {
  ok: boolean
  /** What the generator printed: on failure, every problem with its file and place. */
  output: string
}

/** Processes started ahead of a generator's next run (spare.ts), by name. */
const spares = new Map<string, ChildProcess>()

function start(generator: Generator, asSpare: boolean): ChildProcess {
  const explain = path.join(PROJECT, 'scripts/generators/explain-missing.mjs')
  const script = path.join(PROJECT, generator.script)
  // tsx's ESM hooks alone: the project is ESM, and its CommonJS hooks slowed every package's loading (a REST
  // run: 3.41 → 2.99 s, median of 6).
  const args = ['--import', 'tsx/esm', '--import', explain, ...(asSpare ? [path.join(PROJECT, 'scripts/generators/spare.ts')] : []), script]
  const child = spawn(process.execPath, args, {
    cwd: PROJECT,
    // Node's own cache of compiled modules: a REST run of npm run dev starts in 3.0 s instead of 3.65.
    env: { NODE_COMPILE_CACHE: path.join(PROJECT, '.cache/node-compile'), ...process.env },
    stdio: [asSpare ? 'pipe' : 'ignore', 'pipe', 'pipe']
  })
  // Below Next's priority: on two cores, compiling the page being read comes first, then the pages'
  // generators; last, those whose files no page compiles against (the twins' 7 s of CPU) and spares,
  // which load while the writer types (and then run at that priority: a process cannot raise its own).
  if (child.pid) setPriority(child.pid, asSpare || generator.servedAsFiles ? 19 : 10)
  return child
}

/**
 * Starts a process that loads `generator` now and runs it at its next runGenerator (npm run dev, for the
 * generators marked `spare`): a spec edit shows in 1.97 s instead of 3.35 (npm run bench, median of 5).
 */
export function prepareSpare(generator: Generator) {
  if (!spares.has(generator.name)) spares.set(generator.name, start(generator, true))
}

/** Runs `generator`, its output echoed as it comes unless `echo` is false. */
export function runGenerator(generator: Generator, { echo = true } = {}): Promise<RunResult> {
  const spare = spares.get(generator.name)
  spares.delete(generator.name)
  return new Promise((resolve) => {
    const child = spare && spare.exitCode === null && spare.signalCode === null ? spare : start(generator, false)
    child.stdin?.end('run\n')
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk
      if (echo) process.stdout.write(chunk)
    }
    child.stdout!.on('data', collect)
    child.stderr!.on('data', collect)
    child.on('close', (code) => resolve({ ok: code === 0, output: output.trim() }))
  })
}

/**
 * Each of `generators` once, two at a time (two cores), each as soon as the ones it `needs` among them
 * have succeeded. A failure does not stop the others, so one run reports every problem; what needs a
 * failed generator does not run. Resolves to the names that failed and those skipped for it.
 */
export async function runAll(
  generators: Generator[],
  onResult: (generator: Generator, result: RunResult) => void = () => undefined,
  run: (generator: Generator) => Promise<RunResult> = runGenerator
): Promise<{ failed: string[]; skipped: string[] }> {
  const listed = new Set(generators.map((generator) => generator.name))
  const waiting = [...generators]
  const done = new Set<string>()
  const failed: string[] = []
  const skipped: string[] = []
  const running = new Set<Promise<void>>()
  // Needs outside the list are met: their output is as the last generation left it.
  const needs = (generator: Generator) => (generator.needs ?? []).filter((name) => listed.has(name))
  while (waiting.length || running.size) {
    // What needs a failed generator is skipped, and so, in turn, is what needs a skipped one.
    const blocked = (g: Generator) => needs(g).some((name) => failed.includes(name) || skipped.includes(name))
    for (let generator = waiting.find(blocked); generator; generator = waiting.find(blocked)) {
      waiting.splice(waiting.indexOf(generator), 1)
      skipped.push(generator.name)
    }
    for (let next = waiting.find((g) => needs(g).every((name) => done.has(name))); next && running.size < 2;) {
      const generator = next
      waiting.splice(waiting.indexOf(generator), 1)
      const ran: Promise<void> = run(generator).then((result) => {
        if (result.ok) done.add(generator.name)
        else failed.push(generator.name)
        running.delete(ran)
        onResult(generator, result)
      })
      running.add(ran)
      next = waiting.find((g) => needs(g).every((name) => done.has(name)))
    }
    if (!running.size) break
    await Promise.race(running)
  }
  return { failed, skipped }
}

/**
 * npm run dev's runs: `queue(names)` queues generators and what reads their output. Each lane runs one at a
 * time, always the first waiting in table order, so a change made during a run goes ahead of the readers the
 * last change still had to run, which run again after it anyway (spec edits saved back to back show in 3.32 s
 * instead of 4.02: npm run bench without its pause between edits, median of 5). Generators whose output
 * is served as files (the twins take 7 s) have a lane of their own, which starts only while the pages' lane is
 * idle (a _meta edit right after an MDX edit showed in 9.5 s with one lane, 1.5 s with two). A failed run leaves
 * its output as it was, so what reads it still runs, on that output. A run is `superseded` when its generator was
 * queued again while it ran: it read sources that have changed since.
 */
export function runQueue(
  onResult: (generator: Generator, result: RunResult, superseded: boolean) => void,
  run: (generator: Generator) => Promise<RunResult> = runGenerator,
  generators: Generator[] = GENERATORS
) {
  const waiting = new Set<string>()
  const busy = { pages: false, served: false }
  const startNext = () => {
    for (const lane of ['pages', 'served'] as const) {
      const generator = generators.find((g) => waiting.has(g.name) && (g.servedAsFiles ? 'served' : 'pages') === lane)
      if (!generator || busy[lane] || (lane === 'served' && busy.pages)) continue
      waiting.delete(generator.name)
      busy[lane] = true
      void run(generator).then((result) => {
        busy[lane] = false
        onResult(generator, result, waiting.has(generator.name))
        startNext()
      })
    }
  }
  /** Runs start `pause` ms after the last call, which gathers the files one save or one generator run writes. */
  let timer: NodeJS.Timeout | undefined
  return function queue(names: Iterable<string>, pause = 50) {
    for (const generator of withReaders(names, generators)) waiting.add(generator.name)
    clearTimeout(timer)
    timer = setTimeout(startNext, pause)
  }
}
