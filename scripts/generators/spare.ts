/**
 * A generator's process started before its run (run.ts, for npm run dev): it loads the generator once,
 * which loads its packages, then waits. At a line on stdin it runs the generator as its own command.
 *
 * The early load reads the project's modules under other URLs (`?spare`), so the run imports each of
 * them afresh from disk, as a new process would: only packages (node_modules) are shared between the two.
 */
import { once } from 'node:events'
import { registerHooks } from 'node:module'
import { pathToFileURL } from 'node:url'

const SPARE = '?spare'

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context)
    const early = context.parentURL?.endsWith(SPARE)
    if (!early || !resolved.url.startsWith('file:') || resolved.url.includes('/node_modules/')) return resolved
    return { ...resolved, url: resolved.url.split('?')[0] + SPARE }
  }
})

const script = pathToFileURL(process.argv[2]).href
// A module that does not load now (a source being edited) may load at the run, which reports it if not.
await import(script + SPARE).catch(() => undefined)
await once(process.stdin, 'data')
process.stdin.destroy()
// The generator runs as the command (command.ts's runAsCommand), as it would in a process of its own.
process.argv.splice(1, 1)
await import(script)
