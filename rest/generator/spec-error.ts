/** An error in a spec: which file, where (JSON pointer), what is wrong and how to fix it. */
export class SpecError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly problem: string,
    readonly fix?: string
  ) {
    super(`${file} at ${pointer || '#'}: ${problem}${fix ? `\n  → ${fix}` : ''}`)
    this.name = 'SpecError'
  }
}

/** '#/paths/~1sessions~1{id}/get' from ['paths', '/sessions/{id}', 'get'] (RFC 6901). */
export function pointer(...segments: (string | number)[]): string {
  return '#' + segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('')
}
