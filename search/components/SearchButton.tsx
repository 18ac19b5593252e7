/**
 * The navbar's way into search: a button that looks like a search field, and the shortcuts every docs
 * site has taught readers (Ctrl+K, ⌘K, "/"). The dialog, the engine and the index load the first time
 * it opens (SearchDialog.tsx): a page pays nothing for search until a reader uses it.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
import { useMounted } from '@/theme/hooks/use-mounted'
import type { SearchDialogProps } from './SearchDialog'

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

/** Apple keyboards say ⌘; the others Ctrl. */
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

export function SearchButton({ placeholder }: { placeholder: string }) {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps>>()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const mounted = useMounted()
  // What the reader types between the shortcut and the moment the dialog's box takes the focus (its code loads on
  // first use): the dialog takes it as it focuses its box, so no key falls between the two.
  const typedAhead = useRef<string | null>(null)
  const isOpen = useRef(false)
  const takeTypedAhead = useCallback(() => {
    const typed = typedAhead.current
    typedAhead.current = null
    return typed
  }, [])

  // What had the focus when the shortcut opened the dialog: closing gives it back there, where the reader was,
  // without scrolling; the button has it when nothing had (or the dialog was opened from it).
  const focusedBefore = useRef<HTMLElement | null>(null)
  const giveFocusBack = useCallback(() => {
    const before = focusedBefore.current
    focusedBefore.current = null
    if (before?.isConnected && before !== document.body) before.focus({ preventScroll: true })
    else button.current?.focus({ preventScroll: true })
  }, [])
  // An open dialog gives the focus back once it has gone: until then its own effect may still focus its box.
  const focusOnceClosed = useRef(false)
  const close = useCallback(
    (returnFocus: boolean) => {
      const wasOpen = isOpen.current
      isOpen.current = false
      setOpen(false)
      if (!returnFocus) return
      if (wasOpen) focusOnceClosed.current = true
      else giveFocusBack()
    },
    [giveFocusBack]
  )
  useEffect(() => {
    if (open || !focusOnceClosed.current) return
    focusOnceClosed.current = false
    giveFocusBack()
  }, [open, giveFocusBack])

  const show = useCallback(() => {
    if (typedAhead.current !== null || isOpen.current) return
    focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    typedAhead.current = ''
    void import('./SearchDialog').then(
      ({ SearchDialog }) => {
        // Escape came first (below): the reader no longer wants it.
        if (typedAhead.current === null) return
        isOpen.current = true
        setDialog(() => SearchDialog)
        setOpen(true)
      },
      // Offline before the dialog's code came: the button stays, a later press tries again.
      () => (typedAhead.current = null)
    )
  }, [])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const modK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target)
      if (typedAhead.current !== null && !modK && !event.ctrlKey && !event.metaKey && !event.altKey) {
        // Escape before the dialog has the focus (its code on its way, or just drawn) cancels the opening.
        if (event.key === 'Escape') {
          typedAhead.current = null
          close(true)
        } else if (event.key.length === 1) typedAhead.current += event.key
        else if (event.key === 'Backspace') typedAhead.current = typedAhead.current.slice(0, -1)
        else return
        event.preventDefault()
        return
      }
      if (!modK && !slash) return
      event.preventDefault()
      show()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [show, close])

  return (
    <>
      <button
        ref={button}
        type="button"
        className="vnv-search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className="vnv-search-button__icon">
          <path
            d="M8.5 3a5.5 5.5 0 1 0 3.3 9.9l3.6 3.6 1.1-1.1-3.6-3.6A5.5 5.5 0 0 0 8.5 3Zm0 1.5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z"
            fill="currentColor"
          />
        </svg>
        <span className="vnv-search-button__label">{placeholder}</span>
        {/* The platform's key is known only in the browser; the box keeps its size meanwhile (styles.css). */}
        <kbd className="vnv-search-button__keys vnv-keyboard-hint" aria-hidden="true">
          {mounted ? (isApple() ? '⌘K' : 'Ctrl K') : ''}
        </kbd>
      </button>
      {/* On the body: the navbar's backdrop filter would otherwise contain the fixed dialog. */}
      {open && Dialog && createPortal(<Dialog placeholder={placeholder} takeTypedAhead={takeTypedAhead} onClose={close} />, document.body)}
    </>
  )
}
