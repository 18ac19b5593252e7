import Link from 'next/link'

/** "Changed on <date>" on an operation page whose last change is recent (rest/generator/changelog), linked to that change. */
export function ChangedBadge({ action, day, href }: { action: 'added' | 'changed'; day: string; href: string }) {
  return (
    <p className="vnv-changed-badge">
      <Link href={href}>
        {action === 'added' ? 'Added' : 'Changed'} on <time dateTime={day}>{day}</time>
      </Link>
    </p>
  )
}
