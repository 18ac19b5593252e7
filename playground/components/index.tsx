import dynamic from 'next/dynamic'
import type { FC } from 'react'
import { LoadingState } from '@/theme/chrome/Loader'

/**
 * The MDX component behind ```jsx live blocks. Loaded lazily so only pages
 * that have a live example download the editor; the code itself is
 * server-rendered, so the page reads fine before (or without) JavaScript.
 * On a client navigation the site's loading states show: a spinner after
 * 200 ms, or an error with a Retry button if the code cannot be downloaded.
 */
export const LivePlayground = dynamic(
  () => import(/* webpackChunkName: "live-playground" */ './LivePlayground').then((m) => m.LivePlayground),
  {
    loading: (props) => <LoadingState {...props} />
  }
) as FC<{ code: string; noInline?: boolean }>
