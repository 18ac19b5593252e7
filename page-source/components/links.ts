/** Pure: the links and date the page's end shows, from the site's `source` setting (config/site.ts). */

export interface SourceRepository {
  /** The repository's web page, without a trailing slash or `.git` (validated in config/schema.ts). */
  repository: string
  branch: string
}

/** Where a reader edits `file` (relative to the repository root) on the forge: `<repository>/blob/<branch>/<file>`. */
export function editUrl({ repository, branch }: SourceRepository, file: string): string {
  return `${repository}/blob/${encodePath(branch)}/${encodePath(file)}`
}

/** A new issue about a page, pre-filled with its title and canonical URL: nothing is sent until the reader submits it. */
export function feedbackIssueUrl(repository: string, title: string, pageUrl: string): string {
  const body = `Page: ${pageUrl}\n\nWhat was missing, unclear or wrong?\n`
  return `${repository}/issues/new?title=${encodeURIComponent(`Docs feedback: ${title}`)}&body=${encodeURIComponent(body)}`
}

const encodePath = (value: string) => value.split('/').map(encodeURIComponent).join('/')

/** '2026-03-04T17:45:00+01:00' → 'March 4, 2026': the day in UTC, so the server's HTML and the browser agree. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
