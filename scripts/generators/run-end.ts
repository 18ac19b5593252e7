/**
 * What a warm worker (worker.ts) prints on stdout and on stderr after each run. Its report that
 * the run ended comes over another channel, which can overtake the last chunks of either stream;
 * the runner (run.ts) waits for this line on both, so a run's output is whole when it returns.
 */
export const RUN_END = '\u0000generator-run-end\u0000\n'

/**
 * Splits what a stream has sent so far (`text`) at the end marker. `output` is what can be shown
 * now; `held` is a tail that may be the start of a marker split across chunks.
 */
export function splitAtRunEnd(text: string): { output: string; ended: boolean; held: string } {
  const end = text.indexOf(RUN_END)
  if (end !== -1) return { output: text.slice(0, end), ended: true, held: '' }
  for (let length = Math.min(RUN_END.length - 1, text.length); length > 0; length--)
    if (RUN_END.startsWith(text.slice(-length))) return { output: text.slice(0, -length), ended: false, held: text.slice(-length) }
  return { output: text, ended: false, held: '' }
}
