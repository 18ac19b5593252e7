/**
 * When the dev site has served its first page. npm run dev holds its start's background work (the
 * Markdown twins, the playground frame, the copy of Mermaid) and its warm-up rebuild until then: on two
 * cores, that work slowed the first page's compile by about 1.5 s, and its render after the compile by
 * about 0.3 s. The site's server says so (site-server.mjs: `{ served: true }`, once, after its first
 * HTML answer from Next).
 */
import type { EventEmitter } from 'node:events'
import { isSiteServerMessage } from './site-server-message'

/**
 * Resolves once `server` (the site server's process) says it has served a page, or after `timeoutMs`,
 * or when it exits: whichever comes first, so background work never waits for a page nobody opens.
 */
export function whenFirstServed(server: Pick<EventEmitter, 'on' | 'off'>, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs)
    const onMessage = (message: unknown) => {
      if (isSiteServerMessage(message, 'served')) done()
    }
    server.on('message', onMessage)
    server.on('exit', done)
    function done() {
      clearTimeout(timer)
      server.off('message', onMessage)
      server.off('exit', done)
      resolve()
    }
  })
}
