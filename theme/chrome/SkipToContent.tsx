/**
 * First focusable element of every page: jumps keyboard and screen-reader
 * users past the navigation and moves focus to the main content.
 */
import { focusInPlace, MAIN_CONTENT_ID } from './main-content'

export function SkipToContent() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="vnv-skip-link"
      onClick={(event) => {
        const main = document.querySelector<HTMLElement>('main') ?? document.getElementById(MAIN_CONTENT_ID)
        if (!main) return
        event.preventDefault()
        focusInPlace(main)
        main.scrollIntoView()
      }}
    >
      Skip to main content
    </a>
  )
}
