import { useRouter } from 'next/router'
import { useEffect, type ReactNode } from 'react'
import { MAIN_CONTENT_ID } from '@/theme/chrome/main-content'
import { SiteLink } from '@/theme/link/SiteLink'

/** The not-found page (exported as 404.html for static hosts); `children` (pages/404.mdx) follow its text. */
export function NotFound({ children }: { children?: ReactNode }) {
  const { basePath } = useRouter()
  // `npm run dev` answers old and folder URLs here, as the export's stub pages do; production builds drop this.
  useEffect(() => {
    if (process.env.NODE_ENV === 'development') void import('./dev-redirect').then((dev) => dev.followDevRedirect(basePath))
  }, [basePath])
  return (
    <main className="vnv-notfound" id={MAIN_CONTENT_ID}>
      <p className="vnv-notfound__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>
        The page you asked for does not exist. It may have moved when the documentation was reorganised, or the link that brought you here
        has a typo.
      </p>
      <ul className="vnv-notfound__actions">
        <li>
          <SiteLink href="/" className="vnv-button vnv-button--primary">
            Go to the home page
          </SiteLink>
        </li>
        <li>
          <SiteLink href="/docs/" className="vnv-button">
            Browse the documentation
          </SiteLink>
        </li>
      </ul>
      <p>
        Looking for something specific? Search the docs from the top of the page<span className="vnv-keyboard-hint">, or press /</span>.
      </p>
      {children}
    </main>
  )
}
