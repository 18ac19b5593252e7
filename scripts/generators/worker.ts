/**
 * A generator kept loaded between runs (npm run dev): loading the REST
 * generator's modules takes longer than generating. Each message from the dev
 * runner runs the module's `main()` again and answers whether it worked. Code
 * the module imports (config/rest.ts) is loaded once: the runner starts a fresh
 * worker when such a file changes (`restartOn` in table.ts).
 */
import { pathToFileURL } from 'node:url'
import type { GeneratorModule } from './command'

const generator = (await import(pathToFileURL(process.argv[2]).href)) as GeneratorModule

process.on('message', async () => {
  try {
    await generator.main()
    process.send!({ ok: true })
  } catch (error) {
    console.error(generator.failureMessage(error))
    process.send!({ ok: false })
  }
})
process.send!({ ready: true })
