import type { Readable } from 'node:stream'

/** Calls `listener` with each whole line of `output` (a child's stdout or stderr) as it arrives; returns how to stop. */
export function onLines(output: Readable, listener: (line: string) => void): () => void {
  let pending = ''
  const read = (chunk: Buffer | string) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop()!
    for (const line of lines) listener(line)
  }
  output.on('data', read)
  return () => output.off('data', read)
}
