/**
 * The background generators (table.ts: the Markdown twins, the playground frame, Mermaid's copy) give
 * way to a writer's edits. No page compiles against what they write, so it may follow an edit by a
 * second or two; but on two cores, running beside Next's recompile of the page being edited, they made
 * that edit show late: right after a fresh start, the first MDX edit showed in 1.0–1.5 s with them
 * running, and in 0.8–1.0 s with them waiting.
 *
 * From each change of a watched file until `quietMs` have passed without another, their processes wait
 * (SIGSTOP), and one started meanwhile waits from its start; then they go on (SIGCONT). A writer who
 * saves again and again holds them back until a pause, which is when they catch up.
 */
import type { ChildProcess } from 'node:child_process'

/** Long enough for Next to recompile an edited page and the browser to show it. */
export const EDIT_QUIET_MS = 1500

type Signal = (pid: number, signal: 'SIGSTOP' | 'SIGCONT') => void

/** Where a process cannot be stopped (Windows has no SIGSTOP), it runs on as before. */
const sendSignal: Signal = (pid, signal) => {
  try {
    process.kill(pid, signal)
  } catch {
    // gone already, or a platform without the signal
  }
}

export class PauseWhileEditing {
  private readonly processes = new Set<ChildProcess>()
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly quietMs = EDIT_QUIET_MS,
    private readonly signal: Signal = sendSignal
  ) {}

  /** Whether the background processes are waiting now. */
  get paused(): boolean {
    return this.timer !== undefined
  }

  /** A background generator's process: from now until it exits, it waits whenever a writer is editing. */
  track(child: ChildProcess) {
    if (!child.pid || child.exitCode !== null) return
    this.processes.add(child)
    child.once('exit', () => this.processes.delete(child))
    if (this.paused) this.signal(child.pid, 'SIGSTOP')
  }

  /** A watched file changed: the processes wait until `quietMs` have passed without another change. */
  edited() {
    if (!this.paused) for (const child of this.processes) this.signal(child.pid!, 'SIGSTOP')
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.resume(), this.quietMs)
    // A pause never keeps npm run dev alive on its own.
    this.timer.unref()
  }

  /**
   * The processes go on: after a quiet spell, and when npm run dev ends (a stopped process would not
   * act on the signal that ends it, and would stay behind).
   */
  resume() {
    if (!this.paused) return
    clearTimeout(this.timer)
    this.timer = undefined
    for (const child of this.processes) this.signal(child.pid!, 'SIGCONT')
  }
}
