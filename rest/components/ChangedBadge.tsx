import { SiteLink } from '@/theme/link/SiteLink'
import { changedLabel } from '@/rest/shared/labels/changes'

/** "Changed on <date>" on an operation page whose last change is recent (rest/generator/changelog), linked to that change. */
export function ChangedBadge({ action, day, href }: { action: 'added' | 'changed'; day: string; href: string }) {
  return (
    <p className="vnv-changed-badge">
      <SiteLink href={href}>
        {changedLabel(action)} <time dateTime={day}>{day}</time>
      </SiteLink>
    </p>
  )
}
