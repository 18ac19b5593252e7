import cn from 'clsx'
import type { ReactNode } from 'react'
import { CALLOUT_LABELS } from '@/lib/callout-labels'

/**
 * A highlighted note; its kind is named in text too, not only by colour. A note, not an <aside>: each
 * aside was a landmark, and a page with seven callouts listed five "Warning" landmarks.
 */
export function Callout({ type = 'default', children }: { type?: keyof typeof CALLOUT_LABELS; children: ReactNode }) {
  return (
    <div role="note" className={cn('vnv-callout', `vnv-callout--${type}`)} aria-label={CALLOUT_LABELS[type]}>
      <p className="vnv-callout__label">{CALLOUT_LABELS[type]}</p>
      <div className="vnv-callout__body">{children}</div>
    </div>
  )
}
