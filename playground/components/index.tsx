import { lazyPart } from '@/theme/chrome/lazy-part'

/**
 * The MDX component behind ```jsx live blocks. Loaded lazily so only pages
 * that have a live example download the editor; the code itself is
 * server-rendered, so the page reads fine before (or without) JavaScript.
 * On a client navigation the site's loading states show: a spinner after
 * 200 ms, or an error with a Retry button if the code cannot be downloaded.
 */
export const LivePlayground = lazyPart<{ code: string; noInline?: boolean; section?: string }>(() =>
  import('./LivePlayground').then((m) => m.LivePlayground)
)
