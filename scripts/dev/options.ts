/**
 * What `npm run dev -- …` accepts: the port and host name of the dev site, as `next dev` took them.
 * Every problem is listed at once.
 */
import { parseArgs } from 'node:util'

export interface DevServerOptions {
  port: number
  /** Undefined: every interface, as `next dev` listens by default. */
  hostname?: string
}

const DEFAULT_PORT = 3000

export class DevOptionsError extends Error {
  constructor(readonly problems: string[]) {
    super(`npm run dev takes --port (-p) <number> and --hostname (-H) <name>:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'DevOptionsError'
  }
}

/** `argv` as after `npm run dev --`; `env.PORT` is the port when no option names one. */
export function devServerOptions(argv: string[], env: Record<string, string | undefined> = {}): DevServerOptions {
  const { values, tokens } = parseArgs({
    args: argv,
    strict: false,
    tokens: true,
    options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } }
  })
  const problems: string[] = []
  for (const token of tokens) {
    if (token.kind === 'positional') problems.push(`"${token.value}" is not an option`)
    else if (token.kind === 'option' && token.name !== 'port' && token.name !== 'hostname')
      problems.push(`${token.rawName} is not an option`)
  }
  const named = (name: 'port' | 'hostname') => {
    const value = values[name]
    if (value === true) problems.push(`--${name} needs a value`)
    return typeof value === 'string' ? value : undefined
  }
  const portText = named('port') ?? env.PORT ?? String(DEFAULT_PORT)
  const port = Number(portText)
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) problems.push(`port "${portText}" is not a number from 1 to 65535`)
  const hostname = named('hostname')
  if (hostname === '') problems.push('--hostname needs a value')
  if (problems.length) throw new DevOptionsError(problems)
  return { port, ...(hostname ? { hostname } : {}) }
}
