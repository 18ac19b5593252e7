/** What can take the focus by Tab: hidden panels and controls taken out of the tab order (tabindex -1) are not. */
const TABBABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex="0"]'

/** Tab and Shift+Tab cycle through a modal dialog's controls instead of leaving it: past the last to the first, and back. */
export function trapFocus(event: { key: string; shiftKey: boolean; preventDefault: () => void }, container: HTMLElement | null) {
  if (event.key !== 'Tab' || !container) return
  const focusable = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex !== -1 && !element.closest('[hidden]')
  )
  if (!focusable.length) return
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
