/**
 * The dev site's server (site-server.mjs) as npm run dev keeps it running: restarted when Next's own
 * configuration changes, which Next reads only when it starts. A restarted server exits with code 0,
 * as on any SIGTERM, and a fresh one starts. When it ends by itself (a crash, or the port is taken),
 * `onEnd` gets its exit code.
 */
import type { ChildProcess } from 'node:child_process'

export interface SupervisedServer {
  /** The server process running now. */
  readonly process: ChildProcess
  restart(): void
}

export function superviseServer(start: () => ChildProcess, onEnd: (code: number) => void): SupervisedServer {
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
