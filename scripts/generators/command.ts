/**
 * The shape of a generator module, and how it runs as a command: each run of npm run generate and npm run
 * dev (run.ts) and each `npm run gen:…` is a process of its own.
 */
import path from 'node:path'
import { missingInputMessage } from './explain-missing.mjs'

export interface GeneratorModule {
  /** One whole run: generates, writes and says what it wrote. */
  main: () => Promise<unknown>
  /** What a failed run prints: the problems with their file and place. */
  failureMessage: (error: unknown) => string
}

/** Runs the generator when `filename` (its `import.meta.filename`) is the command, not when it is imported. */
export function runAsCommand(filename: string | undefined, { main, failureMessage }: GeneratorModule): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== path.resolve(filename ?? '')) return
  main().catch((error) => {
    console.error(missingInputMessage(error) ?? failureMessage(error))
    process.exit(1)
  })
}
