/**
 * `next dev` as npm run dev keeps it running. Next reads its redirects only when it starts, so the runner
 * restarts it when they change; Next then exits with code 0, as it does on any SIGTERM, and a fresh one
 * starts. When Next ends by itself (a crash, or the port is taken), `onEnd` gets its exit code.
 */
import type { ChildProcess } from 'node:child_process'

export interface NextServer {
  /** The `next dev` process running now. */
  readonly process: ChildProcess
  restart(): void
}

export function superviseNext(start: () => ChildProcess, onEnd: (code: number) => void): NextServer {
  let current: ChildProcess
  let restarting = false
  const launch = () => {
    const child = start()
    current = child
    child.once('exit', (code, signal) => {
      if (restarting) {
        restarting = false
        launch()
      } else onEnd(code ?? (signal ? 1 : 0))
    })
  }
  launch()
  return {
    get process() {
      return current
    },
    restart() {
      if (restarting) return
      restarting = true
      current.kill('SIGTERM')
    }
  }
}
