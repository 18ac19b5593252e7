import { useState } from 'react'
import { siteConfig } from '@/generated/config/site'
import { canonicalUrl } from '@/lib/site-url'
import { ExternalIcon } from '@/theme/chrome/ExternalIcon'
import { usePage } from '@/theme/page-context'

/** A new issue about a page, pre-filled with its title and canonical URL: nothing is sent until the reader submits it. */
export function feedbackIssueUrl(repository: string, title: string, pageUrl: string): string {
  const body = `Page: ${pageUrl}\n\nWhat was missing, unclear or wrong?\n`
  return `${repository}/issues/new?title=${encodeURIComponent(`Docs feedback: ${title}`)}&body=${encodeURIComponent(body)}`
}

// Nothing records a "Yes": its answer does not thank the reader for feedback that reaches no one.
const THANKS = { yes: 'Glad it helped.', no: 'Thank you! Tell us more in the issue that opened in a new tab.' }

/**
 * "Was this page helpful?" at the end of a docs page. Nothing is sent anywhere: "Yes" is glad it helped;
 * "No" opens a new issue in the site's repository, pre-filled with the page's title and URL, in a new tab
 * (a plain link), and thanks too. The thanks are announced politely. Without a repository in the site
 * configuration there is nowhere to tell what is wrong, and no question.
 */
export function Feedback({ repository = siteConfig.source?.repository }: { repository?: string | null }) {
  // The page's h1 (lib/mdx/remark-page.mjs), or '' without one.
  const { title: heading, frontMatter, route } = usePage()
  // The page's title as its <title> has it: front matter first, then its h1.
  const title = typeof frontMatter.title === 'string' ? frontMatter.title : heading
  const [answer, setAnswer] = useState<keyof typeof THANKS>()
  if (!repository) return null
  return (
    <section className="vnv-feedback" aria-labelledby="vnv-feedback-question">
      <p id="vnv-feedback-question" className="vnv-feedback__question">
        Was this page helpful?
      </p>
      <div className="vnv-feedback__answers">
        <button type="button" className="vnv-feedback__answer" onClick={() => setAnswer('yes')}>
          Yes
        </button>
        <a
          className="vnv-feedback__answer"
          href={feedbackIssueUrl(repository, title, canonicalUrl(route, siteConfig))}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => setAnswer('no')}
          // Starts with the visible word, so voice control's "click No" finds it.
          aria-label="No, open an issue about this page (new tab)"
        >
          No <ExternalIcon />
        </a>
      </div>
      <p role="status" className="vnv-feedback__thanks">
        {answer && THANKS[answer]}
      </p>
    </section>
  )
}
