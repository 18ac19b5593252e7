/**
 * Runs generators (table.ts): `runAll` for `npm run generate` and the dev server's start, one in a
 * fresh child process, or in a warm worker kept between runs (npm run dev).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { setPriority } from 'node:os'
import path from 'node:path'
import { splitAtRunEnd } from './run-end'
import type { Generator } from './table'

/** tsx's loader, found from this file so a generator can run with any working folder. */
const TSX = import.meta.resolve('tsx')
const PROJECT = path.resolve(import.meta.dirname, '../..')
const WORKER = path.join(import.meta.dirname, 'worker.ts')

export interface RunResult {
  ok: boolean
  /** What the generator printed: the problem, file and place when it failed. */
  output: string
}

interface RunOptions {
  cwd?: string
  echo?: boolean
  /** Called with the process that runs the generator, once it is spawned (npm run dev pauses background ones). */
  started?: (child: ChildProcess) => void
}

function start(args: string[], { cwd = process.cwd(), started }: RunOptions, ipc = false): ChildProcess {
  const child = spawn(process.execPath, ['--import', TSX, ...args], {
    cwd,
    // The project's compiler settings, whatever the working folder.
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(PROJECT, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc' as const] : [])]
  })
  // Below the dev server's priority: on two cores, the recompile of the page being edited comes first.
  if (child.pid) setPriority(child.pid, 10)
  started?.(child)
  return child
}

/**
 * Collects (and echoes) what a child prints on stdout and stderr, each until a warm worker's end line
 * (run-end.ts) or the stream's end: a warm run's whole output, or all a fresh process printed.
 */
function captureOutput(child: ChildProcess, echo = true): Promise<string> {
  let output = ''
  const show = (text: string) => {
    output += text
    if (echo) process.stdout.write(text)
  }
  const ends = [child.stdout!, child.stderr!].map(
    (stream) =>
      new Promise<void>((resolve) => {
        let held = ''
        const collect = (chunk: Buffer) => {
          const part = splitAtRunEnd(held + chunk)
          held = part.held
          show(part.output)
          if (part.ended) finish()
        }
        // A tail held as a possible start of the end line, which the stream ended without, was output.
        const atEnd = () => {
          show(held)
          finish()
        }
        const finish = () => {
          stream.off('data', collect)
          stream.off('end', atEnd)
          resolve()
        }
        stream.on('data', collect)
        stream.on('end', atEnd)
      })
  )
  return Promise.all(ends).then(() => output.trim())
}

/** One run in a fresh process: a fresh process sees edited TypeScript sources (config, taxonomies). */
export function runGenerator(generator: Generator, options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = start([path.resolve(PROJECT, generator.script)], options)
    const output = captureOutput(child, options.echo)
    child.on('close', (code) => void output.then((text) => resolve({ ok: code === 0, output: text })))
  })
}

/**
 * A generator whose module stays loaded between runs (`warm` in table.ts). The dev loop tells it of
 * every change it sees (`noteChange`); once a file matching `restartOn` has changed (code or data it
 * imports), its next run starts a fresh worker. It falls back to a fresh process if the worker dies.
 */
export class WarmGenerator {
  private worker: Promise<ChildProcess> | null = null
  private stale = false

  constructor(
    private readonly generator: Generator,
    private readonly options: RunOptions = {}
  ) {}

  private spawnWorker(): Promise<ChildProcess> {
    const child = start([WORKER, path.resolve(PROJECT, this.generator.script)], this.options, true)
    const ready = new Promise<ChildProcess>((resolve, reject) => {
      child.once('message', () => resolve(child))
      child.once('exit', () => reject(new Error('worker ended')))
    })
    // A worker closed for a restart exits after its successor has started: only the current one is forgotten.
    child.on('exit', () => {
      if (this.worker === ready) this.worker = null
    })
    return ready
  }

  /** Loads the worker ahead of the first change. */
  prepare() {
    this.worker ??= this.spawnWorker()
    this.worker.catch(() => undefined)
  }

  /** A watched file changed (relative, `/`-separated), whether or not it runs this generator. */
  noteChange(file: string) {
    if (this.generator.warm?.restartOn.test(file)) this.stale = true
  }

  async run(): Promise<RunResult> {
    if (this.stale) {
      this.close()
      this.stale = false
    }
    try {
      const child = await (this.worker ??= this.spawnWorker())
      const output = captureOutput(child, this.options.echo)
      const { ok } = await new Promise<{ ok: boolean }>((resolve, reject) => {
        // Both listeners go once the run ends: a worker serves a whole session's edits.
        const ended = () => {
          child.off('message', answered)
          reject(new Error('worker ended'))
        }
        const answered = (message: unknown) => {
          child.off('exit', ended)
          resolve(message as { ok: boolean })
        }
        child.once('message', answered)
        child.once('exit', ended)
        child.send({ run: true })
      })
      return { ok, output: await output }
    } catch {
      this.close()
      return runGenerator(this.generator, this.options)
    }
  }

  close() {
    void this.worker?.then((child) => child.kill()).catch(() => undefined)
    this.worker = null
  }
}

/**
 * How many of `generators` wait on each one, directly or through others. A full run starts the most
 * awaited first: the REST reference heads the longest chain (docs tags, then navigation and page
 * sources), and started behind two quick generators it held the first page of `npm run dev` back.
 */
export function awaitedBy(generators: Generator[]): Map<string, number> {
  const waitingOn = (name: string, found = new Set<string>()): Set<string> => {
    for (const generator of generators)
      if (generator.needs?.includes(name) && !found.has(generator.name)) waitingOn(generator.name, found.add(generator.name))
    return found
  }
  return new Map(generators.map((generator) => [generator.name, waitingOn(generator.name).size]))
}

/**
 * Every generator once, two at a time (two cores): each starts as soon as the generators it
 * `needs` have succeeded. A failure does not stop the others, so one run reports every problem;
 * what needs a failed generator does not run. Resolves to the names that did not succeed.
 */
export async function runAll(
  generators: Generator[],
  /** Called as each generator ends, with its wall time in seconds. */
  onResult: (generator: Generator, result: RunResult, seconds: number) => void = () => undefined,
  /** How one generator runs: in a fresh process unless told otherwise (npm run dev runs warm ones in their workers). */
  run: (generator: Generator) => Promise<RunResult> = (generator) => runGenerator(generator),
  /** Generators not in the list whose output is as the last generation left it: what needs them may run. */
  upToDate: Iterable<string> = []
): Promise<{ failed: string[]; skipped: string[] }> {
  const waiting = [...generators]
  const done = new Set<string>(upToDate)
  const failed: string[] = []
  const skipped: string[] = []
  const running = new Map<string, Promise<void>>()
  const awaited = awaitedBy(generators)
  const ready = (generator: Generator) => (generator.needs ?? []).every((name) => done.has(name))
  // Of those ready, the most awaited first; the table's order between equals.
  const nextReady = () => waiting.filter(ready).sort((a, b) => awaited.get(b.name)! - awaited.get(a.name)!)[0]
  const blocked = (generator: Generator) => (generator.needs ?? []).some((name) => failed.includes(name) || skipped.includes(name))
  while (waiting.length || running.size) {
    for (const generator of waiting.filter(blocked)) {
      waiting.splice(waiting.indexOf(generator), 1)
      skipped.push(generator.name)
    }
    for (let next = nextReady(); next && running.size < 2; next = nextReady()) {
      const generator = next
      waiting.splice(waiting.indexOf(generator), 1)
      const started = performance.now()
      running.set(
        generator.name,
        run(generator).then((result) => {
          if (result.ok) done.add(generator.name)
          else failed.push(generator.name)
          running.delete(generator.name)
          onResult(generator, result, (performance.now() - started) / 1000)
        })
      )
    }
    if (!running.size) {
      // What is left needs a generator that is not in the list: it cannot run.
      skipped.push(...waiting.splice(0).map((generator) => generator.name))
      break
    }
    await Promise.race(running.values())
  }
  return { failed, skipped }
}
