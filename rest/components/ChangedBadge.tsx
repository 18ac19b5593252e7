import { SiteLink } from '@/theme/link/SiteLink'
import { changedLabel } from '@/rest/shared/labels/changes'
import { formatDay } from '@/lib/format-day'

/** "Changed on 24 November 2026" on an operation page whose last change is recent (rest/generator/changelog), linked to that change; `day` is ISO. */
export function ChangedBadge({ action, day, href }: { action: 'added' | 'changed'; day: string; href: string }) {
  return (
    <p className="vnv-changed-badge">
      <SiteLink href={href}>
        {changedLabel(action)} <time dateTime={day}>{formatDay(day)}</time>
      </SiteLink>
    </p>
  )
}
