import type { AppProps } from 'next/app'
import { useRouter } from 'next/router'
import { useEffect, useReducer } from 'react'
import 'nprogress/nprogress.css'
import '@/theme/styles/index.css'
// The colours of highlighted code's tokens (npm run generate: scripts/code-colours).
import '@/generated/code-colours/colours.css'
// Each feature's styles, after the theme's.
import '@/blog/styles.css'
import '@/rest/styles.css'
import '@/diagrams/styles.css'
import '@/playground/styles.css'
import '@/markdown/styles.css'
import '@/page-source/styles.css'
import '@/search/styles.css'
import { startRouteProgress } from '@/lib/client/route-progress'
import Layout from '@/theme'
import { mdxPageOf } from '@/theme/page/define-page'
import themeConfig from '@/theme.config'
import { PAGE_MODULE_UPDATED_EVENT } from '@/lib/mdx/recma-page-hot-update.mjs'

/**
 * `npm run dev` renders the page again when its edited module has re-run (lib/mdx/recma-page-hot-update.mjs):
 * the page component (theme/page/define-page.tsx) reads the new content, table of contents, title and
 * front matter only when rendered from above. Production builds drop it whole.
 */
const useRenderOnPageModuleUpdate =
  process.env.NODE_ENV === 'development'
    ? () => {
        const [, rerender] = useReducer((count: number) => count + 1, 0)
        useEffect(() => {
          window.addEventListener(PAGE_MODULE_UPDATED_EVENT, rerender)
          return () => window.removeEventListener(PAGE_MODULE_UPDATED_EVENT, rerender)
        }, [])
      }
    : () => {}

export default function App({ Component, pageProps }: AppProps) {
  const router = useRouter()
  useEffect(() => startRouteProgress(router.events), [router.events])
  useRenderOnPageModuleUpdate()
  const content = <Component {...pageProps} />
  // Every page of pages/ is an MDX file: the theme's layout frames it with what the file defined.
  const page = mdxPageOf(Component)
  return page ? (
    <Layout themeConfig={themeConfig} page={page} contentProps={pageProps}>
      {content}
    </Layout>
  ) : (
    content
  )
}
