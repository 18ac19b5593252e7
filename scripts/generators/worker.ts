/**
 * A generator kept loaded between runs (npm run dev): loading the REST
 * generator's modules takes longer than generating. Each message from the dev
 * runner runs the module's `main()` again and answers whether it worked. Code
 * the module imports (config/rest.ts) is loaded once: the runner starts a fresh
 * worker when such a file changes (`restartOn` in table.ts).
 */
import { pathToFileURL } from 'node:url'
import type { GeneratorModule } from './command'
import { RUN_END } from './run-end'

const generator = (await import(pathToFileURL(process.argv[2]).href)) as GeneratorModule

async function run(): Promise<boolean> {
  try {
    await generator.main()
    return true
  } catch (error) {
    console.error(generator.failureMessage(error))
    return false
  }
}

process.on('message', async () => {
  const ok = await run()
  process.stdout.write(RUN_END)
  process.stderr.write(RUN_END)
  process.send!({ ok })
})
process.send!({ ready: true })
