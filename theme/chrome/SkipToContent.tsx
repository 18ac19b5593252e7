/**
 * First focusable element of every page: jumps keyboard and screen-reader
 * users past the navigation and moves focus to the main content.
 */
import { MAIN_CONTENT_ID } from './main-content'

export function SkipToContent() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="vnv-skip-link"
      onClick={(event) => {
        const main = document.querySelector<HTMLElement>('main') ?? document.getElementById(MAIN_CONTENT_ID)
        if (!main) return
        event.preventDefault()
        main.tabIndex = -1
        main.focus()
        main.scrollIntoView()
      }}
    >
      Skip to main content
    </a>
  )
}
