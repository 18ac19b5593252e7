/**
 * When `next dev` has compiled its first page. npm run dev holds its start's background work (the
 * Markdown twins, loading the warm REST generator) until then: on two cores, that work slowed the first
 * page's compile by about 1.5 s. Next says so only in its log, so its output passes through here.
 */
import type { Readable, Writable } from 'node:stream'
import { onLines } from './output-lines'

/** Next's line for a finished compile: "✓ Compiled /docs/intro in 4.9s (780 modules)". */
const COMPILED = /\bCompiled\b.* in \d/

/**
 * Copies `output` (Next's stdout) to `to` unchanged and resolves once a line says a compile finished,
 * or after `timeoutMs`, or when the output ends: whichever comes first, so background work never
 * waits for a page nobody opens.
 */
export function whenFirstCompiled(output: Readable, to: Writable, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs)
    output.on('data', (chunk) => to.write(chunk))
    const stop = onLines(output, (line) => {
      if (COMPILED.test(line)) done()
    })
    output.once('end', done)
    function done() {
      clearTimeout(timer)
      stop()
      resolve()
    }
  })
}
