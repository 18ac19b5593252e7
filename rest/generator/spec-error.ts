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

/**
 * Every problem found in one run, so a writer fixes them all at once. It is a SpecError (the first
 * problem's place) whose message lists each problem on its own lines.
 */
class SpecErrors extends SpecError {
  constructor(readonly errors: SpecError[]) {
    super(errors[0].file, errors[0].pointer, errors[0].problem, errors[0].fix)
    this.message = errors.map((error) => error.message).join('\n')
    this.name = 'SpecErrors'
  }
}

/** The problems of a run: `attempt` keeps going past a SpecError (any other error is a bug and stops the run). */
export class Problems {
  readonly errors: SpecError[] = []

  add(error: SpecError) {
    this.errors.push(...(error instanceof SpecErrors ? error.errors : [error]))
  }

  attempt<T>(work: () => T): T | undefined {
    try {
      return work()
    } catch (error) {
      if (!(error instanceof SpecError)) throw error
      this.add(error)
      return undefined
    }
  }

  /** Throws them all, if there are any. */
  throwIfAny() {
    if (this.errors.length === 1) throw this.errors[0]
    if (this.errors.length) throw new SpecErrors(this.errors)
  }
}

/** '#/paths/~1sessions~1{id}/get' from ['paths', '/sessions/{id}', 'get'] (RFC 6901). */
export function pointer(...segments: (string | number)[]): string {
  return '#' + segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('')
}

/** Where a value of a spec was written: a spec or part file, and the JSON pointer in it. */
export interface Origin {
  file: string
  at: string
}

/** Where a place of a bundled document was written. */
export type Locate = (at: string) => Origin

/**
 * Problems found in the bundled document of a multi-file spec, moved to the
 * file and place they are written in: "parts/paths.yaml at #/assembly/get",
 * not a place in a document the writer never sees. Other errors pass as they are.
 */
export function relocated(error: unknown, file: string, locate: Locate): unknown {
  if (error instanceof SpecErrors) return new SpecErrors(error.errors.map((one) => relocated(one, file, locate) as SpecError))
  if (!(error instanceof SpecError) || error.file !== file) return error
  const origin = locate(error.pointer || '#')
  return new SpecError(origin.file, origin.at, error.problem, error.fix)
}

/** A warning ("<file> at <pointer>: …") of the bundled document, moved as relocated() moves errors. */
export function relocatedWarning(warning: string, file: string, locate: Locate): string {
  const prefix = `${file} at `
  if (!warning.startsWith(prefix)) return warning
  const end = warning.indexOf(': ', prefix.length)
  if (end < 0) return warning
  const origin = locate(warning.slice(prefix.length, end))
  return `${origin.file} at ${origin.at}${warning.slice(end)}`
}
