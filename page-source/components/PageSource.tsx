import { siteConfig } from '@/generated/config/site'
import { usePage } from '@/theme/page-context'
import { editUrl, formatDay, type SourceRepository } from './links'

/**
 * The end of a page's article: when its file last changed in git ("Last updated on …", the commit's own
 * date in `dateTime`) and "Edit this page" where the site names its repository. Nothing when neither is known.
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
