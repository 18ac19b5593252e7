import Head from 'next/head'
import { withBasePath } from '@/lib/base-path'
import { CHANGES_FEED_LABEL, CHANGES_FEED_NOTE } from '@/rest/shared/labels/changes'
import { REST_CHANGES_FEED } from '@/rest/shared/routes'

/** The Atom feed of API changes: announced in the page's head for feed readers, and shown as a link. */
export function ChangesFeedLink() {
  const href = withBasePath(REST_CHANGES_FEED)
  return (
    <>
      <Head>
        <link rel="alternate" type="application/atom+xml" title="API changes (Atom)" href={href} />
      </Head>
      <p className="vnv-changes-feed">
        <a href={href} type="application/atom+xml">
          {CHANGES_FEED_LABEL}
        </a>
        {CHANGES_FEED_NOTE}
      </p>
    </>
  )
}
