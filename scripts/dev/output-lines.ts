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

/** On a terminal Next colours its output (npm run dev passes FORCE_COLOR on). */
const COLOUR = /\x1b\[[0-9;]*m/g

/** A line of Next's output without its colours. */
export const plainLine = (line: string): string => line.replace(COLOUR, '')
