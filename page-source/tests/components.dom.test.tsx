/** page-source/components: the end of a page (last updated, edit link) and "Was this page helpful?", and their links. */
import 'global-jsdom/register'
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { siteConfig } from '@/generated/config/site'
import { pageState } from '../../tests/helpers/page-state'
import { PageProvider } from '@/theme/page-context'
import { Feedback, feedbackIssueUrl } from '../components/Feedback'
import { formatDay } from '@/lib/format-day'
import { editUrl, PageSource } from '../components/PageSource'
import type { PageSource as Source } from '../shared/types'

afterEach(cleanup)

const REPOSITORY = 'https://github.com/infrasoftbe/vnv-documentation'

function onPage(route: string, source: Source, ui: ReactElement, title = 'Quick start') {
  return render(<PageProvider value={pageState(route, { title, frontMatter: { title }, source })}>{ui}</PageProvider>)
}

describe('links of a page’s end', () => {
  it('edits a file on the configured branch, path segments encoded', () => {
    assert.equal(
      editUrl({ repository: REPOSITORY, branch: 'main' }, 'pages/docs/Tutorial/quick-start.mdx'),
      `${REPOSITORY}/blob/main/pages/docs/Tutorial/quick-start.mdx`
    )
    assert.equal(
      editUrl({ repository: REPOSITORY, branch: 'release/2.0' }, 'pages/docs/List Viewer#1.mdx'),
      `${REPOSITORY}/blob/release/2.0/pages/docs/List%20Viewer%231.mdx`
    )
  })

  it('opens a new issue whose title and body name the page and its URL', () => {
    const url = new URL(feedbackIssueUrl(REPOSITORY, 'Tabs & "quotes"', 'https://example.org/docs/x/'))
    assert.equal(url.origin + url.pathname, `${REPOSITORY}/issues/new`)
    assert.equal(url.searchParams.get('title'), 'Docs feedback: Tabs & "quotes"')
    assert.match(url.searchParams.get('body')!, /^Page: https:\/\/example\.org\/docs\/x\/\n/)
  })

  it('shows the day in UTC, whatever the commit’s offset or the reader’s time zone', () => {
    assert.equal(formatDay('2026-03-04T23:30:00-05:00'), '5 March 2026')
    assert.equal(formatDay('2026-03-05T00:30:00+02:00'), '4 March 2026')
  })

  it('writes every month as British English does', () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2024, month, month + 1)).toISOString()
      const british = new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
      assert.equal(formatDay(iso), british)
    }
  })
})

describe('PageSource', () => {
  it('shows the last commit’s date as a <time> and links the file to edit', () => {
    onPage(
      '/docs/Tutorial/quick-start',
      { file: 'pages/docs/Tutorial/quick-start.mdx', lastUpdated: '2026-03-04T17:45:00+01:00' },
      <PageSource />
    )
    const time = document.querySelector('time')!
    assert.equal(time.getAttribute('datetime'), '2026-03-04T17:45:00+01:00')
    assert.equal(time.parentElement!.textContent, 'Last updated on 4 March 2026')
    assert.equal(
      screen.getByRole('link', { name: 'Edit this page' }).getAttribute('href'),
      `${siteConfig.source!.repository}/blob/${siteConfig.source!.branch}/pages/docs/Tutorial/quick-start.mdx`
    )
  })

  it('shows no date when none is known, and nothing at all without a file either', () => {
    onPage('/docs/x', { file: 'openapi/session.yaml', lastUpdated: null }, <PageSource />)
    assert.equal(document.querySelector('time'), null)
    assert.ok(screen.getByRole('link', { name: 'Edit this page' }).getAttribute('href')!.endsWith('/openapi/session.yaml'))
    cleanup()
    const { container } = onPage('/docs/tags/x', { file: null, lastUpdated: null }, <PageSource />)
    assert.equal(container.innerHTML, '')
  })

  it('has no edit link when the site names no repository', () => {
    onPage('/docs/x', { file: 'pages/docs/x.mdx', lastUpdated: '2026-03-04T17:45:00+01:00' }, <PageSource repository={null} />)
    assert.ok(document.querySelector('time'))
    assert.equal(screen.queryByRole('link'), null)
  })
})

describe('Feedback', () => {
  const source = { file: null, lastUpdated: null }

  it('asks with two named answers; nothing is announced before a click', () => {
    onPage('/docs/Tutorial/quick-start', source, <Feedback />)
    assert.ok(screen.getByRole('region', { name: 'Was this page helpful?' }))
    assert.ok(screen.getByRole('button', { name: 'Yes' }))
    assert.ok(screen.getByRole('link', { name: /^No, open an issue about this page \(new tab\)$/ }))
    assert.equal(screen.getByRole('status').textContent, '')
  })

  it('is not asked when the site names no repository: there would be nowhere to say what is wrong', () => {
    const { container } = onPage('/docs/x', source, <Feedback repository={null} />)
    assert.equal(container.innerHTML, '')
  })

  it('"Yes" answers in the polite live region, without claiming the answer was recorded: nothing records it', () => {
    onPage('/docs/Tutorial/quick-start', source, <Feedback />)
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }))
    assert.equal(screen.getByRole('status').textContent, 'Glad it helped.')
  })

  it('"No" opens a pre-filled issue with the page’s title and canonical URL in a new tab, and thanks too', () => {
    onPage('/docs/Tutorial/quick-start', source, <Feedback />)
    const no = screen.getByRole('link', { name: /^No/ })
    assert.equal(no.getAttribute('target'), '_blank')
    assert.match(no.getAttribute('rel')!, /noopener/)
    // Seen as well as heard: the new-tab mark of the site's other external links.
    assert.ok(no.querySelector('svg.vnv-external-icon[aria-hidden="true"]'))
    const url = new URL(no.getAttribute('href')!)
    assert.equal(url.origin + url.pathname, `${siteConfig.source!.repository}/issues/new`)
    assert.match(url.searchParams.get('title')!, /Quick start/)
    assert.ok(url.searchParams.get('body')!.includes(`${siteConfig.url}${siteConfig.baseUrl}/docs/Tutorial/quick-start/`))
    fireEvent.click(no)
    assert.match(screen.getByRole('status').textContent!, /^Thank you!/)
  })
})
