/**
 * The shape of a generator that `npm run dev` can keep loaded (worker.ts), and how such a generator
 * runs as a command of its own (`tsx <its file>`, `npm run gen:…`).
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
