import cn from 'clsx'
import type { ReactNode } from 'react'

/** Each kind's name, shown on the page and written in its Markdown twin (markdown/generator/theme-components.ts). */
export const CALLOUT_LABELS = { default: 'Note', info: 'Info', warning: 'Warning', error: 'Danger' } as const

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
