import { useCallback, useState } from 'react'
import { STORAGE_KEYS } from '@/config/constants'
import { siteConfig } from '@/generated/config/site'
import { BASE_PATH } from '@/lib/base-path'
import { withBasePathInMarkup } from '@/lib/markup'
import { scriptLiteral } from '@/lib/script-literal'
import { CloseIcon } from '@/theme/chrome/CloseIcon'
import { useStoredValue, writeStorage } from '@/theme/hooks/use-stored-value'

/**
 * Runs before the page paints (inlined by pages/_document.tsx) so a dismissed
 * bar never flashes on reload. A bar with a new id is shown again.
 */
export function announcementBarInitScript(id: string): string {
  const { announcementDismissed: dismissKey, announcementId: idKey } = STORAGE_KEYS
  return `try{var s=localStorage;if(s.getItem(${scriptLiteral(idKey)})===${scriptLiteral(id)}&&s.getItem(${scriptLiteral(
    dismissKey
  )})==='true'){document.documentElement.setAttribute('data-announcement-bar-dismissed','true')}}catch(e){}`
}

/** Decides, from storage, whether the bar with this id was dismissed; resets the flag for a new id. */
export function readDismissed(storage: Storage, id: string): boolean {
  if (storage.getItem(STORAGE_KEYS.announcementId) !== id) {
    storage.setItem(STORAGE_KEYS.announcementId, id)
    storage.removeItem(STORAGE_KEYS.announcementDismissed)
    return false
  }
  return storage.getItem(STORAGE_KEYS.announcementDismissed) === 'true'
}

export function AnnouncementBar() {
  const bar = siteConfig.announcementBar
  const readBar = useCallback((storage: Storage) => (bar ? readDismissed(storage, bar.id) : true), [bar])
  // Without storage the bar simply stays visible.
  const [dismissedNow, setDismissedNow] = useState(false)
  const dismissed = useStoredValue(readBar, false) || dismissedNow
  if (!bar || dismissed) return null
  const dismiss = () => {
    // Refused by storage, the dismissal lasts for this page view only.
    writeStorage((storage) => {
      storage.setItem(STORAGE_KEYS.announcementDismissed, 'true')
      storage.setItem(STORAGE_KEYS.announcementId, bar.id)
    })
    document.documentElement.setAttribute('data-announcement-bar-dismissed', 'true')
    setDismissedNow(true)
    // The button goes with the bar: the focus moves on to what follows it, the navbar's first link.
    document.querySelector<HTMLElement>('.vnv-navbar a')?.focus()
  }
  return (
    <div
      className="vnv-announcement"
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="vnv-announcement__content" dangerouslySetInnerHTML={{ __html: withBasePathInMarkup(bar.content, BASE_PATH) }} />
      {bar.isCloseable && (
        <button type="button" className="vnv-announcement__close" aria-label="Close announcement" onClick={dismiss}>
          <CloseIcon size={14} />
        </button>
      )}
    </div>
  )
}
