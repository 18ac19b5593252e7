import type { SiteConfig } from '@/config/schema'
import { siteConfig } from '@/generated/config/site'
import { formatDay } from '@/lib/format-day'
import { usePage } from '@/theme/page-context'

type SourceRepository = NonNullable<SiteConfig['source']>

const encodePath = (value: string) => value.split('/').map(encodeURIComponent).join('/')

/** Where a reader edits `file` (relative to the repository root) on the forge: `<repository>/blob/<branch>/<file>`. */
export function editUrl({ repository, branch }: SourceRepository, file: string): string {
  return `${repository}/blob/${encodePath(branch)}/${encodePath(file)}`
}

/**
 * The end of a page's article: when its file last changed in git ("Last updated on …", the commit's own
 * date in `dateTime`) and "Edit this page" where the site names its repository (`source` in
 * config/site.ts). Nothing when neither is known.
 */
export function PageSource({ repository = siteConfig.source }: { repository?: SourceRepository | null }) {
  const { file, lastUpdated } = usePage().source
  const edit = repository && file ? editUrl(repository, file) : null
  if (!lastUpdated && !edit) return null
  return (
    <div className="vnv-page-source">
      {lastUpdated && (
        <p className="vnv-page-source__updated">
          Last updated on <time dateTime={lastUpdated}>{formatDay(lastUpdated)}</time>
        </p>
      )}
      {edit && (
        <a className="vnv-page-source__edit" href={edit}>
          Edit this page
        </a>
      )}
    </div>
  )
}
