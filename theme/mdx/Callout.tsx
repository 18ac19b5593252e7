import cn from 'clsx'
import type { ReactNode } from 'react'

const LABELS = { default: 'Note', info: 'Info', warning: 'Warning', error: 'Danger' } as const

/** A highlighted note; its kind is named in text too, not only by colour. */
export function Callout({ type = 'default', children }: { type?: keyof typeof LABELS; emoji?: ReactNode; children: ReactNode }) {
  return (
    <aside className={cn('vnv-callout', `vnv-callout--${type}`)} aria-label={LABELS[type]}>
      <p className="vnv-callout__label">{LABELS[type]}</p>
      <div className="vnv-callout__body">{children}</div>
    </aside>
  )
}
