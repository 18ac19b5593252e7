/**
 * While Next recompiles a page a writer has just edited, the generators' processes wait. On two cores,
 * the start's background work (the Markdown twins, the playground frame, the warm generators loading)
 * and the generators an edit runs took the CPU that recompile needs: the first MDX edit after a start
 * showed in 1.0–1.4 s instead of 0.4–0.5 s. Stopping those processes (SIGSTOP) until Next says the
 * compile is done (SIGCONT) gave the page both cores.
 *
 * Never longer than `capMs` from the first edit, so a change Next does not compile (a page no one has
 * open, a failed compile) holds nothing up for long, nor do saves that come one after another.
 */
import type { ChildProcess } from 'node:child_process'
import { GENERATED_PAGES } from '../lib/generated-paths'

/** A page or _meta file under pages/; not a hidden file (an editor's lock or a generator's temporary file). */
const PAGE_FILE = /^pages\/(?:[^/]+\/)*[^./][^/]*\.(?:mdx?|[cm]?[jt]sx?)$/

/**
 * Whether a change (relative, `/`-separated) is a writer's edit Next recompiles: a page or _meta file.
 * Not a page a generator wrote: a generator's output must not pause the generators that read it.
 */
export function recompilesAPage(file: string): boolean {
  return PAGE_FILE.test(file) && !GENERATED_PAGES.test(file)
}

type Signal = (pid: number, signal: 'SIGSTOP' | 'SIGCONT') => void

/** Where processes cannot be stopped (Windows has no SIGSTOP), they run on as before. */
const sendSignal: Signal = (pid, signal) => {
  try {
    process.kill(pid, signal)
  } catch {
    // gone already, or a platform without the signal
  }
}

export class CompileGate {
  private readonly processes = new Set<ChildProcess>()
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly capMs = 2000,
    private readonly signal: Signal = sendSignal
  ) {}

  get held(): boolean {
    return this.timer !== undefined
  }

  /** A generator's process: it waits whenever the gate is held, from now until it exits. */
  track(child: ChildProcess) {
    if (!child.pid) return
    this.processes.add(child)
    child.once('exit', () => this.processes.delete(child))
    if (this.held) this.signal(child.pid, 'SIGSTOP')
  }

  /** A page was edited: the processes stop until `release`, or `capMs` after the first edit of a run of them. */
  hold() {
    if (this.held) return
    this.timer = setTimeout(() => this.release(), this.capMs)
    for (const child of this.processes) this.signal(child.pid!, 'SIGSTOP')
  }

  /** Next has compiled (or the cap has passed, or npm run dev ends): the processes go on. */
  release() {
    if (!this.held) return
    clearTimeout(this.timer)
    this.timer = undefined
    for (const child of this.processes) this.signal(child.pid!, 'SIGCONT')
  }
}
