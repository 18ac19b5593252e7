/**
 * The site server's messages to the runner (site-server.mjs): `{ up: true }` once it listens for
 * messages, `{ served: true }` once Next has answered its first page.
 */
export type SiteServerMessage = 'up' | 'served'

/** Whether `message`, as the site server's process delivered it, is the one named. */
export const isSiteServerMessage = (message: unknown, kind: SiteServerMessage): boolean =>
  typeof message === 'object' && message !== null && kind in message
