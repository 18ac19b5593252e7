/**
 * The dev runner's loop: watch the generators' sources with chokidar (which
 * sees in-place writes, rename-style saves and copies alike, every time) and
 * run the generators a change concerns, one at a time, in table order. A
 * change that arrives while its generator runs makes it run once more
 * afterwards, so no edit is ever lost. Background generators (table.ts) run
 * beside that lane, once it is quiet, and never hold up a foreground one.
 */
import { watch, type FSWatcher } from 'chokidar'
import path from 'node:path'
import type { RunResult } from '../generators/run'
import { generatorsFor, type Generator } from '../generators/table'

/** What happened to a watched file (an editor's rename-style save is a `change`, as chokidar reports it). */
export type FileChange = 'add' | 'change' | 'unlink'

export interface WatchLoopOptions {
  root: string
  generators: Generator[]
  /** Runs a generator; `changed` is the file whose change asked for the run. */
  run: (generator: Generator, changed: string) => Promise<RunResult>
  /** Called after each run, with the file whose change started it. */
  onRun?: (generator: Generator, result: RunResult, changed: string) => void
  /** Called for every change of a watched file (relative, `/`-separated), before the runs it asks for. */
  onChange?: (file: string, change: FileChange) => void
  /** Quiet time after the last change before a generator runs (an editor's save is several events). */
  settleMs?: number
}

export interface WatchLoop {
  ready: Promise<void>
  /** Runs a generator as if a file it reads had changed; `reason` is reported as that file. */
  queue: (generator: Generator, reason: string) => void
  /** Resolves once nothing is pending or running. */
  idle: () => Promise<void>
  /** How many changes of watched files the loop has seen so far. */
  changes: () => number
  close: () => Promise<void>
}

export function startWatchLoop({ root, generators, run, onRun, onChange, settleMs = 100 }: WatchLoopOptions): WatchLoop {
  const pending = new Map<Generator, string>()
  let timer: NodeJS.Timeout | undefined
  // Two lanes: pages wait for the foreground one, so a background generator never holds it up.
  const running = { foreground: null as Promise<void> | null, background: null as Promise<void> | null }
  let idleWaiters: (() => void)[] = []

  const due = (background: boolean) => generators.filter((generator) => pending.has(generator) && !!generator.background === background)
  const runNext = async (generator: Generator) => {
    const changed = pending.get(generator)!
    pending.delete(generator)
    try {
      // Not inside `onRun?.(…)`: without an onRun, an optional call skips its arguments, run included.
      const result = await run(generator, changed)
      onRun?.(generator, result, changed)
    } catch (error) {
      // A writer's session must outlive a fault of the loop's own: report it and keep watching.
      console.error(`dev: ${generator.name} after a change of ${changed} stopped on an error; the next change runs it again`, error)
    }
  }
  /** Foreground generators, one at a time in table order: navigation, which reads what the others write, comes late. */
  const drainForeground = async () => {
    for (let next = due(false)[0]; next; next = due(false)[0]) await runNext(next)
  }
  /** Background generators read what foreground ones write: they start only once the foreground lane is quiet. */
  const drainBackground = async () => {
    for (let next = due(true)[0]; next && !running.foreground && due(false).length === 0; next = due(true)[0]) await runNext(next)
  }
  const settled = () => {
    if (!running.foreground && !running.background && !pending.size) for (const resolve of idleWaiters.splice(0)) resolve()
  }
  const startLanes = () => {
    if (!running.foreground && due(false).length) {
      running.foreground = drainForeground().finally(() => {
        running.foreground = null
        startLanes()
        settled()
      })
    }
    if (!running.background && !running.foreground && due(true).length) {
      running.background = drainBackground().finally(() => {
        running.background = null
        startLanes()
        settled()
      })
    }
  }
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(startLanes, settleMs)
  }
  const queue = (generator: Generator, reason: string) => {
    pending.set(generator, reason)
    schedule()
  }
  let changes = 0
  const changed = (absolute: string, change: FileChange) => {
    changes++
    const file = path.relative(root, absolute).split(path.sep).join('/')
    onChange?.(file, change)
    for (const generator of generatorsFor(file, generators)) queue(generator, file)
  }

  const sources = [...new Set(generators.flatMap((generator) => generator.sources))].map((source) => path.join(root, source))
  const watcher: FSWatcher = watch(sources, { ignoreInitial: true, ignored: (file) => file.includes(`${path.sep}node_modules${path.sep}`) })
  for (const change of ['add', 'change', 'unlink'] as const) watcher.on(change, (file) => changed(file, change))
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()))

  return {
    ready,
    queue,
    idle: () =>
      new Promise((resolve) => {
        if (!running.foreground && !running.background && !pending.size) resolve()
        else idleWaiters.push(resolve)
      }),
    changes: () => changes,
    close: async () => {
      clearTimeout(timer)
      idleWaiters = []
      await watcher.close()
    }
  }
}
