/**
 * The dev runner's loop: watch the generators' sources with chokidar (which
 * sees in-place writes, rename-style saves and copies alike, every time) and
 * run the generators a change concerns, one at a time, in table order. A
 * change that arrives while its generator runs makes it run once more
 * afterwards, so no edit is ever lost.
 */
import { watch, type FSWatcher } from 'chokidar'
import path from 'node:path'
import type { RunResult } from '../generators/run'
import { generatorsFor, type Generator } from '../generators/table'

export interface WatchLoopOptions {
  root: string
  generators: Generator[]
  /** Runs a generator; `changed` is the file whose change asked for the run. */
  run: (generator: Generator, changed: string) => Promise<RunResult>
  /** Called after each run, with the file whose change started it. */
  onRun?: (generator: Generator, result: RunResult, changed: string) => void
  /** Quiet time after the last change before a generator runs (an editor's save is several events). */
  settleMs?: number
}

export interface WatchLoop {
  ready: Promise<void>
  /** Resolves once nothing is pending or running. */
  idle: () => Promise<void>
  close: () => Promise<void>
}

export function startWatchLoop({ root, generators, run, onRun, settleMs = 100 }: WatchLoopOptions): WatchLoop {
  const pending = new Map<Generator, string>()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let idleWaiters: (() => void)[] = []

  const drain = async () => {
    while (pending.size) {
      // Table order: navigation, which reads what the others write, comes last.
      const next = generators.find((generator) => pending.has(generator))!
      const changed = pending.get(next)!
      pending.delete(next)
      const result = await run(next, changed)
      onRun?.(next, result, changed)
    }
  }
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (running) return // the running drain picks the new entries up
      running = drain().finally(() => {
        running = null
        if (pending.size) schedule()
        else for (const resolve of idleWaiters.splice(0)) resolve()
      })
    }, settleMs)
  }
  const changed = (absolute: string) => {
    const file = path.relative(root, absolute).split(path.sep).join('/')
    const due = generatorsFor(file, generators)
    for (const generator of due) pending.set(generator, file)
    if (due.length) schedule()
  }

  const sources = [...new Set(generators.flatMap((generator) => generator.sources))].map((source) => path.join(root, source))
  const watcher: FSWatcher = watch(sources, { ignoreInitial: true, ignored: (file) => file.includes(`${path.sep}node_modules${path.sep}`) })
  for (const event of ['add', 'change', 'unlink'] as const) watcher.on(event, changed)
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()))

  return {
    ready,
    idle: () =>
      new Promise((resolve) => {
        if (!running && !pending.size) resolve()
        else idleWaiters.push(resolve)
      }),
    close: async () => {
      clearTimeout(timer)
      idleWaiters = []
      await watcher.close()
    }
  }
}
