/**
 * Shows an element of a scrolling column (the sidebar, the table of contents) that is out of the column's
 * sight: the column's own frame scrolls to put it a third of the way down. The page itself never moves,
 * and an element the reader can already see stays where it is.
 */
export function showInFrame(element: Element | null) {
  let frame = element?.parentElement
  while (frame && !/auto|scroll/.test(getComputedStyle(frame).overflowY)) frame = frame.parentElement
  if (!element || !frame || element.getClientRects().length === 0) return
  const [box, view] = [element.getBoundingClientRect(), frame.getBoundingClientRect()]
  if (box.top < view.top || box.bottom > view.bottom) frame.scrollTop += box.top - view.top - frame.clientHeight / 3
}
