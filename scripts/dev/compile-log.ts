/**
 * What `next dev` says about its compiles, read from its output as it passes through to the terminal.
 * npm run dev holds its start's background work until the first page has compiled, and lets the
 * generators' processes go on once Next has recompiled a page a writer edited (compile-gate.ts): Next
 * says so only in its log.
 */
import type { Readable, Writable } from 'node:stream'

/** Next's line for a finished compile: "✓ Compiled /docs/intro in 4.9s (780 modules)", "✓ Compiled in 643ms". */
const COMPILED = /\bCompiled\b.* in \d/

/** Calls `listener` for each whole line of `output` that says a compile finished; returns how to stop. */
function onCompileLines(output: Readable, listener: () => void): () => void {
  let pending = ''
  const read = (chunk: Buffer | string) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop()!
    for (const line of lines) if (COMPILED.test(line)) listener()
  }
  output.on('data', read)
  return () => output.off('data', read)
}

/** Copies `output` (Next's stdout) to `to` unchanged, and calls `onCompiled` after each line that says a compile finished. */
export function followCompiles(output: Readable, to: Writable, onCompiled: () => void): void {
  output.on('data', (chunk) => to.write(chunk))
  onCompileLines(output, onCompiled)
}

/**
 * Resolves once a line of `output` says a compile finished, or after `timeoutMs`, or when the output
 * ends: whichever comes first, so background work never waits for a page nobody opens.
 */
export function whenFirstCompiled(output: Readable, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const stop = onCompileLines(output, done)
    const timer = setTimeout(done, timeoutMs)
    output.once('end', done)
    function done() {
      clearTimeout(timer)
      stop()
      resolve()
    }
  })
}
