/**
 * Beside a page's title: "Copy page" puts the page's Markdown twin on the clipboard (the copying
 * code loads on the first click), and "View as Markdown" opens the twin.
 */
import { useState } from 'react'
import { withBasePath } from '@/lib/base-path'
import { twinPath } from '../shared/twin.mjs'

type CopyState = 'idle' | 'copying' | 'copied' | 'failed'

const ANNOUNCEMENTS: Record<CopyState, string> = {
  idle: '',
  copying: '',
  copied: 'Copied the page as Markdown',
  failed: 'Could not copy the page; open it as Markdown instead'
}

export function PageActions({ route }: { route: string }) {
  const [state, setState] = useState<CopyState>('idle')
  const twin = withBasePath(twinPath(route))
  const copy = async () => {
    if (state === 'copying') return
    setState('copying')
    try {
      // 0.4 KB gzip out of every page's first load.
      const { copyFromUrl } = await import('./copy-from-url')
      await copyFromUrl(twin)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return (
    <div className="vnv-page-actions">
      <button type="button" className="vnv-page-actions__button" onClick={copy} aria-disabled={state === 'copying' || undefined}>
        {state === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a className="vnv-page-actions__button" href={twin} type="text/markdown">
        View as Markdown
      </a>
      <span className="vnv-sr-only" role="status">
        {ANNOUNCEMENTS[state]}
      </span>
    </div>
  )
}
